import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { createTestGateway, type TestGateway } from '../../payments/test-gateway.js';
import { addPainting, addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import {
  shopperWith as addShopperWith,
  type CartLine,
  minutesAfter as minutes,
  TEST_ADDRESS,
  T0 as t0,
  VISA,
} from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { finalizePayment } from './finalize.js';
import { confirmTestCard } from './payments.js';
import { placeOrder } from './place-order.js';

let db: Db;
let gateway: TestGateway;
const address = TEST_ADDRESS;

useTestDb({ clock: () => t0 }, (deps) => ({ db, gateway } = deps));

const shopperWith = (line: CartLine) => addShopperWith(db, line, t0);

/** The domain's services with the clock stopped at `at`. */
const deps = (at = t0, payments = gateway) => ({ db, gateway: payments, clock: () => at });

const start = (s: { actor: Actor; cartId: string }, at = t0) =>
  placeOrder(deps(at), { cartId: s.cartId, shippingMethodId: 1, shippingAddress: address }, s.actor);

describe('no oversell', () => {
  it('lets exactly one of 50 shoppers racing for one original pay for it', async () => {
    const original = await addPainting(db);
    const shoppers = [];
    for (let i = 0; i < 50; i++) shoppers.push(await shopperWith({ type: 'painting', id: original }));
    const attempts = await Promise.allSettled(shoppers.map((s) => start(s)));
    const won = attempts.filter((a) => a.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of attempts.filter((a) => a.status === 'rejected')) {
      // The winner's hold is a reservation, not a sale: the others are told it may come back.
      expect((lost as PromiseRejectedResult).reason).toMatchObject({ code: 'RESERVED' });
    }
    const session = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof start>>>).value;
    expect((await confirmTestCard(deps(), { clientSecret: session.clientSecret, card: VISA })).status).toBe(
      'succeeded',
    );
    const paid = await db.selectFrom('order').select('id').where('status', '=', 'paid').execute();
    expect(paid).toEqual([{ id: session.orderId }]);
    const painting = await db.selectFrom('painting').select(['is_sold', 'in_stock']).executeTakeFirstOrThrow();
    expect(painting).toEqual({ is_sold: 1, in_stock: 0 });
    const item = await db.selectFrom('inventory_item').select('quantity').executeTakeFirstOrThrow();
    expect(item.quantity).toBe(0);
  });

  it('never holds more units than there are', async () => {
    const tee = await addProduct(db, { stock: 3 });
    const a = await shopperWith({ type: 'product', id: tee, quantity: 2 });
    const b = await shopperWith({ type: 'product', id: tee, quantity: 2 });
    await start(a);
    await expect(start(b)).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 1 of Bleached Tee left in stock',
    });
  });

  it('frees the units of an expired hold for the next shopper', async () => {
    const original = await addPainting(db);
    const first = await shopperWith({ type: 'painting', id: original });
    const second = await shopperWith({ type: 'painting', id: original });
    await start(first);
    await expect(start(second, minutes(5))).rejects.toMatchObject({
      code: 'RESERVED',
      message:
        'Tidal Drift is reserved by another order. It may become available again if that order is not completed.',
    });
    await expect(start(second, minutes(16))).resolves.toMatchObject({ orderId: expect.any(Number) });
  });
});

describe('finalisation', () => {
  it('refunds a payment that arrives after its hold expired and the piece went to someone else', async () => {
    const original = await addPainting(db);
    const slow = await shopperWith({ type: 'painting', id: original });
    const fast = await shopperWith({ type: 'painting', id: original });
    const slowSession = await start(slow);
    const fastSession = await start(fast, minutes(16));
    const later = createTestGateway(db, () => minutes(17));
    await confirmTestCard(deps(minutes(17), later), { clientSecret: fastSession.clientSecret, card: VISA });
    const late = await confirmTestCard(deps(minutes(18), later), {
      clientSecret: slowSession.clientSecret,
      card: VISA,
    });
    expect(late.status).toBe('refunded');
    const slowOrder = await db
      .selectFrom('order')
      .select(['status', 'status_reason'])
      .where('id', '=', slowSession.orderId)
      .executeTakeFirstOrThrow();
    expect(slowOrder.status).toBe('refunded');
    expect(slowOrder.status_reason).toMatch(/sold/);
    const payment = await db
      .selectFrom('payment')
      .select(['status', 'refunded_cents'])
      .where('order_id', '=', slowSession.orderId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'refunded', refunded_cents: Math.round(slowSession.total * 100) });
  });

  it('pays a late payment when the piece is still free after its hold expired', async () => {
    const tee = await addProduct(db, { stock: 1 });
    const s = await shopperWith({ type: 'product', id: tee });
    const session = await start(s);
    const later = createTestGateway(db, () => minutes(30));
    const result = await confirmTestCard(deps(minutes(30), later), { clientSecret: session.clientSecret, card: VISA });
    expect(result.status).toBe('succeeded');
    expect((await db.selectFrom('order').select('status').executeTakeFirstOrThrow()).status).toBe('paid');
  });

  it('changes nothing the second time, however often and concurrently it is called', async () => {
    const tee = await addProduct(db, { stock: 5 });
    const s = await shopperWith({ type: 'product', id: tee, quantity: 2 });
    const session = await start(s);
    await gateway.testCard.confirm(session.clientSecret, VISA);
    const intent = await gateway.retrieveIntent(session.paymentIntentId);
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => finalizePayment(deps(), intent)));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual([
      'already_paid',
      'already_paid',
      'already_paid',
      'already_paid',
      'paid',
    ]);
    const sales = await db
      .selectFrom('inventory_transaction')
      .select('quantity_change')
      .where('transaction_type', '=', 'sale')
      .execute();
    expect(sales).toEqual([{ quantity_change: -2 }]);
    expect((await db.selectFrom('inventory_item').select('quantity').executeTakeFirstOrThrow()).quantity).toBe(3);
  });

  it('numbers limited-edition prints in sale order', async () => {
    const edition = await addPainting(db, {
      original: false,
      limited: { count: 50, current: 12 },
      sizes: [{ width: 8, height: 10, priceCents: 9000 }],
    });
    const s = await shopperWith({ type: 'painting', id: edition, quantity: 2, size: '8x10in' });
    const session = await start(s);
    await confirmTestCard(deps(), { clientSecret: session.clientSecret, card: VISA });
    const line = await db.selectFrom('order_item').select('edition_number').executeTakeFirstOrThrow();
    expect(line.edition_number).toBe(13);
    const painting = await db.selectFrom('painting').select('current_edition_number').executeTakeFirstOrThrow();
    expect(painting.current_edition_number).toBe(14);
  });

  it('refuses a sold-out edition', async () => {
    const edition = await addPainting(db, { original: false, limited: { count: 5, current: 5 } });
    await expect(shopperWith({ type: 'painting', id: edition })).rejects.toMatchObject({ code: 'PAINTING_SOLD' });
  });

  it('re-prices the same pending order when the shopper changes the shipping method', async () => {
    const tee = await addProduct(db, { stock: 1 });
    const s = await shopperWith({ type: 'product', id: tee });
    const first = await start(s);
    const again = await start(s);
    expect(again.orderId).toBe(first.orderId);
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    const express = await placeOrder(
      deps(),
      { cartId: s.cartId, shippingMethodId: 2, shippingAddress: address },
      s.actor,
    );
    expect(express.orderId).toBe(first.orderId);
    expect(express.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await gateway.retrieveIntent(first.paymentIntentId)).status).toBe('cancelled');
    const holds = await db.selectFrom('stock_hold').select('status').where('status', '=', 'active').execute();
    expect(holds).toHaveLength(1);
  });
});
