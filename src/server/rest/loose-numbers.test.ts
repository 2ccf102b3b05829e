import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { postJson, TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi, resetBuyers } from '../testing/shoppers.js';

/**
 * Money and quantities are JSON numbers or decimal strings, money in whole cents, quantities whole: anything
 * else is a 400 naming the field, and nothing is written (issue 19, item 4).
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(resetBuyers);

const line = (productId: number) => ({ productId, quantity: 1, size: 'M', color: 'black' });

describe('refund amounts', () => {
  it('refuses true, "0x10" and a tenth of a cent, and takes "12.50"', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 5000, stock: 5 });
    const { orderId } = await buyOverApi(app, [line(tee)]);
    const refund = (amount: unknown) => postJson(app, admin, `/api/admin/orders/${orderId}/refund`, { amount });
    for (const [amount, message] of [
      [true, 'amount must be a number'],
      ['0x10', 'amount must be a number'],
      ['1e1', 'amount must be a number'],
      [0.001, 'amount must have at most two decimals (whole cents)'],
      [0, 'amount must be more than 0'],
    ]) {
      const res = await refund(amount);
      expect([res.statusCode, res.json()], JSON.stringify(amount)).toEqual([400, { message, code: 'BAD_REQUEST' }]);
    }
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json()).toMatchObject({ refundedAmount: 0 });
    const res = await refund('12.50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refundedAmount: 12.5 });
  });

  it('refuses a line quantity that is not a whole number', async () => {
    const tee = await addProduct(db, { stock: 5 });
    const { orderId } = await buyOverApi(app, [line(tee)]);
    const { items } = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    for (const quantity of [true, '0x1', 0.5]) {
      const res = await postJson(app, admin, `/api/admin/orders/${orderId}/refund`, {
        lines: [{ orderItemId: items[0].id, quantity }],
      });
      expect([res.statusCode, res.json().message], JSON.stringify(quantity)).toEqual([
        400,
        expect.stringMatching(/^quantity must be a (whole )?number$/),
      ]);
    }
  });
});

describe('purchase orders', () => {
  it('refuse a unit cost of 0.001 instead of storing $0.00, and take "4.50"', async () => {
    const tee = await addProduct(db, { stock: 1 });
    const items = (await admin.get('/api/inventory')).json() as { id: number; product_id: number }[];
    const itemId = items.find((i) => i.product_id === tee)?.id;
    const vendor = (await admin.post('/api/vendors', { name: 'Dye Co' })).json();
    const order = (unit_cost: unknown, quantity: unknown = 2) =>
      postJson(app, admin, '/api/purchase-orders', {
        vendor_id: vendor.id,
        lines: [{ inventory_item_id: itemId, quantity, unit_cost }],
      });
    for (const [cost, message] of [
      [0.001, 'Unit cost must have at most two decimals (whole cents)'],
      [true, 'Unit cost must be a number'],
      ['0x10', 'Unit cost must be a number'],
    ]) {
      const res = await order(cost);
      expect([res.statusCode, res.json().message], JSON.stringify(cost)).toEqual([
        400,
        `lines.0.unit_cost: ${message}`,
      ]);
    }
    expect((await order(1, true)).json().message).toBe('Quantity must be a number');
    expect((await admin.get('/api/purchase-orders')).json()).toEqual([]);
    const created = await order('4.50', '3');
    expect(created.statusCode).toBe(201);
    expect(created.json().lines[0]).toMatchObject({ quantity: 3, unit_cost: 4.5, line_total: 13.5 });
  });
});

describe('products and carts', () => {
  it('refuse a price or stock that is not a number, and a price in fractions of a cent', async () => {
    for (const [bad, message] of [
      [{ price: true }, 'Price must be a number'],
      [{ price: '0x10' }, 'Price must be a number'],
      [{ price: 9.999 }, 'Price must have at most two decimals (whole cents)'],
      [{ stock: true }, 'Stock must be a number'],
      [{ stock: 2.5 }, 'Stock must be a whole number'],
    ] as const) {
      const res = await postJson(app, admin, '/api/products', { name: 'Tee', price: 20, ...bad });
      expect([res.statusCode, res.json().message], JSON.stringify(bad)).toEqual([400, message]);
    }
    const made = await postJson(app, admin, '/api/products', { name: 'Tee', price: '19.99', stock: '4' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ price: 19.99, stock: 4 });
  });

  it('refuse a cart quantity written in hex', async () => {
    const tee = await addProduct(db, { stock: 50 });
    const res = await new TestBrowser(app).post('/api/cart', { cartId: randomUUID(), ...line(tee), quantity: '0x10' });
    expect([res.statusCode, res.json().message]).toEqual([400, 'quantity must be a number']);
  });
});

describe('PUT /api/orders/{id}', () => {
  it('answers 400 naming paymentIntentId to an empty body, instead of confirming the latest payment', async () => {
    const tee = await addProduct(db, { stock: 5 });
    const { browser, orderId, paymentIntentId } = await buyOverApi(app, [line(tee)], { pay: false });
    const empty = await browser.put(`/api/orders/${orderId}`, {});
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      { message: 'paymentIntentId is required', code: 'BAD_REQUEST' },
    ]);
    const named = await browser.put(`/api/orders/${orderId}`, { paymentIntentId });
    expect([named.statusCode, named.json().status]).toEqual([200, 'pending']);
  });
});
