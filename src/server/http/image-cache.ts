import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Image URLs that never change content: uploads (a new file name per upload) and seed images
 * and variants versioned by their content hash (`/images/seed/…?v=…`, as the image sets give them).
 */
const VERSIONED_IMAGE = /^\/(uploads\/[^?]+|images\/seed\/[^?]+\?(.*&)?v=[\w-]+(&|$))/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves versioned images with a year-long `immutable` cache (the static routes' own max-age stays for the rest). */
export const imageCache = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode === 200 && VERSIONED_IMAGE.test(req.url)) reply.header('cache-control', IMMUTABLE);
    return payload;
  });
});
