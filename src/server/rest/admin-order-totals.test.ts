import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addOrder, addProduct } from '../testing/fixtures.js';
import { type TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi, resetBuyers, VISA } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(resetBuyers);

const FILTERS = ['', 'all', 'pending', 'paid', 'processing', 'shipped', 'partially_refunded', 'cancelled'];

/** The list's total per status filter: kept (no search) and counted (`q=@`, in every order's e-mail). */
async function totals(): Promise<Record<string, number>> {
  const kept: Record<string, number> = {};
  for (const status of FILTERS) {
    const list = (await admin.get(`/api/admin/orders?status=${status}`)).json();
    const counted = (await admin.get(`/api/admin/orders?status=${status}&q=@`)).json();
    expect(list.total, `status=${status}`).toBe(counted.total);
    kept[status || 'default'] = list.total;
  }
  return kept;
}

describe('admin orders list: the total kept between changes', () => {
  it('stays right after new orders, payments, status changes, refunds and cancels', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 5000, stock: 20 });
    const line = [{ productId: tee, quantity: 1, size: 'M', color: 'black' }];
    const a = (await buyOverApi(app, line)).orderId;
    const b = (await buyOverApi(app, [{ ...line[0], quantity: 2 }])).orderId;
    const unpaid = await buyOverApi(app, line, { pay: false });
    expect(await totals()).toMatchObject({ default: 2, all: 3, pending: 1, paid: 2 });

    // The waiting checkout is paid: it takes money and moves to paid.
    const paid = await unpaid.browser.post('/api/test-gateway/confirm', {
      clientSecret: unpaid.clientSecret,
      card: VISA,
    });
    expect(paid.json().status).toBe('succeeded');
    expect(await totals()).toMatchObject({ default: 3, all: 3, pending: 0, paid: 3 });

    expect((await admin.put(`/api/admin/orders/${a}/status`, { status: 'processing' })).statusCode).toBe(200);
    expect(await totals()).toMatchObject({ default: 3, paid: 2, processing: 1 });
    const shipped = await admin.put(`/api/admin/orders/${a}/status`, { status: 'shipped', trackingNumber: '1Z999' });
    expect(shipped.statusCode).toBe(200);
    expect(await totals()).toMatchObject({ paid: 2, processing: 0, shipped: 1 });

    const order = (await admin.get(`/api/admin/orders/${b}`)).json();
    const refund = await admin.post(`/api/admin/orders/${b}/refund`, {
      lines: [{ orderItemId: order.items[0].id, quantity: 1 }],
      restock: true,
      reason: 'Wrong size',
    });
    expect(refund.statusCode).toBe(200);
    expect(await totals()).toMatchObject({ default: 3, paid: 1, partially_refunded: 1 });

    expect((await admin.put(`/api/admin/orders/${unpaid.orderId}/status`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    expect(await totals()).toMatchObject({ default: 3, all: 3, paid: 0, cancelled: 1 });

    // An order written by other code (an import, a hand-written fix) counts at once too.
    await addOrder(db, { status: 'paid', paidAt: '2026-01-02T00:00:00.000Z' });
    expect(await totals()).toMatchObject({ default: 4, all: 4, paid: 1 });
  });
});
