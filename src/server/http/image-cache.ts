import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Image URLs that never change content: uploads (a new file name per upload) and seed images
 * and variants versioned by their content hash (`/images/seed/…?v=…`, as the image sets give them).
 */
const VERSIONED_IMAGE = /^\/(uploads\/[^?]+|images\/seed\/[^?]+\?(.*&)?v=[\w-]+(&|$))/;
/** The routes that serve images (the static file routes under these prefixes). */
const IMAGE_ROUTE = /^\/(uploads|images\/seed)\//;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const markImmutable: onSendHookHandler = (req, reply, payload, done) => {
  if (reply.statusCode === 200 && VERSIONED_IMAGE.test(req.url)) reply.header('cache-control', IMMUTABLE);
  done(null, payload);
};

/**
 * Serves versioned images with a year-long `immutable` cache (the static routes' own max-age stays for the rest).
 * Only the image routes registered after it carry the hook: every other answer (the cached JSON reads above all)
 * goes out without an onSend step.
 */
export const imageCache = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!IMAGE_ROUTE.test(route.url)) return;
    const own = route.onSend ?? [];
    route.onSend = [...(Array.isArray(own) ? own : [own]), markImmutable];
  });
});
