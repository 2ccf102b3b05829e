import type { FastifyInstance } from 'fastify';
import type { Services } from '../deps.js';
import { handleWebhookEvent } from '../domain/checkout/payments.js';
import { WebhookSignatureError } from '../domain/payments/gateway.js';

/**
 * POST /api/stripe/webhook: the signature is verified over the raw body
 * (400 when it fails); each event is handled once.
 */
export async function stripeWebhook(app: FastifyInstance, services: Services): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post('/api/stripe/webhook', async (req, reply) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
    const signature = req.headers['stripe-signature'];
    let event: ReturnType<Services['gateway']['parseWebhook']>;
    try {
      event = services.gateway.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        return reply.code(400).send({ message: 'Invalid webhook signature', code: 'BAD_REQUEST' });
      }
      throw error;
    }
    const { duplicate } = await handleWebhookEvent(services, event);
    return { received: true, duplicate };
  });
}
