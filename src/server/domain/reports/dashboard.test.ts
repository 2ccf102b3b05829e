import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import type { OrderStatus } from '../../db/schema.js';
import { addOrder, addPainting, addProduct } from '../../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../../testing/helpers.js';
import { createUser } from '../accounts/accounts.js';

const NOW = new Date('2026-03-15T10:00:00.000Z');
let db: Db;
let app: FastifyInstance;
let admin: TestBrowser;

useTestApp({ clock: () => NOW, admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(async () => {
  await createUser({ db }, { username: 'shopper', email: 'shopper@example.com', password: 'secret1' });
});

interface Line {
  productId?: number;
  paintingId?: number;
  name: string;
  quantity: number;
  unitCents: number;
  refundedQuantity?: number;
}

/** An order placed directly in the database: its total is its lines plus $10 shipping. */
const order = (opts: {
  paidAt: string | null;
  status: OrderStatus;
  lines: Line[];
  refundedCents?: number;
  name?: string;
}) => addOrder(db, opts);

const summary = async () => {
  const res = await admin.get('/api/admin/dashboard');
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the admin dashboard', () => {
  it('a new shop has 30 empty days, zero totals, no average and empty lists', async () => {
    const s = await summary();
    expect(s.days).toHaveLength(30);
    expect(s.days[0]).toEqual({ date: '2026-02-14', revenue: 0, orders: 0, discounts: 0 });
    expect(s.days[29]).toEqual({ date: '2026-03-15', revenue: 0, orders: 0, discounts: 0 });
    expect(s.totals).toEqual({
      today: { revenue: 0, orders: 0, discounts: 0 },
      week: { revenue: 0, orders: 0, discounts: 0 },
      month: { revenue: 0, orders: 0, discounts: 0 },
    });
    expect(s.averageOrderValue).toBeNull();
    expect(s.bestSellers).toEqual({ byUnits: [], byRevenue: [] });
    expect(s.recentOrders).toEqual([]);
  });

  it('sums net revenue per UTC day of payment, subtracts refunds and ignores unpaid and older orders', async () => {
    const tee = await addProduct(db, { name: 'Ghost Tee' });
    const art = await addPainting(db, { title: 'Tidal Drift' });
    const teeLine = (quantity: number) => ({ productId: tee, name: 'Ghost Tee', quantity, unitCents: 4000 });
    // today: 2 × $40 + $10 = $90 and $1,200 + $10 = $1,210
    await order({ paidAt: '2026-03-15T00:00:00.000Z', status: 'paid', lines: [teeLine(2)] });
    await order({
      paidAt: '2026-03-15T09:59:00.000Z',
      status: 'shipped',
      lines: [{ paintingId: art, name: 'Tidal Drift', quantity: 1, unitCents: 120_000 }],
    });
    // yesterday late UTC: $50 with $20 refunded → $30
    await order({ paidAt: '2026-03-14T23:59:59.999Z', status: 'paid', lines: [teeLine(1)], refundedCents: 2000 });
    // 10 days ago, refunded entirely (every unit back) → $0 net, still one paid order, not a best seller
    await order({
      paidAt: '2026-03-05T12:00:00.000Z',
      status: 'refunded',
      lines: [{ ...teeLine(5), refundedQuantity: 5 }],
      refundedCents: 21_000,
    });
    // 29 days ago (first day of the window): $130
    await order({ paidAt: '2026-02-14T00:00:00.000Z', status: 'delivered', lines: [teeLine(3)] });
    // outside the window, unpaid, declined: never counted
    await order({ paidAt: '2026-02-13T23:59:59.999Z', status: 'delivered', lines: [teeLine(9)] });
    await order({ paidAt: null, status: 'pending', lines: [teeLine(7)] });
    await order({ paidAt: null, status: 'failed', lines: [teeLine(7)] });

    const s = await summary();
    expect(s.days).toHaveLength(30);
    expect(s.days.at(-1)).toEqual({ date: '2026-03-15', revenue: 1300, orders: 2, discounts: 0 });
    expect(s.days.at(-2)).toEqual({ date: '2026-03-14', revenue: 30, orders: 1, discounts: 0 });
    expect(s.days.find((d: { date: string }) => d.date === '2026-03-05')).toEqual({
      date: '2026-03-05',
      revenue: 0,
      orders: 1,
      discounts: 0,
    });
    expect(s.days[0]).toEqual({ date: '2026-02-14', revenue: 130, orders: 1, discounts: 0 });
    expect(s.totals).toEqual({
      today: { revenue: 1300, orders: 2, discounts: 0 },
      week: { revenue: 1330, orders: 3, discounts: 0 },
      month: { revenue: 1460, orders: 5, discounts: 0 },
    });
    expect(s.averageOrderValue).toBe(292);
    expect(s.bestSellers.byUnits).toEqual([
      { itemType: 'product', itemId: tee, name: 'Ghost Tee', units: 6, revenue: 240 },
      { itemType: 'painting', itemId: art, name: 'Tidal Drift', units: 1, revenue: 1200 },
    ]);
    expect(s.bestSellers.byRevenue.map((b: { name: string }) => b.name)).toEqual(['Tidal Drift', 'Ghost Tee']);
    expect(s.recentOrders).toHaveLength(6);
    expect(s.recentOrders[0]).toMatchObject({ customer: 'Ada Buyer', total: 1210, status: 'shipped' });
    expect(s.recentOrders.map((o: { status: string }) => o.status)).not.toContain('pending');
  });

  it('lists items at or below their low-stock threshold with their names, not sold or deleted ones', async () => {
    const low = await addProduct(db, { name: 'Last Hoodie', stock: 2 });
    await addProduct(db, { name: 'Plenty Tee', stock: 40 });
    const edge = await addProduct(db, { name: 'Edge Tee', stock: 5 });
    const gone = await addProduct(db, { name: 'Deleted Tee', stock: 0 });
    await db.updateTable('product').set({ deleted_at: NOW.toISOString() }).where('id', '=', gone).execute();
    await addPainting(db, { title: 'Sold Original', sold: true, stock: 0 });
    const s = await summary();
    expect(
      s.lowStock.map((i: { name: string; quantity: number; itemId: number }) => [i.name, i.quantity, i.itemId]),
    ).toEqual([
      ['Last Hoodie', 2, low],
      ['Edge Tee', 5, edge],
    ]);
    expect(s.lowStock[0]).toMatchObject({ itemType: 'product', lowStockThreshold: 5 });
  });

  it('shows a stock change in its kept low-stock list at once: an adjustment, a threshold, an archive', async () => {
    const hoodie = await addProduct(db, { name: 'Dust Hoodie', stock: 9 });
    const item = await db
      .selectFrom('inventory_item')
      .select('id')
      .where('product_id', '=', hoodie)
      .executeTakeFirstOrThrow();
    const lowNames = async () => (await summary()).lowStock.map((i: { name: string }) => i.name);
    expect(await lowNames()).toEqual([]);
    const adjust = await admin.post(`/api/inventory/${item.id}/adjust`, { change: -6, notes: 'Damaged' });
    expect(adjust.statusCode).toBe(200);
    expect((await summary()).lowStock).toEqual([expect.objectContaining({ name: 'Dust Hoodie', quantity: 3 })]);
    await db.updateTable('inventory_item').set({ low_stock_threshold: 2 }).where('id', '=', item.id).execute();
    expect(await lowNames()).toEqual([]);
    await db.updateTable('inventory_item').set({ low_stock_threshold: 5 }).where('id', '=', item.id).execute();
    expect(await lowNames()).toEqual(['Dust Hoodie']);
    await db.updateTable('product').set({ deleted_at: NOW.toISOString() }).where('id', '=', hoodie).execute();
    expect(await lowNames()).toEqual([]);
  });

  it('refuses anonymous visitors and customers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const shopper = new TestBrowser(app);
    await shopper.post('/api/login', { username: 'shopper', password: 'secret1' });
    const res = await shopper.get('/api/admin/dashboard');
    expect(res.statusCode).toBe(403);
    expect((await shopper.get('/trpc/admin.dashboard.summary')).statusCode).toBe(403);
  });
});
