import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { addOrder, addProduct } from '../../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../../testing/helpers.js';
import { createUser } from '../accounts/accounts.js';
import { addItem } from '../cart/cart.js';
import { setSetting } from '../settings.js';

let db: Db;
let app: FastifyInstance;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const query = (browser: TestBrowser, path: string, input?: unknown) =>
  browser.get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);

interface Method {
  id: number;
  code: string;
  name: string;
  country: string;
  price: number;
  active: boolean;
  freeOverThreshold: boolean;
  orderCount: number;
}

async function methods(): Promise<Method[]> {
  const res = await query(admin, 'admin.shippingMethods.list');
  expect(res.statusCode).toBe(200);
  return res.json().result.data;
}

const byCode = async (code: string) => (await methods()).find((m) => m.code === code) as Method;

async function customer(): Promise<TestBrowser> {
  await createUser({ db }, { username: 'ann', email: 'ann@example.com', password: 'secret1' });
  const ann = new TestBrowser(app);
  await ann.post('/api/login', { username: 'ann', password: 'secret1' });
  return ann;
}

describe('the owner edits the shipping methods', () => {
  it('lists the four seeded methods, the standard ones free over the threshold', async () => {
    expect((await methods()).map((m) => [m.name, m.country, m.price, m.active, m.freeOverThreshold])).toEqual([
      ['US Standard', 'US', 7.95, true, true],
      ['US Express', 'US', 19.95, true, false],
      ['Canada Standard', 'CA', 12.95, true, true],
      ['Canada Express', 'CA', 29.95, true, false],
    ]);
  });

  it('refuses a signed-out visitor (401) and a customer (403), reading or writing', async () => {
    expect((await query(new TestBrowser(app), 'admin.shippingMethods.list')).statusCode).toBe(401);
    const ann = await customer();
    expect((await query(ann, 'admin.shippingMethods.list')).statusCode).toBe(403);
    const express = await byCode('us-express');
    const res = await ann.post('/trpc/admin.shippingMethods.update', { id: express.id, price: 0 });
    expect(res.statusCode).toBe(403);
    expect((await byCode('us-express')).price).toBe(19.95);
  });

  it.each([
    [{ price: -1 }, 'Price must not be negative'],
    [{ price: 'abc' }, 'Price must be a number'],
    [{ price: 1.234 }, 'Price must have at most two decimals (whole cents)'],
    [{ name: '  ' }, 'Name is required'],
    [{ country: 'FR' }, 'We ship to the United States (US) and Canada (CA) only'],
  ])('answers 400 naming the field for %j, and changes nothing', async (change, message) => {
    const express = await byCode('us-express');
    const res = await admin.post('/trpc/admin.shippingMethods.update', { id: express.id, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await byCode('us-express')).toEqual(express);
  });

  it('adds a method (a unique code, last in order), offered at checkout for its country, and audits it', async () => {
    const res = await admin.post('/trpc/admin.shippingMethods.create', {
      name: 'US Overnight',
      country: 'US',
      estimatedDays: '1 business day',
      price: '39.50',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().result.data;
    expect(created).toMatchObject({ code: 'us-overnight', price: 39.5, active: true, freeOverThreshold: false });
    const offered = (await query(new TestBrowser(app), 'checkout.shippingMethods', { country: 'US' })).json().result
      .data.shippingMethods;
    expect(offered.map((m: { name: string }) => m.name)).toEqual(['US Standard', 'US Express', 'US Overnight']);
    const audit = await db.selectFrom('audit_log').select(['action', 'entity_id']).execute();
    expect(audit).toContainEqual({ action: 'admin.shippingMethods.create', entity_id: String(created.id) });
  });

  it('ticking Express makes a checkout quote over the threshold free for Express', async () => {
    await setSetting({ db, clock: () => new Date() }, { key: 'freeShippingThreshold', value: 100 });
    const tee = await addProduct(db, { priceCents: 6000 });
    const cartId = randomUUID();
    const deps = { db, clock: () => new Date() };
    await addItem(deps, { cartId, productId: tee, quantity: 2, size: 'M', color: 'black', item_type: 'product' });
    const express = await byCode('us-express');
    const quote = async () =>
      (
        await query(new TestBrowser(app), 'checkout.quote', {
          cartId,
          shippingMethodId: express.id,
          country: 'US',
          state: 'TX',
        })
      ).json().result.data.shipping;
    expect(await quote()).toBe(19.95);
    const res = await admin.post('/trpc/admin.shippingMethods.update', { id: express.id, freeOverThreshold: true });
    expect(res.statusCode).toBe(200);
    expect(await quote()).toBe(0);
  });

  it('deletes an unused method but only deactivates one that orders used', async () => {
    const standard = await byCode('us-standard');
    const express = await byCode('us-express');
    await addOrder(db, { status: 'pending' });
    await db.updateTable('order').set({ shipping_method_id: standard.id }).execute();
    const used = await admin.post('/trpc/admin.shippingMethods.remove', { id: standard.id });
    expect(used.json().result.data).toEqual({ success: true, id: standard.id, deactivated: true });
    const unused = await admin.post('/trpc/admin.shippingMethods.remove', { id: express.id });
    expect(unused.json().result.data).toEqual({ success: true, id: express.id, deactivated: false });
    expect((await methods()).filter((m) => m.country === 'US')).toEqual([
      expect.objectContaining({ code: 'us-standard', active: false, orderCount: 1 }),
    ]);
  });
});
