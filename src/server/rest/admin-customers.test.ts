import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addOrder, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi, resetBuyers } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(resetBuyers);

interface Row {
  key: string;
  kind: string;
  username: string | null;
  email: string;
  orders: number;
  spent: number;
  newsletter: boolean;
}

/** Two customers with accounts (the second buys two tees), a guest by e-mail refunded $10, a guest by e-mail, a subscriber. */
async function aDayOfOrders() {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 50 });
  const line = { productId: tee, quantity: 1, size: 'M', color: 'black' };
  const first = await buyOverApi(app, [line]);
  const second = await buyOverApi(app, [line, { ...line, size: 'L' }]);
  const guestOrder = await addOrder(db, { status: 'paid', paidAt: '2026-11-20T10:00:00.000Z', refundedCents: 1000 });
  await db
    .updateTable('order')
    .set({ email: 'Guest.Shopper@Example.com', name: 'Grace Guest' })
    .where('id', '=', guestOrder)
    .execute();
  await db.insertInto('newsletter_subscriber').values({ email: 'guest.shopper@example.com' }).execute();
  return { first, second, guestOrder };
}

describe('admin customers', () => {
  it('lists accounts and guests with orders, spent net of refunds, last order and newsletter, paged and sorted', async () => {
    const { second, guestOrder } = await aDayOfOrders();
    const res = await admin.get('/api/admin/customers?sort=spent&direction=desc');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { items: Row[]; total: number };
    expect(list.total).toBe(3);
    const [top, , guest] = list.items;
    const order2 = (await admin.get(`/api/admin/orders/${second.orderId}`)).json();
    expect(top).toMatchObject({
      kind: 'account',
      username: 'buyer2',
      orders: 1,
      spent: order2.total,
      newsletter: false,
    });
    const guestTotal = (
      await db.selectFrom('order').select('total_cents').where('id', '=', guestOrder).executeTakeFirstOrThrow()
    ).total_cents;
    expect(guest).toMatchObject({
      key: 'guest:guest.shopper@example.com',
      kind: 'guest',
      username: null,
      orders: 1,
      spent: (guestTotal - 1000) / 100,
      newsletter: true,
    });

    const page2 = (await admin.get('/api/admin/customers?sort=spent&direction=desc&page=2&pageSize=2')).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((r: Row) => r.key)).toEqual([guest?.key]);

    const asc = (await admin.get('/api/admin/customers?sort=spent&direction=asc')).json();
    expect(asc.items.map((r: Row) => r.key)).toEqual(list.items.map((r) => r.key).reverse());

    for (const [q, want] of [
      ['grace', ['guest:guest.shopper@example.com']],
      ['BUYER1', ['user:2']],
      ['@example.com', expect.any(Array)],
      ['50%', []],
    ] as const) {
      const found = (await admin.get(`/api/admin/customers?q=${encodeURIComponent(q)}`)).json();
      expect(
        found.items.map((r: Row) => r.key),
        q,
      ).toEqual(want);
    }
    expect((await admin.get('/api/admin/customers?sort=age')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/customers?pageSize=500')).statusCode).toBe(400);
  });

  it("shows one customer's orders, addresses and reviews, and keeps the owner's note (audited)", async () => {
    const { first } = await aDayOfOrders();
    const detail = (await admin.get('/api/admin/customers/user:2')).json();
    expect(detail).toMatchObject({ username: 'buyer1', email: 'buyer1@example.com', note: '', noteUpdatedAt: null });
    expect(detail.orderList.map((o: { id: number }) => o.id)).toEqual([first.orderId]);
    expect(detail.addresses).toEqual([expect.objectContaining({ city: 'Toronto', country: 'CA', orders: 1 })]);
    expect(detail.reviews).toEqual([]);

    const saved = await admin.put('/api/admin/customers/user:2/note', { note: 'Prefers pickup; VIP' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().note).toBe('Prefers pickup; VIP');
    expect((await admin.get('/api/admin/customers/user:2')).json().note).toBe('Prefers pickup; VIP');
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'admin.customers.setNote')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ entity_id: 'user:2' })]);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({ note: 'Prefers pickup; VIP' });

    const guest = await admin.get('/api/admin/customers/guest:GUEST.SHOPPER@example.com');
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json()).toMatchObject({ kind: 'guest', name: 'Grace Guest', reviews: [] });
    expect(guest.json().orderList).toHaveLength(1);

    // The customer never sees the note: their own profile and orders carry none of it.
    const own = await first.browser.get(`/api/orders/${first.orderId}`);
    expect(own.body).not.toContain('VIP');
  });

  it('answers 404 for nobody, 400 for a malformed key, 401 anonymous and 403 to a customer', async () => {
    const { first } = await aDayOfOrders();
    expect((await admin.get('/api/admin/customers/user:999')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/customers/guest:nobody@example.com')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/customers/user:999/note', { note: 'x' })).statusCode).toBe(404);
    const bad = await admin.get('/api/admin/customers/robert');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const long = await admin.put('/api/admin/customers/user:2/note', { note: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    for (const url of ['/api/admin/customers', '/api/admin/customers/user:2']) {
      expect((await new TestBrowser(app).get(url)).statusCode).toBe(401);
      expect((await first.browser.get(url)).statusCode).toBe(403);
    }
    expect((await first.browser.put('/api/admin/customers/user:2/note', { note: 'mine' })).statusCode).toBe(403);
  });
});
