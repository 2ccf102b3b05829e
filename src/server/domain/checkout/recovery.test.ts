import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { createTestGateway } from '../../payments/test-gateway.js';
import { type FakeStripe, fakeStripeGateway, startFakeStripe } from '../../testing/fake-stripe.js';
import { addPainting, ledgerRows } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, shopperWith, TEST_ADDRESS, VISA } from '../../testing/shoppers.js';
import { refundOrder } from '../orders/order-refunds.js';
import { GatewayError, type PaymentGateway } from '../payments/gateway.js';
import { sendDueRefunds } from '../refunds/send.js';
import { finalizePayment } from './finalize.js';
import { confirmTestCard } from './payments.js';
import { placeOrder } from './place-order.js';
import { reconcilePayments } from './reconcile.js';

let db: Db;
const t0 = new Date('2026-11-23T10:00:00.000Z');
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const address = TEST_ADDRESS;

useTestDb((deps) => ({ db } = deps));

/** The domain's services over `gateway`, with the clock stopped at `at`. */
const deps = (gateway: PaymentGateway, at = t0) => ({ db, gateway, clock: () => at });

async function checkout(gateway: PaymentGateway, paintingId: number, at: Date) {
  const { actor, cartId } = await shopperWith(db, { type: 'painting', id: paintingId }, at);
  return placeOrder(deps(gateway, at), { cartId, shippingMethodId: 'us standard', shippingAddress: address }, actor);
}

const orderStatus = async (id: number) =>
  (await db.selectFrom('order').select(['status', 'status_reason']).where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('refunds the shop owes survive a gateway outage', () => {
  let fake: FakeStripe;
  beforeEach(async () => {
    fake = await startFakeStripe();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('queues the refund of a late payment while Stripe is down and sends it, once, when Stripe is back', async () => {
    const stripe = fakeStripeGateway(fake);
    let down = true;
    const flaky: PaymentGateway = {
      ...stripe,
      refund: (input) =>
        down ? Promise.reject(new GatewayError('Stripe could not be reached')) : stripe.refund(input),
    };
    const painting = await addPainting(db, { title: 'Tidal Drift' });
    const late = await checkout(flaky, painting, t0);
    // The first shopper's hold runs out; a second shopper buys and pays for the piece.
    const winner = await checkout(flaky, painting, minutes(20));
    fake.succeed(winner.paymentIntentId);
    expect(
      (await finalizePayment(deps(flaky, minutes(21)), await stripe.retrieveIntent(winner.paymentIntentId))).outcome,
    ).toBe('paid');
    // Then the first shopper's payment arrives after all.
    fake.succeed(late.paymentIntentId);
    const lateIntent = await stripe.retrieveIntent(late.paymentIntentId);
    expect((await finalizePayment(deps(flaky, minutes(22)), lateIntent)).outcome).toBe('refunded');

    const queued = await db
      .selectFrom('refund')
      .select(['status', 'attempts', 'next_attempt_at'])
      .executeTakeFirstOrThrow();
    expect(queued).toEqual({ status: 'pending', attempts: 1, next_attempt_at: minutes(23).toISOString() });
    expect(await orderStatus(late.orderId)).toBe('cancelled');
    expect(await sendDueRefunds(deps(flaky, minutes(22.5)))).toBe(0);

    down = false;
    expect(await sendDueRefunds(deps(flaky, minutes(24)))).toBe(1);
    expect(await orderStatus(late.orderId)).toBe('refunded');
    expect(await sendDueRefunds(deps(flaky, minutes(90)))).toBe(0);
    expect((await finalizePayment(deps(flaky, minutes(91)), lateIntent)).outcome).toBe('refunded');
    expect(fake.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST')).toHaveLength(1);
    const payment = await db
      .selectFrom('payment')
      .select(['status', 'refunded_cents', 'amount_cents'])
      .where('intent_id', '=', late.paymentIntentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    expect(payment.refunded_cents).toBe(payment.amount_cents);
  });
});

describe('reconciliation of pending orders', () => {
  it('finalises, once, a payment that succeeded at the gateway while its order stayed pending', async () => {
    const gateway = createTestGateway(db, () => t0);
    const painting = await addPainting(db, { title: 'Night Garden' });
    const session = await checkout(gateway, painting, t0);
    // The card went through, then the process died before finalising (as in a SIGKILL at that moment).
    await db
      .updateTable('test_payment_intent')
      .set({ status: 'succeeded' })
      .where('id', '=', session.paymentIntentId)
      .execute();
    expect(await orderStatus(session.orderId)).toBe('pending');

    expect(await reconcilePayments(deps(gateway, minutes(5)))).toBe(1);
    expect(await orderStatus(session.orderId)).toBe('paid');
    expect(await reconcilePayments(deps(gateway, minutes(10)))).toBe(0);
    expect(await ledgerRows(db, 'sale')).toBe(1);
  });

  it('marks intents the gateway cancelled and leaves open checkouts alone', async () => {
    const gateway = createTestGateway(db, () => t0);
    const open = await checkout(gateway, await addPainting(db, { title: 'Open' }), t0);
    const gone = await checkout(gateway, await addPainting(db, { title: 'Gone' }), t0);
    await db
      .updateTable('test_payment_intent')
      .set({ status: 'cancelled' })
      .where('id', '=', gone.paymentIntentId)
      .execute();
    expect(await reconcilePayments(deps(gateway, minutes(5)))).toBe(0);
    const statuses = await db.selectFrom('payment').select(['intent_id', 'status']).orderBy('id').execute();
    expect(statuses).toEqual([
      { intent_id: open.paymentIntentId, status: 'requires_payment_method' },
      { intent_id: gone.paymentIntentId, status: 'cancelled' },
    ]);
    expect(await orderStatus(open.orderId)).toBe('pending');
  });
});

describe("an owner's refund cut off by a crash", () => {
  it('is finished by the refund job after a grace period, exactly as the request would have', async () => {
    const gateway = createTestGateway(db, () => t0);
    const painting = await addPainting(db, { title: 'Tidal Drift' });
    const session = await checkout(gateway, painting, t0);
    await confirmTestCard(deps(gateway), { clientSecret: session.clientSecret, card: VISA });
    const owner = await addShopper(db, 'admin');
    // The gateway never answers: the process dies here, with the refund claimed but not settled.
    const stuck: PaymentGateway = { ...gateway, refund: () => new Promise(() => undefined) };
    void refundOrder(deps(stuck, minutes(1)), { id: session.orderId, restock: true }, owner);
    await expect.poll(async () => (await db.selectFrom('refund').select('status').execute()).length).toBe(1);

    expect(await sendDueRefunds(deps(gateway, minutes(3)))).toBe(0);
    expect(await sendDueRefunds(deps(gateway, minutes(7)))).toBe(1);
    expect(await sendDueRefunds(deps(gateway, minutes(20)))).toBe(0);
    expect(await orderStatus(session.orderId)).toBe('refunded');
    const stock = await db.selectFrom('inventory_item').select('quantity').executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(1);
    const painted = await db.selectFrom('painting').select(['is_sold', 'in_stock']).executeTakeFirstOrThrow();
    expect(painted).toEqual({ is_sold: 0, in_stock: 1 });
    const intent = await db
      .selectFrom('test_payment_intent')
      .select(['refunded_cents', 'amount_cents'])
      .executeTakeFirstOrThrow();
    expect(intent.refunded_cents).toBe(intent.amount_cents);
  });
});
