import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { createUser } from '../domain/accounts/accounts.js';
import { getOrder } from '../domain/orders/admin-orders.js';
import { type FakeStripe, fakeStripeGateway, startFakeStripe } from '../testing/fake-stripe.js';
import { addPainting, ledgerRows } from '../testing/fixtures.js';
import { TestBrowser, testConfig, testDb } from '../testing/helpers.js';

const SECRET = 'whsec_test_webhooks';
let fake: FakeStripe;
let app: FastifyInstance;
let db: Db;

beforeEach(async () => {
  fake = await startFakeStripe();
  db = await testDb();
  const config = testConfig({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
  });
  const gateway = fakeStripeGateway(fake, { publishableKey: 'pk_test_fake', webhookSecret: SECRET });
  app = await buildApp({ db, config, gateway, logger: false });
});
afterEach(async () => {
  await app.close();
  await db.destroy();
  await fake.close();
});

const address = {
  name: 'Stripe Shopper',
  email: 'stripe@example.com',
  address: '5 Ocean Drive',
  city: 'Miami',
  state: 'FL',
  country: 'US',
  postalCode: '33139',
};

async function pendingOrder(): Promise<{ orderId: number; intentId: string; paintingId: number }> {
  const paintingId = await addPainting(db);
  const browser = new TestBrowser(app);
  await browser.post('/api/register', { username: 'striper', email: 'striper@example.com', password: 'secret1' });
  const cartId = randomUUID();
  await browser.post('/api/cart', { cartId, productId: paintingId, item_type: 'painting' });
  const res = await browser.post('/api/create-payment-intent', {
    cartId,
    shippingMethodId: 1,
    shippingAddress: address,
  });
  expect(res.json()).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  return { orderId: res.json().orderId, intentId: res.json().paymentIntentId, paintingId };
}

function send(type: string, intentId: string, eventId: string, signature?: (payload: string) => string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: fake.intents.get(intentId) },
  });
  const header = signature ? signature(payload) : Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

const orderStatus = async (id: number) =>
  (await db.selectFrom('order').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('the Stripe webhook', () => {
  it('finalises the order on payment_intent.succeeded, once, whatever the repeats', async () => {
    const { orderId, intentId, paintingId } = await pendingOrder();
    fake.succeed(intentId);
    const first = await send('payment_intent.succeeded', intentId, 'evt_1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await orderStatus(orderId)).toBe('paid');
    const again = await send('payment_intent.succeeded', intentId, 'evt_1');
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const resent = await send('payment_intent.succeeded', intentId, 'evt_2');
    expect(resent.json()).toEqual({ received: true, duplicate: false });
    expect(await ledgerRows(db, 'sale')).toBe(1);
    const painting = await db
      .selectFrom('painting')
      .select('is_sold')
      .where('id', '=', paintingId)
      .executeTakeFirstOrThrow();
    expect(painting.is_sold).toBe(1);
  });

  it('queues one confirmation and one owner notice when the webhook and the client both confirm', async () => {
    await createUser({ db }, { username: 'owner', email: 'owner@example.com', password: 'secret1', role: 'admin' });
    const { orderId, intentId } = await pendingOrder();
    fake.succeed(intentId);
    await send('payment_intent.succeeded', intentId, 'evt_mail');
    const buyer = new TestBrowser(app);
    await buyer.post('/api/login', { username: 'striper', password: 'secret1' });
    const client = await buyer.put(`/api/orders/${orderId}`, { paymentIntentId: intentId, status: 'paid' });
    expect(client.statusCode).toBe(200);
    await send('payment_intent.succeeded', intentId, 'evt_mail_again');
    const mail = await db.selectFrom('mail_message').select(['kind', 'recipient']).orderBy('id').execute();
    expect(mail).toEqual([
      { kind: 'order_confirmation', recipient: 'stripe@example.com' },
      { kind: 'order_notice', recipient: 'owner@example.com' },
    ]);
  });

  it('ignores a failure that arrives after the success', async () => {
    const { orderId, intentId } = await pendingOrder();
    fake.succeed(intentId);
    await send('payment_intent.succeeded', intentId, 'evt_ok');
    await send('payment_intent.payment_failed', intentId, 'evt_late_fail');
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('releases the holds on payment_intent.payment_failed and pays on a later success', async () => {
    const { orderId, intentId } = await pendingOrder();
    fake.fail(intentId, 'Your card was declined.');
    await send('payment_intent.payment_failed', intentId, 'evt_fail');
    const holds = await db.selectFrom('stock_hold').select('status').where('order_id', '=', orderId).execute();
    expect(holds.map((h) => h.status)).toEqual(['released']);
    expect(await orderStatus(orderId)).toBe('pending');
    fake.succeed(intentId);
    await send('payment_intent.succeeded', intentId, 'evt_retry_ok');
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('shows the owner the payment that took the money, and the declined attempt in the timeline only', async () => {
    const { orderId, intentId } = await pendingOrder();
    fake.fail(intentId, 'Your card was declined.');
    await send('payment_intent.payment_failed', intentId, 'evt_declined');
    fake.succeed(intentId);
    await send('payment_intent.succeeded', intentId, 'evt_paid');
    const order = await getOrder({ db }, orderId);
    expect(order.payments).toEqual([expect.objectContaining({ intentId, status: 'succeeded', lastError: null })]);
    expect(order.timeline.map((e) => [e.fromStatus, e.toStatus, e.note])).toEqual([
      ['pending', 'pending', 'Payment declined: Your card was declined.'],
      ['pending', 'paid', expect.any(String)],
    ]);
  });

  it('rejects forged, tampered and unsigned events with 400 and changes nothing', async () => {
    const { orderId, intentId } = await pendingOrder();
    fake.succeed(intentId);
    const forged = await send('payment_intent.succeeded', intentId, 'evt_forged', (payload) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid webhook signature', code: 'BAD_REQUEST' });
    const tampered = await send('payment_intent.succeeded', intentId, 'evt_tampered', (payload) =>
      Stripe.webhooks.generateTestHeaderString({
        payload: payload.replace('evt_tampered', 'evt_other'),
        secret: SECRET,
      }),
    );
    expect(tampered.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: { id: 'evt_x', type: 'payment_intent.succeeded' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await orderStatus(orderId)).toBe('pending');
    expect(await db.selectFrom('payment_event').select('id').execute()).toEqual([]);
  });

  it('verifies a client-side success with Stripe before finalising', async () => {
    const { orderId, intentId } = await pendingOrder();
    const browser = new TestBrowser(app);
    await browser.post('/api/login', { username: 'striper', password: 'secret1' });
    const early = await browser.put(`/api/orders/${orderId}`, { paymentIntentId: intentId, status: 'paid' });
    expect(early.json().status).toBe('pending');
    fake.succeed(intentId);
    const late = await browser.put(`/api/orders/${orderId}`, { paymentIntentId: intentId, status: 'paid' });
    expect(late.json().status).toBe('paid');
  });
});
