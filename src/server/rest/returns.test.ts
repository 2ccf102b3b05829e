import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, type TestBrowser, useTestApp } from '../testing/helpers.js';
import { shippedOrderOverApi } from '../testing/shipped-orders.js';

/**
 * Returns and exchanges (issue 41, item 1) over the documented REST calls. The order: 3 Acid Tees at $45.00 to New
 * York with FALL10 (10 % off), every figure by hand:
 *
 *   goods 13500 − 1350 discount = 12150; tax 4 % of 12150 = 486; US Standard shipping 795; total 13431.
 *   1 tee back: its price 4500 less its share of the line's discount (1350 × 1/3 = 450) = 4050;
 *               its tax 486 × 4050 / 12150 = 162; the refund (or the credit) is 4050 + 162 = 4212.
 */
const clock = manualClock('2026-12-01T10:00:00.000Z');
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, clock: clock.now }, (shop) => ({ app, db, admin } = shop));

/** A customer buys `quantity` tees with FALL10; the owner ships the order. */
async function shippedOrder(quantity = 3, product?: number) {
  const tee = product ?? (await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 10 }));
  if (product === undefined) {
    expect((await admin.post('/api/discounts', { code: 'FALL10', type: 'percentage', value: 10 })).statusCode).toBe(
      201,
    );
  }
  return { ...(await shippedOrderOverApi({ app, admin }, tee, { quantity, code: 'FALL10' })), tee };
}

const ask = (browser: TestBrowser, orderId: number, body: object) =>
  browser.post(`/api/orders/${orderId}/returns`, body);
const stockOf = async (productId: number) =>
  (
    await db
      .selectFrom('inventory_item')
      .select('quantity')
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow()
  ).quantity;
const mails = (orderId: number) =>
  db
    .selectFrom('mail_message')
    .select(['subject', 'text'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'return_update')
    .orderBy('id')
    .execute();

describe('a refund return', () => {
  it('is asked, approved with instructions, received and refunded to the cent (discount share), once', async () => {
    const { orderId, itemId, browser, tee, total } = await shippedOrder();
    expect(total).toBe(134.31);
    const form = await browser.get(`/api/orders/${orderId}/returns`);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().returnable).toMatchObject({ open: true, from: 'shipped', windowDays: 30, creditOffered: true });
    expect(form.json().returnable.lines[0]).toMatchObject({ orderItemId: itemId, returnable: 3, excluded: null });

    const asked = await ask(browser, orderId, {
      lines: [{ orderItemId: itemId, quantity: 1 }],
      reason: 'too_small',
      reasonText: 'Runs small',
      resolution: 'refund',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id as number;
    expect(asked.json()).toMatchObject({ status: 'requested', resolution: 'refund', reason: 'too_small' });

    const approved = await admin.post(`/api/admin/returns/${id}/approve`, { note: 'Send it to 1 Studio Lane' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', note: 'Send it to 1 Studio Lane' });
    // A bad body changes nothing: a line not in the return, a note too long.
    const stranger = await admin.post(`/api/admin/returns/${id}/receive`, {
      lines: [{ orderItemId: 999, restock: true }],
    });
    expect(stranger.statusCode).toBe(400);
    expect((await admin.post(`/api/admin/returns/${id}/approve`, { note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await admin.get('/api/admin/returns?status=approved')).json().map((r: { id: number }) => r.id)).toEqual([
      id,
    ]);
    const before = await stockOf(tee);
    const received = await admin.post(`/api/admin/returns/${id}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', refund: { amount: 42.12, status: 'succeeded' } });
    // A double click: nothing again.
    expect((await admin.post(`/api/admin/returns/${id}/receive`, {})).json().refund.id).toBe(received.json().refund.id);
    const refunds = await db
      .selectFrom('refund')
      .select(['amount_cents', 'merchandise_cents', 'tax_cents', 'reason'])
      .where('order_id', '=', orderId)
      .execute();
    expect(refunds).toEqual([{ amount_cents: 4212, merchandise_cents: 4050, tax_cents: 162, reason: `Return #${id}` }]);
    expect(await stockOf(tee)).toBe(before + 1);
    expect((await admin.post(`/api/admin/returns/${id}/close`, {})).json().status).toBe('closed');

    const sent = await mails(orderId);
    expect(sent.map((m) => m.subject)).toEqual([
      `We have your return request #${id} for order #${orderId}`,
      `Your return #${id} is approved`,
      `We received your return #${id}`,
      `Your return #${id} is closed`,
    ]);
    expect(sent[1]?.text).toContain('Send it to 1 Studio Lane');
    expect(sent[2]?.text).toContain('$42.12');
    const timeline = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(JSON.stringify(timeline)).toContain(`Return #${id} received`);
    // The 2 tees left are all that can still be returned.
    const after = (await browser.get(`/api/orders/${orderId}/returns`)).json();
    expect(after.returnable.lines[0].returnable).toBe(2);
    expect(after.returns).toHaveLength(1);
  });
});

describe('a store credit return', () => {
  it('issues the same figure as store credit, "Return #n", on receipt', async () => {
    const { orderId, itemId, browser } = await shippedOrder();
    const asked = await ask(browser, orderId, {
      lines: [{ orderItemId: itemId, quantity: 1 }],
      reason: 'too_big',
      resolution: 'credit',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id;
    await admin.post(`/api/admin/returns/${id}/approve`, {});
    const received = await admin.post(`/api/admin/returns/${id}/receive`, {
      lines: [{ orderItemId: itemId, restock: false }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ credit: 42.12, refund: null, lines: [{ restocked: false }] });
    const credit = (await browser.get('/api/user/store-credit')).json();
    expect(credit).toMatchObject({
      balance: 42.12,
      history: [{ kind: 'issue', amount: 42.12, reason: `Return #${id}` }],
    });
    expect(await db.selectFrom('refund').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    // Credited units are not returnable again.
    expect((await browser.get(`/api/orders/${orderId}/returns`)).json().returnable.lines[0].returnable).toBe(2);
  });
});
