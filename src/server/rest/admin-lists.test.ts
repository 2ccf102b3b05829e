import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCategory, addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

/** The admin lists paged in SQL (issue 28): GET /api/admin/{products,paintings,inventory,inventory-transactions,messages}. */
const LISTS = [
  '/api/admin/products',
  '/api/admin/paintings',
  '/api/admin/inventory',
  '/api/admin/inventory-transactions',
  '/api/admin/messages',
];

async function page<T = Record<string, unknown>>(url: string) {
  const res = await admin.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as { items: T[]; total: number; page: number; pageSize: number };
}

const names = (items: { name?: unknown; title?: unknown }[]) => items.map((i) => i.name ?? i.title);

async function aCustomer(): Promise<TestBrowser> {
  const browser = new TestBrowser(app, '10.0.0.9');
  const res = await browser.post('/api/register', {
    username: 'shopper',
    email: 'shopper@example.com',
    password: 'secret1',
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return browser;
}

describe('the admin lists paged by the server', () => {
  it('pages, sorts and searches products in SQL', async () => {
    const tees = await addCategory(db, 'Tees');
    await addProduct(db, { name: 'bravo Tee', priceCents: 3000, categoryId: tees, stock: 5 });
    await addProduct(db, { name: 'Alpha Hoodie', priceCents: 9000, stock: 0, colors: ['teal'] });
    await addProduct(db, { name: 'Charlie Jeans', priceCents: 6000, stock: 2 });
    const deleted = await addProduct(db, { name: 'Aardvark (deleted)' });
    await db.updateTable('product').set({ deleted_at: '2026-11-01T00:00:00.000Z' }).where('id', '=', deleted).execute();

    const first = await page('/api/admin/products?pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(names(first.items)).toEqual(['Alpha Hoodie', 'bravo Tee']); // case aside
    expect(names((await page('/api/admin/products?pageSize=2&page=2')).items)).toEqual(['Charlie Jeans']);
    expect(names((await page('/api/admin/products?sort=price&direction=desc')).items)).toEqual([
      'Alpha Hoodie',
      'Charlie Jeans',
      'bravo Tee',
    ]);
    expect(names((await page('/api/admin/products?sort=stock')).items)).toEqual([
      'Alpha Hoodie',
      'Charlie Jeans',
      'bravo Tee',
    ]);
    expect(names((await page('/api/admin/products?sort=category&direction=desc')).items)[0]).toBe('bravo Tee');
    // Searched by name, category and colour; a LIKE wildcard means itself.
    expect(names((await page('/api/admin/products?q=JEANS')).items)).toEqual(['Charlie Jeans']);
    expect(names((await page('/api/admin/products?q=tees')).items)).toEqual(['bravo Tee']);
    expect(names((await page('/api/admin/products?q=teal')).items)).toEqual(['Alpha Hoodie']);
    expect((await page('/api/admin/products?q=%25')).total).toBe(0);
    // The page's products are whole (variants and stock), as the edit dialog needs them.
    const [hoodie] = (await page<{ stock: number; variants: unknown[] }>('/api/admin/products?q=hoodie')).items;
    expect(hoodie).toMatchObject({ stock: 0, variants: expect.any(Array) });
  });

  it('pages, sorts and searches paintings in SQL', async () => {
    await addPainting(db, { title: 'Tidal Drift', priceCents: 50_000 });
    await addPainting(db, { title: 'autumn Field', priceCents: 90_000, sold: true });
    await addPainting(db, { title: 'Night Print', priceCents: 3_000, original: false });
    const all = await page('/api/admin/paintings');
    expect(all.total).toBe(3);
    expect(names(all.items)).toEqual(['autumn Field', 'Night Print', 'Tidal Drift']);
    expect(names((await page('/api/admin/paintings?sort=price&direction=desc&pageSize=1&page=2')).items)).toEqual([
      'Tidal Drift',
    ]);
    expect(names((await page('/api/admin/paintings?sort=status')).items).at(-1)).toBe('autumn Field');
    expect(names((await page('/api/admin/paintings?q=night')).items)).toEqual(['Night Print']);
    expect((await page('/api/admin/paintings?q=abstract')).total).toBe(3); // a tag
  });

  it('pages the stock records, the low ones apart, and marks which are low', async () => {
    await addProduct(db, { name: 'Plenty Tee', stock: 50 });
    await addProduct(db, { name: 'Scarce Tee', stock: 1 });
    await addProduct(db, { name: 'Gone Tee', stock: 0 });
    const all = await page<{ name: string; low: boolean; quantity: number }>('/api/admin/inventory');
    expect(all.total).toBe(3);
    expect(all.items.map((i) => [i.name, i.low])).toEqual([
      ['Gone Tee', true],
      ['Plenty Tee', false],
      ['Scarce Tee', true],
    ]);
    const low = await page<{ name: string }>('/api/admin/inventory?low=true');
    expect(low.items.map((i) => i.name)).toEqual(['Gone Tee', 'Scarce Tee']); // lowest first
    const byQuantity = await page<{ name: string }>('/api/admin/inventory?sort=quantity&direction=desc&pageSize=1');
    expect(byQuantity).toMatchObject({ total: 3, items: [{ name: 'Plenty Tee' }] });
    expect((await page<{ name: string }>('/api/admin/inventory?q=scarce')).items.map((i) => i.name)).toEqual([
      'Scarce Tee',
    ]);
  });

  it('pages the stock ledger, newest first, by type and by item', async () => {
    const tee = await addProduct(db, { name: 'Ledger Tee', stock: 10 });
    const item = await db
      .selectFrom('inventory_item')
      .select('id')
      .where('product_id', '=', tee)
      .executeTakeFirstOrThrow();
    for (const change of [2, -1, 3]) {
      const res = await admin.post(`/api/inventory/${item.id}/adjust`, { change, notes: `by ${change}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const ledger = await page<{ notes: string; inventory_item_id: number }>(
      `/api/admin/inventory-transactions?itemId=${item.id}&pageSize=2`,
    );
    expect(ledger.total).toBe(4); // the opening stock and three adjustments
    expect(ledger.items.map((t) => t.notes)).toEqual(['by 3', 'by -1']);
    const removals = await page<{ notes: string }>('/api/admin/inventory-transactions?type=adjust_remove');
    expect(removals.items.map((t) => t.notes)).toEqual(['by -1']);
    // The documented array answer stays as it was.
    const legacy = await admin.get(`/api/inventory-transactions?itemId=${item.id}`);
    expect(legacy.json()).toHaveLength(4);
  });

  it('pages, searches and filters the outbox', async () => {
    for (let i = 1; i <= 5; i++) {
      await db
        .insertInto('mail_message')
        .values({
          event_key: `test:${i}`,
          kind: i % 2 ? 'order_confirmation' : 'password_reset',
          recipient: `person${i}@example.com`,
          subject: `Message ${i}`,
          html: '<p>hi</p>',
          text: 'hi',
          order_id: null,
          reply_to: null,
          status: i === 5 ? 'failed' : 'sent',
          next_attempt_at: '2026-11-23T10:00:00.000Z',
        })
        .execute();
    }
    const first = await page<{ subject: string }>('/api/admin/messages?pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, delivery: 'outbox' });
    expect(first.items.map((m) => m.subject)).toEqual(['Message 5', 'Message 4']);
    const failed = await page<{ subject: string }>('/api/admin/messages?status=failed');
    expect(failed.items.map((m) => m.subject)).toEqual(['Message 5']);
    expect((await page('/api/admin/messages?q=password')).total).toBe(2);
    const byRecipient = await page<{ recipient: string }>('/api/admin/messages?sort=recipient&pageSize=1');
    expect(byRecipient.items.map((m) => m.recipient)).toEqual(['person1@example.com']);
  });

  it('answers one page of a catalogue of thousands, not the catalogue', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      name: `Bulk Tee ${String(i).padStart(4, '0')}`,
      description: 'Bulk.',
      price_cents: 1000 + i,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('product')
        .values(rows.slice(i, i + 500))
        .execute();
    const res = await admin.get('/api/admin/products?sort=price&direction=desc&page=3&pageSize=25');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ total: 3000, page: 3, pageSize: 25 });
    expect(list.items).toHaveLength(25);
    expect(list.items[0].name).toBe('Bulk Tee 2949');
    expect(res.body.length).toBeLessThan(40_000);
    expect((await page('/api/admin/products?q=Tee 12')).total).toBe(100); // Bulk Tee 1200–1299
  });

  it('answers a page past the end with the last one, and hostile paging with a 400, never a 500', async () => {
    await addProduct(db, { name: 'Only Tee' });
    expect(await page('/api/admin/products?page=99999')).toMatchObject({
      page: 1,
      total: 1,
      items: [{ name: 'Only Tee' }],
    });
    for (const list of LISTS) {
      for (const query of [
        'page=0',
        'page=-1',
        'page=1000000000',
        'page=9007199254740993',
        'pageSize=1000000',
        'pageSize=0',
        'page=abc',
        'sort=password',
        'direction=sideways',
        'itemId=9007199254740993',
        'low=maybe',
        'status=lost',
      ]) {
        const res = await admin.get(`${list}?${query}`);
        if (res.statusCode === 200) continue; // a filter this list does not have is ignored
        expect(res.statusCode, `${list}?${query}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
      }
    }
  });

  it('is the admin’s alone: a visitor gets 401, a customer 403', async () => {
    const visitor = new TestBrowser(app, '10.0.0.8');
    const customer = await aCustomer();
    for (const list of LISTS) {
      expect((await visitor.get(list)).statusCode, list).toBe(401);
      expect((await customer.get(list)).statusCode, list).toBe(403);
    }
  });
});
