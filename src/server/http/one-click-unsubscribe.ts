import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors.js';
import type { Services } from '../deps.js';
import { unsubscribe } from '../domain/newsletter.js';

/**
 * POST /api/newsletter/one-click-unsubscribe?token=…: the URL of a newsletter mail's List-Unsubscribe header.
 * Mail apps POST `List-Unsubscribe=One-Click` as a form (RFC 8058), with no cookie: the signed token is the
 * whole authority. The form parser lives in this route's scope only; the rest of the API stays JSON.
 */
export async function oneClickUnsubscribe(app: FastifyInstance, services: Services): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/api/newsletter/one-click-unsubscribe', async (req, reply) => {
    await services.limits.consume('guestLink', req.ip);
    const token = (req.query as { token?: unknown }).token;
    if (typeof token !== 'string' || token.length > 200) {
      throw new AppError('BAD_REQUEST', 'token is required');
    }
    return reply.send(await unsubscribe(services, { token }));
  });
}
