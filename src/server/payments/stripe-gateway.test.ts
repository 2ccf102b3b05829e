import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GatewayError,
  gatewayRefused,
  type PaymentGateway,
  WebhookSignatureError,
} from '../domain/payments/gateway.js';
import { type FakeStripe, fakeStripeGateway, startFakeStripe } from '../testing/fake-stripe.js';
import { createStripeGateway, StripeGatewayError } from './stripe-gateway.js';

const SECRET_KEY = 'sk_test_fake0123456789';
const WEBHOOK_SECRET = 'whsec_test_secret';

let fake: FakeStripe;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = fakeStripeGateway(fake, {
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
  });
});

afterAll(async () => {
  await fake.close();
});

/** A gateway whose Stripe has gone: the fake's port, closed. */
async function unreachableGateway(): Promise<PaymentGateway> {
  const closed = await startFakeStripe();
  await closed.close();
  return fakeStripeGateway(closed, { secretKey: SECRET_KEY });
}

let keys = 0;
const newIntent = (orderId = 7, amountCents = 4500) =>
  gateway.createIntent({ orderId, amountCents, currency: 'usd', idempotencyKey: `order-${orderId}-${++keys}` });

/** What a thrown promise rejected with, for asserting on its class and fields. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('stripe gateway through the SDK against the fake Stripe API', () => {
  it('creates an intent with the amount, currency and order id metadata', async () => {
    const intent = await gateway.createIntent({
      orderId: 42,
      amountCents: 12_345,
      currency: 'usd',
      idempotencyKey: 'order-42-12345',
      receiptEmail: 'buyer@example.com',
      description: 'Order #42',
    });
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 12_345,
      currency: 'usd',
      orderId: 42,
      lastError: null,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(fake.intents.get(intent.id)).toMatchObject({
      amount: 12_345,
      currency: 'usd',
      metadata: { orderId: '42' },
      receipt_email: 'buyer@example.com',
      description: 'Order #42',
    });
  });

  it('answers the same intent for the same idempotency key, which it sends as Idempotency-Key', async () => {
    const input = { orderId: 9, amountCents: 2000, currency: 'usd' as const, idempotencyKey: 'order-9-2000' };
    const first = await gateway.createIntent(input);
    const second = await gateway.createIntent(input);
    expect(second.id).toBe(first.id);
    expect(second.clientSecret).toBe(first.clientSecret);
    const seen = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(seen.filter((r) => r.idempotencyKey === 'order-9-2000')).toHaveLength(2);
    expect([...fake.intents.values()].filter((i) => i.metadata.orderId === '9')).toHaveLength(1);
  });

  it('retrieves the current status: succeeded after succeed(), the decline message after fail()', async () => {
    const paid = await newIntent();
    fake.succeed(paid.id);
    expect(await gateway.retrieveIntent(paid.id)).toMatchObject({ id: paid.id, status: 'succeeded', orderId: 7 });

    const declined = await newIntent();
    fake.fail(declined.id, 'Your card was declined.');
    expect(await gateway.retrieveIntent(declined.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
  });

  it("cancels an open intent, read back as cancelled (Stripe's canceled, in the shop's spelling), and ignores one that can no longer be cancelled", async () => {
    const open = await newIntent();
    await gateway.cancelIntent(open.id);
    expect(fake.intents.get(open.id)?.status).toBe('canceled');
    expect((await gateway.retrieveIntent(open.id)).status).toBe('cancelled');
    await expect(gateway.cancelIntent(open.id)).resolves.toBeUndefined();

    const paid = await newIntent();
    fake.succeed(paid.id);
    await expect(gateway.cancelIntent(paid.id)).resolves.toBeUndefined();
    expect(fake.intents.get(paid.id)?.status).toBe('succeeded');
  });

  it('refunds a paid intent in full', async () => {
    const paid = await newIntent(11, 3100);
    fake.succeed(paid.id);
    const refund = await gateway.refund({
      intentId: paid.id,
      reason: 'sold to someone else while the hold had expired',
      idempotencyKey: 'refund-a',
    });
    expect(refund.id).toMatch(/^re_/);
    expect(refund.amountCents).toBe(3100);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/refunds', idempotencyKey: 'refund-a' });
  });

  it('refunds part of a paid intent, replays a repeated key, and refuses more than is left', async () => {
    const paid = await newIntent(12, 5000);
    fake.succeed(paid.id);
    const first = await gateway.refund({
      intentId: paid.id,
      amountCents: 1200,
      reason: 'one line',
      idempotencyKey: 'r-1',
    });
    expect(first.amountCents).toBe(1200);
    const replay = await gateway.refund({
      intentId: paid.id,
      amountCents: 1200,
      reason: 'one line',
      idempotencyKey: 'r-1',
    });
    expect(replay.id).toBe(first.id);
    await expect(
      gateway.refund({ intentId: paid.id, amountCents: 3801, reason: 'too much', idempotencyKey: 'r-2' }),
    ).rejects.toBeInstanceOf(GatewayError);
    const rest = await gateway.refund({ intentId: paid.id, reason: 'the rest', idempotencyKey: 'r-3' });
    expect(rest.amountCents).toBe(3800);
  });

  it("lists an intent's refunds with the idempotency key each was made with (kept in its metadata)", async () => {
    const paid = await newIntent(13, 5000);
    fake.succeed(paid.id);
    expect(await gateway.listRefunds(paid.id)).toEqual([]);
    const first = await gateway.refund({
      intentId: paid.id,
      amountCents: 1000,
      reason: 'a',
      idempotencyKey: 'refund-7',
    });
    const second = await gateway.refund({
      intentId: paid.id,
      amountCents: 500,
      reason: 'b',
      idempotencyKey: 'refund-8',
    });
    const listed = await gateway.listRefunds(paid.id);
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: first.id, amountCents: 1000, key: 'refund-7' },
        { id: second.id, amountCents: 500, key: 'refund-8' },
      ]),
    );
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/refunds' });
    await expect(gateway.listRefunds('pi_other')).resolves.toEqual([]);
  });

  it('tells a refusal (Stripe answered no) from an answer never heard (the refund may have been made)', async () => {
    const refused = await rejection(gateway.refund({ intentId: 'pi_unknown', reason: 'x', idempotencyKey: 'k9' }));
    expect(gatewayRefused(refused)).toBe(true);
    const offline = await unreachableGateway();
    const unheard = await rejection(offline.refund({ intentId: 'pi_x', reason: 'x', idempotencyKey: 'k10' }));
    expect(unheard).toBeInstanceOf(GatewayError);
    expect(gatewayRefused(unheard)).toBe(false);
  });

  it('turns Stripe API errors into GatewayError, without the secret key', async () => {
    const err = await rejection(gateway.retrieveIntent('pi_unknown'));
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect((err as Error).message).toContain('pi_unknown');

    await expect(gateway.cancelIntent('pi_unknown')).rejects.toBeInstanceOf(GatewayError);
    await expect(
      gateway.refund({ intentId: 'pi_unknown', reason: 'test', idempotencyKey: 'k1' }),
    ).rejects.toBeInstanceOf(GatewayError);
    const open = await newIntent();
    await expect(
      gateway.refund({ intentId: open.id, reason: 'not paid yet', idempotencyKey: 'k2' }),
    ).rejects.toBeInstanceOf(GatewayError);
  });

  it('reports a rejected key or an unreachable Stripe as GatewayError that never shows the key', async () => {
    const badKey = 'secret-that-must-not-leak';
    const rejected = fakeStripeGateway(fake, { secretKey: badKey });
    const err = await rejection(rejected.retrieveIntent('pi_x'));
    expect(err).toBeInstanceOf(StripeGatewayError);
    expect((err as Error).message).not.toContain(badKey);

    const offline = await unreachableGateway();
    const down = await rejection(offline.retrieveIntent('pi_x'));
    expect(down).toBeInstanceOf(GatewayError);
    expect(down).toMatchObject({ statusCode: null });
    expect((down as Error).message).not.toContain(SECRET_KEY);
  });

  it('publishes only the publishable key', () => {
    expect(gateway.publicConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
    expect(createStripeGateway({ secretKey: SECRET_KEY }).publicConfig()).toEqual({
      provider: 'stripe',
      publishableKey: null,
    });
  });
});

describe('stripe gateway webhooks', () => {
  const intentJson = (status: string, extra: Record<string, unknown> = {}) => ({
    id: 'pi_hook',
    object: 'payment_intent',
    amount: 4500,
    currency: 'usd',
    status,
    client_secret: 'pi_hook_secret_abc',
    metadata: { orderId: '314' },
    last_payment_error: null,
    ...extra,
  });
  const eventJson = (type: string, object: unknown) =>
    JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

  it('parses a signed payment_intent.succeeded into its intent', () => {
    const payload = eventJson('payment_intent.succeeded', intentJson('succeeded'));
    const event = gateway.parseWebhook(Buffer.from(payload), sign(payload));
    expect(event).toEqual({
      id: 'evt_payment_intent.succeeded',
      type: 'payment_intent.succeeded',
      intent: {
        id: 'pi_hook',
        clientSecret: 'pi_hook_secret_abc',
        status: 'succeeded',
        amountCents: 4500,
        currency: 'usd',
        orderId: 314,
        lastError: null,
      },
    });
  });

  it('parses a signed payment_intent.payment_failed with the decline message', () => {
    const failed = intentJson('requires_payment_method', {
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      metadata: {},
    });
    const payload = eventJson('payment_intent.payment_failed', failed);
    const event = gateway.parseWebhook(Buffer.from(payload), sign(payload));
    expect(event).toMatchObject({
      type: 'payment_intent.payment_failed',
      intent: { status: 'requires_payment_method', lastError: 'Your card was declined.', orderId: null },
    });
  });

  it('maps any other event type to other, keeping the raw type', () => {
    const payload = eventJson('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(gateway.parseWebhook(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_charge.refunded',
      type: 'other',
      rawType: 'charge.refunded',
    });
  });

  it('rejects a forged signature, a changed payload, an unsigned request and a stale timestamp', () => {
    const payload = eventJson('payment_intent.succeeded', intentJson('succeeded'));
    const body = Buffer.from(payload);
    expect(() => gateway.parseWebhook(body, sign(payload, 'whsec_forged'))).toThrow(WebhookSignatureError);
    const tampered = Buffer.from(payload.replace('"amount":4500', '"amount":1'));
    expect(() => gateway.parseWebhook(tampered, sign(payload))).toThrow(WebhookSignatureError);
    expect(() => gateway.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
    expect(() => gateway.parseWebhook(body, '')).toThrow(WebhookSignatureError);
    expect(() => gateway.parseWebhook(body, 'garbage')).toThrow(WebhookSignatureError);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(() => gateway.parseWebhook(body, sign(payload, WEBHOOK_SECRET, hourAgo))).toThrow(WebhookSignatureError);
  });

  it('rejects every webhook when no webhook secret is configured', () => {
    const payload = eventJson('payment_intent.succeeded', intentJson('succeeded'));
    const noSecret = fakeStripeGateway(fake, { secretKey: SECRET_KEY });
    expect(() => noSecret.parseWebhook(Buffer.from(payload), sign(payload))).toThrow(WebhookSignatureError);
  });

  it('rejects a correctly signed body that is not an event', () => {
    const payload = 'not json';
    expect(() => gateway.parseWebhook(Buffer.from(payload), sign(payload))).toThrow(WebhookSignatureError);
  });
});
