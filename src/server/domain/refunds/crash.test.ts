import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { createTestGateway } from '../../payments/test-gateway.js';
import { type FakeStripe, fakeStripeGateway, startFakeStripe } from '../../testing/fake-stripe.js';
import { addPainting } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, minutesAfter as minutes, shopperWith, T0, TEST_ADDRESS, VISA } from '../../testing/shoppers.js';
import { finalizePayment } from '../checkout/finalize.js';
import { confirmTestCard } from '../checkout/payments.js';
import { placeOrder } from '../checkout/place-order.js';
import { retryRefund } from '../orders/admin-orders.js';
import { refundOrder } from '../orders/order-refunds.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { sendDueRefunds } from './send.js';

let db: Db;
useTestDb({ clock: () => T0 }, (deps) => ({ db } = deps));

const deps = (gateway: PaymentGateway, at = T0) => ({ db, gateway, clock: () => at });

/** Checks out one original through `gateway`; `pay` makes the card go through. */
async function buyOriginal(
  gateway: PaymentGateway,
  pay: (session: { clientSecret: string; id: string }) => Promise<void>,
) {
  const painting = await addPainting(db, { title: 'Tidal Drift' });
  const { actor, cartId } = await shopperWith(db, { type: 'painting', id: painting }, T0);
  const session = await placeOrder(
    deps(gateway),
    { cartId, shippingMethodId: 'us standard', shippingAddress: TEST_ADDRESS },
    actor,
  );
  await pay({ clientSecret: session.clientSecret, id: session.paymentIntentId });
  return session;
}

/** The gateway makes the refund, then the shop dies before it hears back (as a SIGKILL at that moment). */
const crashesAfterRefunding = (gateway: PaymentGateway): PaymentGateway => ({
  ...gateway,
  refund: async (input) => {
    await gateway.refund(input);
    return new Promise(() => undefined);
  },
});

/** What the test gateway has given back on the one payment, in cents. */
const testGatewayRefunded = async () =>
  (await db.selectFrom('test_payment_intent').select('refunded_cents').executeTakeFirstOrThrow()).refunded_cents;

async function outcome(orderId: number) {
  const order = await db.selectFrom('order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  const refunds = await db.selectFrom('refund').select(['status', 'provider_refund_id']).execute();
  const stock = await db.selectFrom('inventory_item').select('quantity').executeTakeFirstOrThrow();
  const mails = await db
    .selectFrom('mail_message')
    .select('kind')
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['order_refunded', 'order_cancelled'])
    .execute();
  const payment = await db
    .selectFrom('payment')
    .select(['status', 'refunded_cents', 'amount_cents'])
    .executeTakeFirstOrThrow();
  return { status: order.status, refunds, stock: stock.quantity, mails: mails.map((m) => m.kind), payment };
}

describe('a refund the gateway made just before a crash (issue 19.2)', () => {
  it('test gateway: the refund job finishes it exactly once after a restart', async () => {
    const before = createTestGateway(db, () => T0);
    const { orderId } = await buyOriginal(before, async ({ clientSecret }) => {
      await confirmTestCard(deps(before), { clientSecret, card: VISA });
    });
    const owner = await addShopper(db, 'admin');
    void refundOrder(deps(crashesAfterRefunding(before), minutes(1)), { id: orderId, restock: true }, owner);
    await expect.poll(testGatewayRefunded).toBeGreaterThan(0);

    // The shop restarts: a new gateway over the same database, its memory gone.
    const after = createTestGateway(db, () => minutes(7));
    expect(await sendDueRefunds(deps(after, minutes(7)))).toBe(1);
    expect(await sendDueRefunds(deps(after, minutes(60)))).toBe(0);
    const done = await outcome(orderId);
    expect(done).toMatchObject({ status: 'refunded', stock: 1, mails: ['order_refunded'] });
    expect(done.refunds).toEqual([{ status: 'succeeded', provider_refund_id: expect.stringMatching(/^re_test_/) }]);
    expect(done.payment).toMatchObject({ status: 'refunded', refunded_cents: done.payment.amount_cents });
    const intent = await db
      .selectFrom('test_payment_intent')
      .select(['refunded_cents', 'amount_cents'])
      .executeTakeFirstOrThrow();
    expect(intent.refunded_cents).toBe(intent.amount_cents);
  });

  it("test gateway: the owner's Retry finishes it too, with the same refund", async () => {
    const before = createTestGateway(db, () => T0);
    const { orderId } = await buyOriginal(before, async ({ clientSecret }) => {
      await confirmTestCard(deps(before), { clientSecret, card: VISA });
    });
    const owner = await addShopper(db, 'admin');
    void refundOrder(
      deps(crashesAfterRefunding(before), minutes(1)),
      { id: orderId, amount: 100, reason: 'Scratch' },
      owner,
    );
    await expect.poll(async () => (await db.selectFrom('refund').select('id').execute()).length).toBe(1);
    await expect.poll(testGatewayRefunded).toBe(10_000);
    const { id: refundId } = await db.selectFrom('refund').select('id').executeTakeFirstOrThrow();
    const after = createTestGateway(db, () => minutes(2));
    await expect(retryRefund(deps(after, minutes(2)), { id: orderId, refundId })).resolves.toMatchObject({
      status: 'partially_refunded',
      refundedAmount: 100,
    });
    expect((await outcome(orderId)).mails).toEqual(['order_refunded']);
    expect(await testGatewayRefunded()).toBe(10_000);
  });

  describe('Stripe (the real SDK against the fake Stripe API)', () => {
    let fake: FakeStripe;
    beforeEach(async () => {
      fake = await startFakeStripe();
    });
    afterEach(async () => {
      await fake.close();
    });

    it('finds the refund Stripe made by listing the payment’s refunds, after its idempotency key expired', async () => {
      const stripe = fakeStripeGateway(fake);
      const { orderId, paymentIntentId } = await buyOriginal(stripe, async ({ id }) => {
        fake.succeed(id);
        await finalizePayment(deps(stripe), await stripe.retrieveIntent(id));
      });
      const owner = await addShopper(db, 'admin');
      void refundOrder(deps(crashesAfterRefunding(stripe), minutes(1)), { id: orderId, restock: true }, owner);
      await expect
        .poll(() => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length)
        .toBe(1);
      // Stripe keeps idempotency keys for 24 hours only: a retry after that would refund again.
      fake.forgetIdempotencyKeys();

      expect(await sendDueRefunds(deps(stripe, minutes(7)))).toBe(1);
      const done = await outcome(orderId);
      expect(done).toMatchObject({ status: 'refunded', stock: 1, mails: ['order_refunded'] });
      expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')).toHaveLength(1);
      expect(fake.refunds(paymentIntentId)).toEqual([
        expect.objectContaining({ id: done.refunds[0]?.provider_refund_id }),
      ]);
    });
  });
});
