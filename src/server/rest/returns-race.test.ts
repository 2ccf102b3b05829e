import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { buyOverApi, NEW_YORK } from '../testing/buyers.js';
import { addProduct } from '../testing/fixtures.js';
import type { TestBrowser } from '../testing/helpers.js';
import { useTestApp } from '../testing/helpers.js';

/**
 * Returns under concurrent requests (issue 41, item 1), on SQLite and PostgreSQL (`npm run test:pg`): each move is
 * one flow under the order's row lock, so two requests for the last unit make one return, and ten receives of one
 * return make one refund and one restock.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

async function shippedTee() {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 10 });
  const bought = await buyOverApi(app, [[tee, 1]], NEW_YORK, 'us-standard');
  await admin.put(`/api/admin/orders/${bought.orderId}/status`, { status: 'shipped', trackingNumber: '1Z3' });
  const itemId = (await admin.get(`/api/admin/orders/${bought.orderId}`)).json().items[0].id as number;
  return { ...bought, tee, itemId };
}

describe('returns racers', () => {
  it('two requests for the last unit: one return, one 409', async () => {
    const { orderId, itemId, browser } = await shippedTee();
    const body = { lines: [{ orderItemId: itemId, quantity: 1 }], reason: 'too_big', resolution: 'refund' };
    const answers = await Promise.all([1, 2].map(() => browser.post(`/api/orders/${orderId}/returns`, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await db.selectFrom('return_line').select('quantity').execute()).toEqual([{ quantity: 1 }]);
  });

  it('ten receives of one return: one refund, one restock, one mail', async () => {
    const { orderId, itemId, browser, tee } = await shippedTee();
    const body = { lines: [{ orderItemId: itemId, quantity: 1 }], reason: 'damaged', resolution: 'refund' };
    const id = (await browser.post(`/api/orders/${orderId}/returns`, body)).json().id as number;
    expect((await admin.post(`/api/admin/returns/${id}/approve`, { note: 'Ship it back' })).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.post(`/api/admin/returns/${id}/receive`, {})),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const refunds = await db
      .selectFrom('refund')
      .select(['amount_cents', 'status'])
      .where('order_id', '=', orderId)
      .execute();
    // The whole order back (its one unit): everything left of the payment, shipping included (the refund rule).
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.status).toBe('succeeded');
    const restocks = await db
      .selectFrom('inventory_transaction as t')
      .innerJoin('inventory_item as i', 'i.id', 't.inventory_item_id')
      .select('t.quantity_change')
      .where('i.product_id', '=', tee)
      .where('t.transaction_type', '=', 'refund')
      .execute();
    expect(restocks).toEqual([{ quantity_change: 1 }]);
    const received = await db
      .selectFrom('mail_message')
      .select('id')
      .where('event_key', '=', `return:${id}:received`)
      .execute();
    expect(received).toHaveLength(1);
  });
});
