import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { expireAbandonedCheckouts } from '../domain/checkout/expire.js';
import { createTestGateway } from '../payments/test-gateway.js';
import { registeredCustomer } from '../testing/credit-customers.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { outbox } from '../testing/mail-shop.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';

/**
 * Store credit spent at checkout and given back by refunds, over the documented REST API (issue 41, items 2 and 4):
 * `useStoreCredit` on POST /api/create-payment-intent, `storeCreditTotal` in its answer, `storeCredit` on the
 * owner's refund; real SQLite or PostgreSQL, real Fastify, the test gateway.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

/** A registered customer, signed in, with `credit` dollars of store credit given by the owner. */
const customer = (name: string, credit = 0) => registeredCustomer({ app, db, admin }, name, { credit });

/** A new cart of one $45 tee (plus shipping and Ontario's HST at checkout). */
async function cartWithTee(browser: TestBrowser, priceCents = 4500): Promise<string> {
  const tee = await addProduct(db, { priceCents, stock: 50 });
  const cartId = randomUUID();
  const added = await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' });
  expect(added.statusCode, added.body).toBe(201);
  return cartId;
}

const start = (browser: TestBrowser, cartId: string, email: string, extra: object = {}) =>
  browser.post('/api/create-payment-intent', {
    cartId,
    shippingMethod: 'canada standard',
    shippingAddress: { ...ONTARIO_ADDRESS, email },
    ...extra,
  });

const balance = async (browser: TestBrowser) => (await browser.get('/api/user/store-credit')).json().balance as number;
const ledger = () =>
  db.selectFrom('balance_entry').select(['account_id', 'kind', 'amount_cents', 'order_id']).orderBy('id').execute();
const cents = (dollars: number) => Math.round(dollars * 100);

describe('store credit at checkout', () => {
  it('is applied by default, taken once however often the checkout is priced, and left out when the shopper says so', async () => {
    const ada = await customer('ada', 20);
    const cartId = await cartWithTee(ada.browser);
    const first = await start(ada.browser, cartId, ada.email);
    expect(first.statusCode, first.body).toBe(200);
    const session = first.json();
    expect(session).toMatchObject({ storeCreditTotal: 20, storeCreditAvailable: 20, giftCardTotal: 0 });
    expect(cents(session.amount)).toBe(cents(session.total) - 2000);
    expect(session.clientSecret).toEqual(expect.any(String));
    expect(await balance(ada.browser)).toBe(0);
    // Priced again (a reload, a second tab): the same take, no new ledger row.
    const again = (await start(ada.browser, cartId, ada.email, { useStoreCredit: true })).json();
    expect(again).toMatchObject({ orderId: session.orderId, storeCreditTotal: 20 });
    expect((await ledger()).map((e) => [e.kind, e.amount_cents, e.order_id])).toEqual([
      ['issue', 2000, null],
      ['redeem', -2000, session.orderId],
    ]);

    // Bad input: a 400 that changes nothing.
    for (const bad of ['yes', 1, null]) {
      const refused = await start(ada.browser, cartId, ada.email, { useStoreCredit: bad });
      expect(refused.statusCode, String(bad)).toBe(400);
    }
    expect(await ledger()).toHaveLength(2);

    // Opting out puts the credit back; the answer still says what it could pay.
    const without = (await start(ada.browser, cartId, ada.email, { useStoreCredit: false })).json();
    expect(without).toMatchObject({ orderId: session.orderId, storeCreditTotal: 0, storeCreditAvailable: 20 });
    expect(without.amount).toBe(without.total);
    expect(await balance(ada.browser)).toBe(20);
    const order = await db
      .selectFrom('order')
      .select(['store_credit_cents', 'store_credit_id'])
      .where('id', '=', session.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ store_credit_cents: 0, store_credit_id: null });

    // Paid by card for the rest: the finalisation accepts the card's amount (the total less the credit).
    const withCredit = (await start(ada.browser, cartId, ada.email)).json();
    const paid = await ada.browser.post('/api/test-gateway/confirm', {
      clientSecret: withCredit.clientSecret,
      card: VISA,
    });
    expect(paid.json().status).toBe('succeeded');
    expect((await ada.browser.get(`/api/orders/${session.orderId}`)).json().status).toBe('paid');
    expect(await balance(ada.browser)).toBe(0);
  });

  it('covering the whole total after a gift card: no card asked, the order paid at once, one confirmation mail', async () => {
    const ada = await customer('ada', 500);
    const card = (await admin.post('/api/admin/gift-cards', { amount: 10 })).json();
    const cartId = await cartWithTee(ada.browser);
    expect((await ada.browser.post(`/api/cart/${cartId}/gift-card`, { code: card.code })).statusCode).toBe(200);
    const answer = await start(ada.browser, cartId, ada.email);
    expect(answer.statusCode, answer.body).toBe(200);
    const session = answer.json();
    // The gift card pays first, the credit the rest.
    expect(session).toMatchObject({ amount: 0, clientSecret: null, paymentIntentId: null, giftCardTotal: 10 });
    expect(cents(session.storeCreditTotal)).toBe(cents(session.total) - 1000);
    expect((await ada.browser.get(`/api/orders/${session.orderId}`)).json().status).toBe('paid');
    expect(await db.selectFrom('payment').selectAll().execute()).toEqual([]);
    const confirmations = (await outbox(db)).filter((m) => m.kind === 'order_confirmation');
    expect(confirmations).toHaveLength(1);
    expect(cents(await balance(ada.browser))).toBe(50000 - cents(session.storeCreditTotal));
    // The admin list counts it as a sale (it took money, on balances alone).
    const list = (await admin.get('/api/admin/orders')).json();
    expect(list.total).toBe(1);

    // The owner refunds part, then cancels: the card first (none), then the gift card, then the credit.
    const url = `/api/admin/orders/${session.orderId}`;
    const seen = (await admin.get(url)).json();
    expect(seen.refundTenders).toEqual({
      cardCents: 0,
      giftCardCents: 1000,
      creditCents: cents(session.storeCreditTotal),
    });
    const refunded = await admin.post(`${url}/refund`, { amount: 15, reason: 'Loose thread' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().refunds).toEqual([
      expect.objectContaining({ amount: 15, giftCard: 10, storeCredit: 5, status: 'succeeded' }),
    ]);
    expect(cents(await balance(ada.browser))).toBe(50000 - cents(session.storeCreditTotal) + 500);
    const mail = (await outbox(db)).filter((m) => m.kind === 'order_refunded');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('$5.00 is on your store credit');
    expect(mail[0]?.text).toContain(`$10.00 is back on your gift card •••• ${card.last4}`);
    const cancelled = await admin.put(`${url}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundable: 0 });
    expect(await balance(ada.browser)).toBe(500);
    expect((await admin.get('/api/admin/gift-cards')).json()[0].balance).toBe(10);
    expect(
      cancelled
        .json()
        .timeline.map((e: { note: string }) => e.note)
        .join('\n'),
    ).toContain('as store credit');
  });

  it('is put back when the checkout expires unpaid and when the owner cancels it', async () => {
    const ada = await customer('ada', 30);
    const cartId = await cartWithTee(ada.browser);
    const session = (await start(ada.browser, cartId, ada.email)).json();
    expect(session.storeCreditTotal).toBe(30);
    expect(await balance(ada.browser)).toBe(0);
    const later = { db, clock: () => new Date(Date.now() + 2 * 3600_000), gateway: createTestGateway(db) };
    expect(await expireAbandonedCheckouts(later)).toBe(1);
    expect(await expireAbandonedCheckouts(later)).toBe(0);
    expect(await balance(ada.browser)).toBe(30);

    const next = (await start(ada.browser, await cartWithTee(ada.browser), ada.email)).json();
    expect(next.storeCreditTotal).toBe(30);
    const cancelled = await admin.put(`/api/admin/orders/${next.orderId}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance(ada.browser)).toBe(30);
    expect((await ledger()).map((e) => e.kind)).toEqual(['issue', 'redeem', 'refund_back', 'redeem', 'refund_back']);
  });

  it('is never a guest’s nor another customer’s: the server reads the session’s user only', async () => {
    const ada = await customer('ada', 40);
    expect((await admin.post('/api/site-settings', { key: 'guestCheckout', value: true })).statusCode).toBe(200);
    const guest = new TestBrowser(app, '10.41.9.1');
    const guestCart = await cartWithTee(guest);
    const asGuest = await start(guest, guestCart, 'guest@example.com', { useStoreCredit: true, userId: ada.userId });
    expect(asGuest.statusCode, asGuest.body).toBe(200);
    expect(asGuest.json()).toMatchObject({ storeCreditTotal: 0, storeCreditAvailable: 0 });
    expect(asGuest.json().amount).toBe(asGuest.json().total);

    const bob = await customer('bob');
    const bobCart = await cartWithTee(bob.browser);
    const asBob = await start(bob.browser, bobCart, ada.email, { useStoreCredit: true, userId: ada.userId });
    expect(asBob.json()).toMatchObject({ storeCreditTotal: 0, storeCreditAvailable: 0 });
    // Bob starting a cart of Ada's still pays with his own (no) credit, never hers.
    const adaCart = await cartWithTee(ada.browser);
    const onHerCart = await start(bob.browser, adaCart, bob.email);
    if (onHerCart.statusCode === 200) expect(onHerCart.json().storeCreditTotal).toBe(0);
    expect(await balance(ada.browser)).toBe(40);
    expect((await ledger()).map((e) => e.kind)).toEqual(['issue']);
  });
});

describe('refunds to store credit', () => {
  it('the owner gives the card’s share, or part of it, as store credit; a guest’s order cannot have it', async () => {
    const ada = await customer('ada');
    const cartId = await cartWithTee(ada.browser);
    const session = (await start(ada.browser, cartId, ada.email)).json();
    expect(session.storeCreditTotal).toBe(0);
    await ada.browser.post('/api/test-gateway/confirm', { clientSecret: session.clientSecret, card: VISA });
    const url = `/api/admin/orders/${session.orderId}`;
    expect((await admin.get(url)).json().canRefundAsCredit).toBe(true);

    // More than goes to the card, or nothing: 400, nothing changes.
    for (const bad of [
      { amount: 10, storeCredit: 10.01 },
      { amount: 10, storeCredit: 0 },
      { amount: 10, storeCredit: 'x' },
    ]) {
      expect((await admin.post(`${url}/refund`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await db.selectFrom('refund').selectAll().execute()).toEqual([]);

    const refunded = await admin.post(`${url}/refund`, { amount: 25, storeCredit: 20, reason: 'Late parcel' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().refunds).toEqual([expect.objectContaining({ amount: 25, storeCredit: 20, giftCard: 0 })]);
    expect(cents(refunded.json().refundable)).toBe(cents(session.total) - 2500);
    expect(await balance(ada.browser)).toBe(20);
    // Only the rest went through the gateway.
    const intent = await db.selectFrom('test_payment_intent').select('refunded_cents').executeTakeFirstOrThrow();
    expect(intent.refunded_cents).toBe(500);
    const mail = (await outbox(db)).filter((m) => m.kind === 'order_refunded');
    expect(mail[0]?.text).toContain('$20.00 is on your store credit');
    expect(mail[0]?.text).toContain('$5.00 is on its way back to your card');

    // All of the rest as store credit: nothing for the gateway, the order wholly refunded.
    const rest = cents(session.total) - 2500;
    const whole = await admin.post(`${url}/refund`, { storeCredit: rest / 100 });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ status: 'refunded', refundable: 0 });
    expect(cents(await balance(ada.browser))).toBe(2000 + rest);
    expect(
      (await db.selectFrom('test_payment_intent').select('refunded_cents').executeTakeFirstOrThrow()).refunded_cents,
    ).toBe(500);

    // A guest's order: no account to credit.
    expect((await admin.post('/api/site-settings', { key: 'guestCheckout', value: true })).statusCode).toBe(200);
    const guest = new TestBrowser(app, '10.41.9.2');
    const guestSession = (await start(guest, await cartWithTee(guest), 'guest@example.com')).json();
    await guest.post('/api/test-gateway/confirm', { clientSecret: guestSession.clientSecret, card: VISA });
    const guestUrl = `/api/admin/orders/${guestSession.orderId}`;
    expect((await admin.get(guestUrl)).json().canRefundAsCredit).toBe(false);
    const refused = await admin.post(`${guestUrl}/refund`, { amount: 5, storeCredit: 5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('bought as a guest');
    expect(await db.selectFrom('refund').where('order_id', '=', guestSession.orderId).selectAll().execute()).toEqual(
      [],
    );
  });

  it('an order paid by card, gift card and credit is refunded card first, then the gift card, then the credit', async () => {
    const ada = await customer('ada', 15);
    const card = (await admin.post('/api/admin/gift-cards', { amount: 10 })).json();
    const cartId = await cartWithTee(ada.browser);
    expect((await ada.browser.post(`/api/cart/${cartId}/gift-card`, { code: card.code })).statusCode).toBe(200);
    const session = (await start(ada.browser, cartId, ada.email)).json();
    expect(session).toMatchObject({ giftCardTotal: 10, storeCreditTotal: 15 });
    const cardCents = cents(session.total) - 2500;
    expect(cents(session.amount)).toBe(cardCents);
    await ada.browser.post('/api/test-gateway/confirm', { clientSecret: session.clientSecret, card: VISA });
    const url = `/api/admin/orders/${session.orderId}`;
    // The card's share and $12 more: the gift card's $10, then $2 of the credit.
    const first = await admin.post(`${url}/refund`, { amount: (cardCents + 1200) / 100 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().refunds[0]).toMatchObject({ giftCard: 10, storeCredit: 2 });
    expect(first.json().refundTenders).toEqual({ cardCents: 0, giftCardCents: 0, creditCents: 1300 });
    expect(await balance(ada.browser)).toBe(2);
    const rest = await admin.post(`${url}/refund`, {});
    expect(rest.json()).toMatchObject({ status: 'refunded', refundable: 0 });
    expect(await balance(ada.browser)).toBe(15);
    expect((await admin.get('/api/admin/gift-cards')).json()[0].balance).toBe(10);
    expect(
      (await db.selectFrom('test_payment_intent').select('refunded_cents').executeTakeFirstOrThrow()).refunded_cents,
    ).toBe(cardCents);
  });
});
