import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { expireAbandonedCheckouts } from '../domain/checkout/expire.js';
import { createTestGateway } from '../payments/test-gateway.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, type TestBrowser, useTestApp } from '../testing/helpers.js';
import { shippedOrderOverApi } from '../testing/shipped-orders.js';

/**
 * An exchange (issue 41, item 1): the tee bought in M / black comes back for an L / black at the same price. The L is
 * held from the request (an order of its own, pending, no account yet), sold at no charge when the M comes in,
 * released when the return is declined.
 */
const clock = manualClock('2026-12-01T10:00:00.000Z');
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, clock: clock.now }, (shop) => ({ app, db, admin } = shop));

async function shippedTee() {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 5, sizes: ['S', 'M', 'L'] });
  return { ...(await shippedOrderOverApi({ app, admin }, tee)), tee };
}

const exchangeFor = (itemId: number, size: string, color = 'black') => ({
  lines: [{ orderItemId: itemId, quantity: 1 }],
  reason: 'too_small',
  resolution: 'exchange',
  exchange: [{ orderItemId: itemId, size, color }],
});
const holds = (orderId: number) =>
  db.selectFrom('stock_hold').select(['quantity', 'status']).where('order_id', '=', orderId).execute();
const onHand = async (tee: number) =>
  (await db.selectFrom('inventory_item').select('quantity').where('product_id', '=', tee).executeTakeFirstOrThrow())
    .quantity;

describe('an exchange', () => {
  it('offers the in-stock sizes and colours, holds the unit, and sells it at no charge on receipt', async () => {
    const { orderId, itemId, browser, tee } = await shippedTee();
    const options = (await browser.get(`/api/orders/${orderId}/returns`)).json().returnable.lines[0].exchangeOptions;
    expect(options).toContainEqual({ size: 'L', color: 'black', priceDifference: 0 });
    expect(options.map((o: { size: string; color: string }) => `${o.size}/${o.color}`)).not.toContain('M/black');

    const wrong = await browser.post(`/api/orders/${orderId}/returns`, exchangeFor(itemId, 'XL'));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('That size or colour is not available for an exchange.');
    const same = await browser.post(`/api/orders/${orderId}/returns`, exchangeFor(itemId, 'M'));
    expect(same.statusCode).toBe(409);
    expect(await db.selectFrom('return_request').select('id').execute()).toEqual([]);

    const asked = await browser.post(`/api/orders/${orderId}/returns`, exchangeFor(itemId, 'L'));
    expect(asked.statusCode, asked.body).toBe(201);
    const { id, exchangeOrderId } = asked.json();
    expect(asked.json().lines[0]).toMatchObject({ exchangeSize: 'L', exchangeColor: 'black' });
    expect(exchangeOrderId).toEqual(expect.any(Number));
    expect(await holds(exchangeOrderId)).toEqual([{ quantity: 1, status: 'active' }]);
    const pending = await db
      .selectFrom('order')
      .select(['status', 'total_cents', 'user_id'])
      .where('id', '=', exchangeOrderId)
      .executeTakeFirstOrThrow();
    expect(pending).toEqual({ status: 'pending', total_cents: 0, user_id: null });
    // The checkout-expiry job leaves it alone: its hold lasts until the return is decided.
    clock.advance(3 * 86_400_000);
    const gateway = createTestGateway(db, clock.now);
    expect(await expireAbandonedCheckouts({ db, clock: clock.now, gateway })).toBe(0);

    const stock = await onHand(tee);
    expect((await admin.post(`/api/admin/returns/${id}/approve`, { note: 'Post it back' })).statusCode).toBe(200);
    const received = await admin.post(`/api/admin/returns/${id}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', exchangeOrderId, refund: null, credit: 0 });
    const sold = await db
      .selectFrom('order')
      .select(['status', 'total_cents', 'user_id'])
      .where('id', '=', exchangeOrderId)
      .executeTakeFirstOrThrow();
    expect(sold.status).toBe('paid');
    expect(sold.total_cents).toBe(0);
    expect(sold.user_id).not.toBeNull();
    expect(await holds(exchangeOrderId)).toEqual([{ quantity: 1, status: 'converted' }]);
    // The L left the shelf, the M came back: one sale, one restock (a shared stock item).
    expect(await onHand(tee)).toBe(stock);
    const mail = await db
      .selectFrom('mail_message')
      .select('text')
      .where('kind', '=', 'return_update')
      .where('event_key', '=', `return:${id}:received`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(`order #${exchangeOrderId}`);
    // The customer sees the exchange among their orders, paid.
    const mine = (await browser.get('/api/orders')).json() as { id: number; exchangeFor: number | null }[];
    expect(mine.map((o) => o.id)).toContain(exchangeOrderId);
    // Saying which order it replaces; the returned order itself is no exchange.
    expect(mine.find((o) => o.id === exchangeOrderId)?.exchangeFor).toBe(orderId);
    expect(mine.find((o) => o.id === orderId)?.exchangeFor).toBeNull();
  });

  it('releases the held unit when the return is declined, and mails the owner’s note in French for a French order', async () => {
    const { orderId, itemId, browser } = await shippedTee();
    await db.updateTable('order').set({ locale: 'fr' }).where('id', '=', orderId).execute();
    const asked = await browser.post(`/api/orders/${orderId}/returns`, exchangeFor(itemId, 'L'));
    const { id, exchangeOrderId } = asked.json();
    const declined = await admin.post(`/api/admin/returns/${id}/decline`, { note: 'Porté et lavé' });
    expect(declined.json()).toMatchObject({ status: 'declined', exchangeOrderId: null });
    expect(await holds(exchangeOrderId)).toEqual([]);
    expect(await db.selectFrom('order').select('id').where('id', '=', exchangeOrderId).execute()).toEqual([]);
    const mail = await db
      .selectFrom('mail_message')
      .select(['subject', 'text'])
      .where('event_key', '=', `return:${id}:declined`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Votre retour no ${id} est refusé`);
    expect(mail.text).toContain('Porté et lavé');
    // Declined: nothing more can happen to it.
    expect((await admin.post(`/api/admin/returns/${id}/receive`, {})).statusCode).toBe(409);
    // The unit is returnable again.
    expect((await browser.get(`/api/orders/${orderId}/returns`)).json().returnable.lines[0].returnable).toBe(1);
  });
});
