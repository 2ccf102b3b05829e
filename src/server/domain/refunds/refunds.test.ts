import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, minutesAfter as minutes, shopperWith, T0, TEST_ADDRESS, VISA } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { confirmTestCard } from '../checkout/payments.js';
import { placeOrder } from '../checkout/place-order.js';
import { getOrder, retryRefund, setOrderStatus } from '../orders/admin-orders.js';
import { refundOrder } from '../orders/order-refunds.js';
import { GatewayError, type PaymentGateway } from '../payments/gateway.js';
import { sendDueRefunds } from './send.js';

let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => T0 }, (deps) => ({ db, gateway } = deps));

const deps = (payments: PaymentGateway = gateway, at = T0) => ({ db, gateway: payments, clock: () => at });

/** A paid order of two $50 tees (of 10 in stock), and the owner. */
async function paidOrder(): Promise<{ orderId: number; owner: Actor; itemId: number }> {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 5000, stock: 10 });
  const { actor, cartId } = await shopperWith(db, { type: 'product', id: tee, quantity: 2 }, T0);
  const session = await placeOrder(
    deps(),
    { cartId, shippingMethodId: 'us standard', shippingAddress: TEST_ADDRESS },
    actor,
  );
  await confirmTestCard(deps(), { clientSecret: session.clientSecret, card: VISA });
  const item = await db.selectFrom('order_item').select('id').executeTakeFirstOrThrow();
  return { orderId: session.orderId, owner: await addShopper(db, 'admin'), itemId: item.id };
}

/** The test gateway, except that its refunds fail as `error` says, until `working` is set. */
function failing(error: () => Error) {
  const state = { working: false };
  const payments: PaymentGateway = {
    ...gateway,
    refund: (input) => (state.working ? gateway.refund(input) : Promise.reject(error())),
  };
  return { payments, state };
}

const stock = async () => (await db.selectFrom('inventory_item').select('quantity').executeTakeFirstOrThrow()).quantity;
const refunds = () =>
  db
    .selectFrom('refund')
    .select(['status', 'amount_cents', 'attempts', 'next_attempt_at', 'error'])
    .orderBy('id')
    .execute();
const refundMails = async (orderId: number) =>
  (await db.selectFrom('mail_message').select('kind').where('order_id', '=', orderId).execute())
    .map((m) => m.kind)
    .filter((k) => k === 'order_refunded' || k === 'order_cancelled');
const gatewayRefunded = async () =>
  (await db.selectFrom('test_payment_intent').select('refunded_cents').executeTakeFirstOrThrow()).refunded_cents;

describe('refunds', () => {
  it('refunds part of an order by line, with restock: stock, payment, status, timeline and one message follow', async () => {
    const { orderId, owner, itemId } = await paidOrder();
    expect(await stock()).toBe(8);
    await refundOrder(deps(), { id: orderId, lines: [{ orderItemId: itemId, quantity: 1 }], restock: true }, owner);
    const order = await getOrder({ db }, orderId);
    expect(order.status).toBe('partially_refunded');
    expect(order.items[0]?.refundedQuantity).toBe(1);
    expect(order.refunds).toEqual([expect.objectContaining({ status: 'succeeded', restock: true })]);
    expect(order.timeline.map((e) => `${e.fromStatus}→${e.toStatus}`)).toEqual([
      'pending→paid',
      'paid→partially_refunded',
    ]);
    expect(await stock()).toBe(9);
    expect(await refundMails(orderId)).toEqual(['order_refunded']);
    const payment = await db.selectFrom('payment').select(['status', 'refunded_cents']).executeTakeFirstOrThrow();
    expect(payment.status).toBe('succeeded');
    expect(payment.refunded_cents).toBe(Math.round(order.refundedAmount * 100));
    expect(await gatewayRefunded()).toBe(payment.refunded_cents);
  });

  it('refunds the whole order: everything left goes back, the order and its payment are refunded', async () => {
    const { orderId, owner } = await paidOrder();
    await refundOrder(deps(), { id: orderId }, owner);
    const order = await getOrder({ db }, orderId);
    expect(order).toMatchObject({ status: 'refunded', refundedAmount: order.total, refundable: 0, nextStatuses: [] });
    expect(await stock()).toBe(8);
    const payment = await db
      .selectFrom('payment')
      .select(['status', 'refunded_cents', 'amount_cents'])
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'refunded', refunded_cents: payment.amount_cents });
    await expect(refundOrder(deps(), { id: orderId }, owner)).rejects.toMatchObject({ code: 'ILLEGAL_TRANSITION' });
  });

  it('a refund the gateway refuses fails: 502 with its reason, its claim released, nothing else changed', async () => {
    const { orderId, owner, itemId } = await paidOrder();
    const { payments, state } = failing(() => new GatewayError('Card issuer refused'));
    await expect(
      refundOrder(deps(payments), { id: orderId, lines: [{ orderItemId: itemId, quantity: 1 }], restock: true }, owner),
    ).rejects.toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
      message: 'The payment provider did not make the refund: Card issuer refused',
    });
    expect(await refunds()).toEqual([
      expect.objectContaining({ status: 'failed', error: 'Card issuer refused', next_attempt_at: null }),
    ]);
    const order = await getOrder({ db }, orderId);
    expect(order).toMatchObject({ status: 'paid', refundedAmount: 0, refundable: order.total });
    expect(order.items[0]?.refundedQuantity).toBe(0);
    expect(await stock()).toBe(8);
    expect(await refundMails(orderId)).toEqual([]);
    // The owner tries again once the gateway takes it.
    state.working = true;
    await refundOrder(
      deps(payments),
      { id: orderId, lines: [{ orderItemId: itemId, quantity: 1 }], restock: true },
      owner,
    );
    expect((await getOrder({ db }, orderId)).status).toBe('partially_refunded');
    expect(await stock()).toBe(9);
  });

  it('a refund the gateway never answered stays claimed and is retried, looked up first, made once', async () => {
    const { orderId, owner } = await paidOrder();
    const { payments, state } = failing(() => new GatewayError('Stripe could not be reached', { refused: false }));
    await expect(refundOrder(deps(payments), { id: orderId, amount: 10 }, owner)).rejects.toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
      message: expect.stringMatching(/did not confirm the refund .* tried again/),
    });
    expect(await refunds()).toEqual([
      {
        status: 'pending',
        amount_cents: 1000,
        attempts: 1,
        next_attempt_at: minutes(1).toISOString(),
        error: 'Stripe could not be reached',
      },
    ]);
    // The claim holds: what is left to refund excludes it.
    const order = await getOrder({ db }, orderId);
    expect(order.refundable).toBe(order.total - 10);
    expect(await sendDueRefunds(deps(payments, minutes(0.5)))).toBe(0);
    expect(await sendDueRefunds(deps(payments, minutes(1)))).toBe(0);
    expect((await refunds())[0]).toMatchObject({ attempts: 2, next_attempt_at: minutes(3).toISOString() });
    state.working = true;
    expect(await sendDueRefunds(deps(payments, minutes(3)))).toBe(1);
    expect(await sendDueRefunds(deps(payments, minutes(10)))).toBe(0);
    expect((await getOrder({ db }, orderId)).status).toBe('partially_refunded');
    expect(await gatewayRefunded()).toBe(1000);
    expect(await refundMails(orderId)).toEqual(['order_refunded']);
  });

  it("the owner's Retry sends a pending refund now: 502 while the gateway fails, done once it answers", async () => {
    const { orderId, owner } = await paidOrder();
    const { payments, state } = failing(() => new GatewayError('Stripe could not be reached', { refused: false }));
    await expect(refundOrder(deps(payments), { id: orderId }, owner)).rejects.toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
    });
    const { id: refundId } = await db.selectFrom('refund').select('id').executeTakeFirstOrThrow();
    await expect(retryRefund(deps(payments, minutes(0.2)), { id: orderId, refundId })).rejects.toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
    });
    state.working = true;
    await expect(retryRefund(deps(payments, minutes(0.4)), { id: orderId, refundId })).resolves.toMatchObject({
      status: 'refunded',
    });
    await expect(retryRefund(deps(payments, minutes(0.5)), { id: orderId, refundId })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await stock()).toBe(8);
    expect(await refundMails(orderId)).toEqual(['order_refunded']);
  });

  it('a cancel the gateway refuses leaves the order as it was, free to move on', async () => {
    const { orderId, owner } = await paidOrder();
    await setOrderStatus(deps(), { id: orderId, status: 'processing' }, owner);
    const { payments } = failing(() => new GatewayError('Card issuer refused'));
    await expect(setOrderStatus(deps(payments), { id: orderId, status: 'cancelled' }, owner)).rejects.toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
    });
    expect((await getOrder({ db }, orderId)).nextStatuses).toEqual(['shipped', 'cancelled']);
    await expect(
      setOrderStatus(deps(), { id: orderId, status: 'shipped', trackingNumber: '1Z1' }, owner),
    ).resolves.toMatchObject({ status: 'shipped' });
    expect(await stock()).toBe(8);
  });

  it('a cancel whose refund was not answered claims the order until the job settles it', async () => {
    const { orderId, owner } = await paidOrder();
    const { payments, state } = failing(() => new GatewayError('Stripe could not be reached', { refused: false }));
    await expect(setOrderStatus(deps(payments), { id: orderId, status: 'cancelled' }, owner)).rejects.toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
    });
    expect((await getOrder({ db }, orderId)).nextStatuses).toEqual([]);
    await expect(setOrderStatus(deps(), { id: orderId, status: 'processing' }, owner)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(refundOrder(deps(), { id: orderId, amount: 1 }, owner)).rejects.toMatchObject({ code: 'CONFLICT' });
    state.working = true;
    expect(await sendDueRefunds(deps(payments, minutes(1)))).toBe(1);
    expect((await getOrder({ db }, orderId)).status).toBe('cancelled');
    expect(await stock()).toBe(10);
    expect(await refundMails(orderId)).toEqual(['order_cancelled']);
  });
});
