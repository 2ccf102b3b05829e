import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exclusively } from '../../db/dialect.js';
import type { Db } from '../../db/index.js';
import { JOBS } from '../../jobs.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { RateLimits } from '../../rate-limits.js';
import { type FakeStripe, fakeStripeGateway, startFakeStripe } from '../../testing/fake-stripe.js';
import { addPainting, addProduct } from '../../testing/fixtures.js';
import { testConfig, useTestDb } from '../../testing/helpers.js';
import { minutesAfter, shopperWith, T0, TEST_ADDRESS, VISA } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { createDiscount, listDiscounts, updateDiscount } from '../discounts/admin.js';
import { applyDiscountCode } from '../discounts/cart.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { setSetting } from '../settings.js';
import { availableUnits } from '../stock/availability.js';
import { confirmTestCard } from './payments.js';
import { placeOrder } from './place-order.js';

/**
 * Abandoned checkouts end (issue 35, item 3): a pending order expires with its holds (the `checkoutHoldMinutes`
 * setting), its intent cancelled at the gateway; a payment that arrives once its holds are gone is kept only if its
 * stock and its discount still hold at that moment, else refunded with the true reason.
 */
let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => T0 }, (deps) => ({ db, gateway } = deps));

const deps = (at = T0, via: PaymentGateway = gateway) => ({ db, gateway: via, clock: () => at });
type Shopper = { actor: Actor; cartId: string };
const start = (s: Shopper, at = T0, via: PaymentGateway = gateway) =>
  placeOrder(deps(at, via), { cartId: s.cartId, shippingMethodId: 1, shippingAddress: TEST_ADDRESS }, s.actor);
const pay = (clientSecret: string, at: Date, card = VISA) => confirmTestCard(deps(at), { clientSecret, card });
const DECLINED = { ...VISA, number: '4000000000000002' };
/** What the card form tells a shopper whose code stopped applying before the payment arrived. */
const CODE_NO_LONGER_VALID = {
  code: 'discount_invalid',
  message: 'This code is no longer valid; your payment was refunded.',
};

/** The shop's checkout-expiry job, run as the job runner runs it (claimed by name), at `at`. */
async function runExpiryJob(at: Date, via: PaymentGateway = gateway): Promise<unknown> {
  const job = JOBS.find((j) => j.name === 'checkout-expiry');
  expect(job, 'a background job ends abandoned checkouts').toBeDefined();
  const clock = () => at;
  const services = { db, gateway: via, clock, config: testConfig(), limits: new RateLimits(clock) };
  let result: unknown;
  await exclusively(db, 'checkout-expiry', async () => {
    result = await job?.run(services);
  });
  return result;
}

const order = (id: number) =>
  db
    .selectFrom('order')
    .select(['status', 'status_reason', 'discount_cents', 'hold_expires_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const timeline = async (id: number) =>
  (await db.selectFrom('order_event').select('note').where('order_id', '=', id).orderBy('id').execute()).map(
    (e) => e.note,
  );
const free = async (itemOf: number, at: Date) =>
  (
    await db
      .selectFrom('inventory_item as ii')
      .select(availableUnits('ii', at.toISOString()).as('n'))
      .where('ii.product_id', '=', itemOf)
      .executeTakeFirstOrThrow()
  ).n;

/** A shopper whose cart holds one tee ($45) and has entered `code`. */
async function shopperWithCode(tee: number, code: string): Promise<Shopper> {
  const s = await shopperWith(db, { type: 'product', id: tee }, T0);
  await applyDiscountCode(deps(), { cartId: s.cartId, code }, s.actor.userId);
  return s;
}

describe('a payment that arrives after its holds are gone', () => {
  it('is refunded when the code was turned off and ended meanwhile, and the shopper is told the code is no longer valid', async () => {
    const tee = await addProduct(db, { stock: 10 });
    const code = await createDiscount(deps(), { code: 'SAVE90', type: 'percentage', value: 90 });
    const s = await shopperWithCode(tee, 'SAVE90');
    const session = await start(s);
    expect(session.discountTotal).toBe(40.5);
    // The owner turns the code off and ends it; the shopper pays 16 minutes later, after the hold ran out.
    await updateDiscount(deps(minutesAfter(2)), { id: code.id, disabled: true, endsAt: minutesAfter(5).toISOString() });

    const paid = await pay(session.clientSecret, minutesAfter(16));

    expect(paid).toMatchObject({ status: 'refunded', error: CODE_NO_LONGER_VALID });
    // Refunded at once (the test gateway answers at once); the order's page says why.
    expect(await order(session.orderId)).toMatchObject({
      status: 'refunded',
      status_reason: 'This code is no longer valid: SAVE90 was turned off before the payment arrived',
    });
    expect(await timeline(session.orderId)).toContain(
      'This code is no longer valid: SAVE90 was turned off before the payment arrived',
    );
    const refunds = await db.selectFrom('refund').select(['amount_cents', 'status']).execute();
    expect(refunds).toEqual([{ amount_cents: Math.round(session.total * 100), status: 'succeeded' }]);
    expect(await free(tee, minutesAfter(16))).toBe(10);
    expect((await listDiscounts(deps(minutesAfter(16))))[0]).toMatchObject({ timesUsed: 0, timesHeld: 0 });
  });

  it('is judged against the code as it is now after a declined card released the holds: kept while valid, refunded once it is not', async () => {
    const tee = await addProduct(db, { stock: 10 });
    const code = await createDiscount(deps(), { code: 'TEN', type: 'fixed_amount', value: 10, minimumSubtotal: 40 });
    const keeps = await start(await shopperWithCode(tee, 'TEN'));
    expect((await pay(keeps.clientSecret, minutesAfter(1), DECLINED)).status).toBe('requires_payment_method');
    // Still valid when the card finally goes through, within the hold's time: the order is paid with the code.
    expect((await pay(keeps.clientSecret, minutesAfter(2))).status).toBe('succeeded');
    expect(await order(keeps.orderId)).toMatchObject({ status: 'paid', discount_cents: 1000 });

    const loses = await start(await shopperWithCode(tee, 'TEN'), minutesAfter(3));
    expect((await pay(loses.clientSecret, minutesAfter(4), DECLINED)).status).toBe('requires_payment_method');
    await updateDiscount(deps(minutesAfter(5)), { id: code.id, endsAt: minutesAfter(6).toISOString() });
    const late = await pay(loses.clientSecret, minutesAfter(7));
    expect(late).toMatchObject({ status: 'refunded', error: CODE_NO_LONGER_VALID });
    expect(await order(loses.orderId)).toMatchObject({
      status: 'refunded',
      status_reason: 'This code is no longer valid: TEN had expired before the payment arrived',
    });
  });

  it('still says an item sold out when the stock is what went', async () => {
    const painting = await addPainting(db, { title: 'Tidal Drift' });
    const first = await start(await shopperWith(db, { type: 'painting', id: painting }, T0));
    const later = await shopperWith(db, { type: 'painting', id: painting }, minutesAfter(16));
    const second = await start(later, minutesAfter(16));
    expect((await pay(second.clientSecret, minutesAfter(17))).status).toBe('succeeded');
    const late = await pay(first.clientSecret, minutesAfter(18));
    expect(late).toMatchObject({
      status: 'refunded',
      error: {
        code: 'item_unavailable',
        message: 'An item sold out while you were paying; your payment was refunded.',
      },
    });
  });
});

describe('the checkout-expiry job', () => {
  it('ends a checkout whose hold ran out: intent cancelled at the gateway, order cancelled in its timeline, stock and code use free', async () => {
    const tee = await addProduct(db, { stock: 3 });
    await createDiscount(deps(), { code: 'FIVE', type: 'fixed_amount', value: 5, usageLimit: 5 });
    const s = await shopperWithCode(tee, 'FIVE');
    const session = await start(s);
    expect(await free(tee, minutesAfter(1))).toBe(2);
    expect((await listDiscounts(deps(minutesAfter(1))))[0]).toMatchObject({ timesUsed: 0, timesHeld: 1 });

    expect(await runExpiryJob(minutesAfter(14))).toBe(0);
    expect((await order(session.orderId)).status).toBe('pending');

    expect(await runExpiryJob(minutesAfter(15))).toBe(1);
    const ended = await order(session.orderId);
    expect(ended).toMatchObject({
      status: 'cancelled',
      status_reason: 'The reservation ran out before the payment was made. No payment was taken.',
    });
    expect(await timeline(session.orderId)).toEqual([
      'Checkout expired: the reservation ran out before the payment was made',
    ]);
    expect((await gateway.retrieveIntent(session.paymentIntentId)).status).toBe('cancelled');
    expect(await db.selectFrom('payment').select('status').where('order_id', '=', session.orderId).execute()).toEqual([
      { status: 'cancelled' },
    ]);
    expect(
      await db.selectFrom('stock_hold').select('status').where('order_id', '=', session.orderId).execute(),
    ).toEqual([{ status: 'released' }]);
    expect(
      await db.selectFrom('discount_use').select(['status', 'ip']).where('order_id', '=', session.orderId).execute(),
    ).toEqual([{ status: 'released', ip: null }]);
    expect(await free(tee, minutesAfter(15))).toBe(3);

    // The shopper's card now changes nothing: the intent is cancelled, nothing is charged.
    const late = await pay(session.clientSecret, minutesAfter(16));
    expect(late.status).not.toBe('succeeded');
    expect(late.error?.message).toBe('This payment was cancelled. Please start checkout again.');
    expect((await order(session.orderId)).status).toBe('cancelled');
    expect(await db.selectFrom('refund').select('id').execute()).toEqual([]);

    // Run again, by two processes at once (on PostgreSQL one of them finds the job claimed): nothing more happens.
    for (const ran of await Promise.all([runExpiryJob(minutesAfter(17)), runExpiryJob(minutesAfter(17))])) {
      expect([0, undefined]).toContain(ran);
    }
    expect(await timeline(session.orderId)).toHaveLength(1);
    // Starting again makes a new checkout with a new hold.
    const again = await start(s, minutesAfter(18));
    expect(again.orderId).not.toBe(session.orderId);
    expect(again.holdExpiresAt).toBe(minutesAfter(33).toISOString());
  });

  it('leaves a checkout the shopper started again before the job came', async () => {
    const tee = await addProduct(db, { stock: 3 });
    const s = await shopperWith(db, { type: 'product', id: tee }, T0);
    const first = await start(s);
    const renewed = await start(s, minutesAfter(20));
    expect(renewed.orderId).toBe(first.orderId);
    expect(await runExpiryJob(minutesAfter(21))).toBe(0);
    expect((await order(first.orderId)).status).toBe('pending');
    expect((await pay(renewed.clientSecret, minutesAfter(22))).status).toBe('succeeded');
  });

  it('uses the checkoutHoldMinutes setting (at least 1 minute)', async () => {
    await expect(setSetting(deps(), { key: 'checkoutHoldMinutes', value: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'checkoutHoldMinutes: Must be at least 1 minute',
    });
    await expect(setSetting(deps(), { key: 'checkoutHoldMinutes', value: 2.5 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await setSetting(deps(), { key: 'checkoutHoldMinutes', value: 5 });
    const tee = await addProduct(db, { stock: 1 });
    const session = await start(await shopperWith(db, { type: 'product', id: tee }, T0));
    expect(session.holdExpiresAt).toBe(minutesAfter(5).toISOString());
    expect(await runExpiryJob(minutesAfter(4.9))).toBe(0);
    expect(await runExpiryJob(minutesAfter(5))).toBe(1);
    expect((await order(session.orderId)).status).toBe('cancelled');
  });
});

describe('the checkout-expiry job with Stripe', () => {
  let fake: FakeStripe;
  let stripe: PaymentGateway;
  beforeEach(async () => {
    fake = await startFakeStripe();
    stripe = fakeStripeGateway(fake);
  });
  afterEach(async () => {
    await fake.close();
  });

  it('cancels the intent at Stripe and the order', async () => {
    const tee = await addProduct(db, { stock: 3 });
    const session = await start(await shopperWith(db, { type: 'product', id: tee }, T0), T0, stripe);
    expect(await runExpiryJob(minutesAfter(16), stripe)).toBe(1);
    expect(fake.requests.some((r) => r.path === `/v1/payment_intents/${session.paymentIntentId}/cancel`)).toBe(true);
    expect((await stripe.retrieveIntent(session.paymentIntentId)).status).toBe('cancelled');
    expect((await order(session.orderId)).status).toBe('cancelled');
  });

  it('finalises an intent that already succeeded instead: paid while its code holds, refunded with the reason once it does not', async () => {
    const tee = await addProduct(db, { stock: 3 });
    const code = await createDiscount(deps(), { code: 'ONCE', type: 'percentage', value: 20, usageLimit: 10 });
    const kept = await start(await shopperWithCode(tee, 'ONCE'), T0, stripe);
    const lost = await start(await shopperWithCode(tee, 'ONCE'), T0, stripe);
    // Both cards went through at Stripe; the shop never heard (the tab closed, the webhook was lost).
    fake.succeed(kept.paymentIntentId);
    expect(await runExpiryJob(minutesAfter(16), stripe)).toBe(1);
    expect((await order(kept.orderId)).status).toBe('paid');
    expect((await order(lost.orderId)).status).toBe('cancelled');

    const third = await start(await shopperWithCode(tee, 'ONCE'), minutesAfter(20), stripe);
    fake.succeed(third.paymentIntentId);
    await updateDiscount(deps(minutesAfter(21)), { id: code.id, disabled: true });
    expect(await runExpiryJob(minutesAfter(36), stripe)).toBe(0);
    expect(await order(third.orderId)).toMatchObject({
      status: 'refunded',
      status_reason: 'This code is no longer valid: ONCE was turned off before the payment arrived',
    });
    expect(fake.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST')).toHaveLength(1);
  });
});
