import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCollection, addOrder, addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const BOM = '\uFEFF';
const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];
const productCount = async () =>
  Number(
    (
      await db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('exports, import and the sales report: who may call them', () => {
  it('answers the admin, 401 to a visitor and 403 to a customer', async () => {
    const customer = new TestBrowser(app);
    await customer.post('/api/register', { username: 'cust', email: 'cust@example.com', password: 'secret1' });
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/exports/orders.csv'],
      ['GET', '/api/admin/exports/subscribers.csv?from=2026-01-01&to=2026-12-31'],
      ['GET', '/api/admin/reports/sales'],
      ['POST', '/api/admin/imports/products/preview', { csv: 'name,price\nTee,10\n' }],
      ['POST', '/api/admin/imports/products', { csv: 'name,price\nTee,10\n' }],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await new TestBrowser(app).request(method as 'GET', url, payload);
      expect(anonymous.statusCode, `${url} anonymous`).toBe(401);
      expect((await customer.request(method as 'GET', url, payload)).statusCode, `${url} customer`).toBe(403);
      expect((await admin.request(method as 'GET', url, payload)).statusCode, `${url} admin`).toBeLessThan(300);
    }
    expect(await productCount()).toBe(1); // the admin's import above, and nothing from the refused callers
  });

  it('refuses an unknown kind, a bad date or a reversed range with 400', async () => {
    for (const url of [
      '/api/admin/exports/passwords.csv',
      '/api/admin/exports/orders.csv?from=2026-13-01',
      '/api/admin/exports/orders.csv?from=2026-02-30',
      '/api/admin/exports/orders.csv?from=2026-12-01&to=2026-11-01',
      '/api/admin/exports/orders.csv?status=lost',
      '/api/admin/reports/sales?to=yesterday',
    ]) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });
});

describe('CSV exports', () => {
  it('round-trips accents, commas, quotes, new lines and formula cells, and imports back unchanged', async () => {
    const names = [
      'Café "Noir", édition',
      '=HYPERLINK("http://evil")',
      '+Plus',
      '-Minus tee',
      '@home',
      'Ünïcödé\nTwo lines',
    ];
    for (const name of names) await addProduct(db, { name, priceCents: 1250, stock: 3 });
    const res = await admin.get('/api/admin/exports/products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(res.body.startsWith(BOM)).toBe(true);
    const rows = rowsOf(res.body);
    expect(rows.map((r) => r.name)).toEqual([
      'Café "Noir", édition',
      `'=HYPERLINK("http://evil")`,
      "'+Plus",
      "'-Minus tee",
      "'@home",
      'Ünïcödé\nTwo lines',
    ]);
    expect(rows[0]).toMatchObject({ price: '12.50', stock: '3' });

    const preview = await admin.post('/api/admin/imports/products/preview', { csv: res.body });
    expect(preview.json()).toMatchObject({ rows: 6, creates: 0, updates: 6, errors: [] });
    const before = await db.selectFrom('product').select(['id', 'name', 'price_cents']).orderBy('id').execute();
    const imported = await admin.post('/api/admin/imports/products', { csv: res.body });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ created: 0, updated: 6 });
    expect(await db.selectFrom('product').select(['id', 'name', 'price_cents']).orderBy('id').execute()).toEqual(
      before,
    );
  });

  it('exports each product’s tax category and imports it back; a bad one is refused by row', async () => {
    const categories = ['clothing', 'art', 'gift_card'] as const;
    const ids: number[] = [];
    for (const c of categories) {
      const id = await addProduct(db, { name: `Item ${c}` });
      await db.updateTable('product').set({ tax_category: c }).where('id', '=', id).execute();
      ids.push(id);
    }
    const exported = (await admin.get('/api/admin/exports/products.csv')).body;
    expect(rowsOf(exported).map((r) => r.taxCategory)).toEqual([...categories]);
    // The owner's categories are lost in the shop, then the export brings them back.
    await db.updateTable('product').set({ tax_category: 'clothing' }).execute();
    const imported = await admin.post('/api/admin/imports/products', { csv: exported });
    expect(imported.statusCode, imported.body).toBe(200);
    const stored = await db.selectFrom('product').select('tax_category').orderBy('id').execute();
    expect(stored.map((p) => p.tax_category)).toEqual([...categories]);

    const bad = `id,name,price,taxCategory\n${ids[0]},Item clothing,45,clothing\n${ids[1]},Item art,45,food\n`;
    const preview = (await admin.post('/api/admin/imports/products/preview', { csv: bad })).json();
    expect(preview.errors).toEqual([
      { row: 3, column: 'taxCategory', message: 'Tax category must be clothing, art or gift_card' },
    ]);
    expect((await admin.post('/api/admin/imports/products', { csv: bad })).statusCode).toBe(400);
    expect(
      (
        await db
          .selectFrom('product')
          .select('tax_category')
          .where('id', '=', ids[1] as number)
          .executeTakeFirstOrThrow()
      ).tax_category,
    ).toBe('art');
  });

  it('exports orders and order lines by date range, customers and subscribers', async () => {
    const oct = await addOrder(db, { status: 'paid', paidAt: '2026-10-15T12:00:00.000Z', name: 'Zoë, "Z" Ortiz' });
    const nov = await addOrder(db, {
      status: 'paid',
      paidAt: '2026-11-02T12:00:00.000Z',
      refundedCents: 500,
      lines: [
        { quantity: 2, unitCents: 1999, name: 'Tee' },
        { quantity: 1, unitCents: 4500, name: 'Print' },
      ],
    });
    await addOrder(db, { status: 'pending' });
    await db
      .insertInto('newsletter_subscriber')
      .values([
        { email: 'early@example.com', created_at: '2026-09-01T00:00:00.000Z' },
        { email: 'late@example.com', created_at: '2026-11-03T00:00:00.000Z' },
      ])
      .execute();

    const all = rowsOf((await admin.get('/api/admin/exports/orders.csv')).body);
    expect(all.map((r) => Number(r.order))).toEqual([oct, nov]);
    expect(all[0]).toMatchObject({ name: 'Zoë, "Z" Ortiz', total: '50.00', refunded: '0.00', net: '50.00' });
    expect(all[1]).toMatchObject({ subtotal: '84.98', total: '94.98', refunded: '5.00', net: '89.98' });

    const november = await admin.get('/api/admin/exports/orders.csv?from=2026-11-01&to=2026-11-30');
    expect(november.headers['content-disposition']).toBe(
      'attachment; filename="orders-from-2026-11-01-to-2026-11-30.csv"',
    );
    expect(rowsOf(november.body).map((r) => Number(r.order))).toEqual([nov]);
    expect(rowsOf((await admin.get('/api/admin/exports/orders.csv?status=all')).body)).toHaveLength(3);

    const lines = rowsOf((await admin.get('/api/admin/exports/order-lines.csv?from=2026-11-01')).body);
    expect(lines.map((l) => [l.name, l.quantity, l.line_total])).toEqual([
      ['Tee', '2', '39.98'],
      ['Print', '1', '45.00'],
    ]);

    const subscribers = rowsOf((await admin.get('/api/admin/exports/subscribers.csv?from=2026-11-01')).body);
    expect(subscribers).toEqual([{ email: 'late@example.com', subscribed_at: '2026-11-03T00:00:00.000Z' }]);
    const customers = rowsOf((await admin.get('/api/admin/exports/customers.csv')).body);
    expect(customers).toEqual([
      expect.objectContaining({ kind: 'guest', email: 'buyer@example.com', orders: '2', spent: '139.98' }),
    ]);
    for (const kind of ['paintings', 'inventory']) {
      const res = await admin.get(`/api/admin/exports/${kind}.csv`);
      expect(res.statusCode, kind).toBe(200);
      expect(res.body.startsWith(BOM), kind).toBe(true);
    }
  });
});

/** 20 products in the products file's shape; `bad` rows get a price of "twelve" and an empty name. */
function productsFile(bad: boolean): string {
  const lines = ['name,description,price,category,collection,colors,sizes,stock,isFeatured'];
  for (let i = 1; i <= 20; i++) {
    const name = bad && i === 4 ? '' : `Tee ${i}, "bleached"`;
    const price = bad && i === 17 ? 'twelve' : `${20 + i}.50`;
    lines.push(`"${name.replace(/"/g, '""')}",Soft cotton,${price},Tees,Summer,"black, white","S, M",${i},false`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

describe('the product import', () => {
  it('reports both bad rows by row and column and writes nothing, then imports the fixed file in one go', async () => {
    await addCollection(db, 'Summer');
    const preview = await admin.post('/api/admin/imports/products/preview', { csv: productsFile(true) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      rows: 20,
      creates: 18,
      errors: [
        { row: 5, column: 'name', message: 'Name is required' },
        { row: 18, column: 'price', message: 'Price must be a number' },
      ],
    });
    const refused = await admin.post('/api/admin/imports/products', { csv: productsFile(true) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Nothing was imported');
    expect(await productCount()).toBe(0);
    expect(await db.selectFrom('inventory_transaction').selectAll().execute()).toEqual([]);

    const fixed = await admin.post('/api/admin/imports/products/preview', { csv: productsFile(false) });
    expect(fixed.json()).toMatchObject({ rows: 20, creates: 20, updates: 0, errors: [] });
    const done = await admin.post('/api/admin/imports/products', { csv: productsFile(false) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ created: 20, updated: 0 });
    const products = await db
      .selectFrom('product as p')
      .innerJoin('collection as c', 'c.id', 'p.collection_id')
      .innerJoin('inventory_item as i', 'i.product_id', 'p.id')
      .select(['p.name', 'p.price_cents', 'p.colors', 'i.quantity'])
      .orderBy('p.id')
      .execute();
    expect(products).toHaveLength(20);
    expect(products[0]).toEqual({
      name: 'Tee 1, "bleached"',
      price_cents: 2150,
      colors: '["black","white"]',
      quantity: 1,
    });
  });

  it('writes no row when one fails while writing: the rows share one transaction', async () => {
    const id = await addProduct(db, { name: 'Old tee', priceCents: 1000 });
    // The SKU the second new product would get is taken (by hand, in the stock screen): its write fails.
    const painting = await addPainting(db, { title: 'Dusk' });
    await db
      .updateTable('inventory_item')
      .set({ sku: `WBS-P-${String(id + 2).padStart(4, '0')}` })
      .where('painting_id', '=', painting)
      .execute();
    const csv = `id,name,price\n${id},Renamed,11\n,New one,10\n,New two,12\n`;
    expect((await admin.post('/api/admin/imports/products/preview', { csv })).json()).toMatchObject({
      creates: 2,
      updates: 1,
      errors: [],
    });
    const res = await admin.post('/api/admin/imports/products', { csv });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Nothing was imported: row 4 could not be written (it clashes with what is in the shop)',
    );
    expect(await productCount()).toBe(1);
    expect((await db.selectFrom('product').select('name').executeTakeFirstOrThrow()).name).toBe('Old tee');
  });

  it('checks again on confirm: a product gone since the preview refuses the whole file', async () => {
    const id = await addProduct(db, { name: 'Old tee', priceCents: 1000 });
    const csv = `id,name,price\n,New one,10\n${id},Renamed,11\n`;
    expect((await admin.post('/api/admin/imports/products/preview', { csv })).json()).toMatchObject({
      creates: 1,
      updates: 1,
      errors: [],
    });
    await db.updateTable('product').set({ deleted_at: '2026-11-24T00:00:00.000Z' }).where('id', '=', id).execute();
    const res = await admin.post('/api/admin/imports/products', { csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('row 3, id: Product not found');
    expect(await productCount()).toBe(1);
  });

  it('reports a malformed file, unknown columns and a missing price column', async () => {
    const bad = async (csv: string) => (await admin.post('/api/admin/imports/products/preview', { csv })).json();
    expect((await bad('name,price\n"unclosed,10\n')).errors[0].message).toMatch(/^Not valid CSV/);
    expect((await bad('name,cost\nTee,10\n')).errors).toEqual([
      expect.objectContaining({ row: 1, column: 'cost', message: expect.stringContaining('Unknown column') }),
      { row: 1, column: 'price', message: 'Missing column' },
    ]);
    expect((await admin.post('/api/admin/imports/products/preview', { csv: '' })).statusCode).toBe(400);
  });
});

/**
 * `rows` new products in the products file's shape, each with a long description full of what CSV and JSON escape
 * (quotes, commas, line breaks, accents): `rows` 2,000 and `descriptionChars` 480 make a file of about 1.15 MB.
 */
function largeProductsFile(rows: number, descriptionChars: number): string {
  const words = 'Hand-bleached "acid wash", heavy cotton; café-dyed, pré-lavé.\nEach piece differs. ';
  const description = words.repeat(Math.ceil(descriptionChars / words.length)).slice(0, descriptionChars);
  const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  const lines = ['name,description,price,category,colors,sizes,stock'];
  for (let i = 1; i <= rows; i++) {
    lines.push(`${quoted(`Drop tee ${i}`)},${quoted(description)},${20 + (i % 50)}.50,Tees,"black, white","S, M, L",3`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

describe("the product import's limits", () => {
  it('previews and imports a 2,000-row file of 1.15 MB over REST and tRPC (was 413 at the 1 MiB body limit)', async () => {
    const csv = largeProductsFile(2000, 480);
    const bytes = Buffer.byteLength(csv);
    expect(bytes).toBeGreaterThan(1_100_000);
    expect(bytes).toBeLessThan(1_200_000);
    const preview = await admin.post('/api/admin/imports/products/preview', { csv });
    expect(preview.statusCode, preview.body.slice(0, 200)).toBe(200);
    expect(preview.json()).toMatchObject({ rows: 2000, creates: 2000, updates: 0, errors: [] });
    // The admin screen's path: tRPC, the call sent on its own (the batch link keeps the import out of batches).
    const trpc = await admin.json('POST', '/trpc/admin.reports.previewProductImport', JSON.stringify({ csv }));
    expect(trpc.statusCode, trpc.body.slice(0, 200)).toBe(200);
    expect(trpc.json().result.data).toMatchObject({ rows: 2000, errors: [] });
    const done = await admin.post('/api/admin/imports/products', { csv });
    expect(done.statusCode, done.body.slice(0, 200)).toBe(200);
    expect(done.json()).toMatchObject({ created: 2000, updated: 0 });
    expect(await productCount()).toBe(2000);
    // Writing 2,000 products takes seconds (about 12 s on SQLite on a busy 2-core machine).
  }, 120_000);

  it('answers a file past 2 MB with the limit in words, however much escaping grows its JSON; other calls keep 1 MiB', async () => {
    // Every character a quote: its JSON body is twice the file, and still reaches the import's own check.
    const quotes = '"'.repeat(2_000_001);
    for (const url of ['/api/admin/imports/products/preview', '/api/admin/imports/products']) {
      const res = await admin.post(url, { csv: quotes });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: 'csv: The file is too large (at most 2 MB)', code: 'BAD_REQUEST' });
    }
    const trpc = await admin.json('POST', '/trpc/admin.reports.importProducts', JSON.stringify({ csv: quotes }));
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toContain('The file is too large (at most 2 MB)');
    // The same megabyte and a half anywhere else is refused before it is read.
    const big = 'x'.repeat(1_500_000);
    expect((await admin.post('/api/collections', { name: 'Big', description: big })).statusCode).toBe(413);
    expect((await admin.json('POST', '/trpc/admin.collections.create', JSON.stringify({ name: big }))).statusCode).toBe(
      413,
    );
  });

  it('flags in the preview, with the same message, a row the import refuses: a category with no letter or digit', async () => {
    await addCollection(db, 'Summer');
    const csv = 'name,price,category,collection\nTee,10,Tees,Summer\nOdd tee,12,!!!,summer\nLost tee,9,Tees,Winter\n';
    const problems = [
      { row: 3, column: 'category', message: 'Category must contain a letter or a digit' },
      { row: 4, column: 'collection', message: 'Collection "Winter" does not exist' },
    ];
    const preview = await admin.post('/api/admin/imports/products/preview', { csv });
    expect(preview.json()).toMatchObject({ rows: 3, creates: 1, errors: problems });
    const refused = await admin.post('/api/admin/imports/products', { csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Nothing was imported: 2 problem(s) in the file (row 3, category: Category must contain a letter or a digit; ' +
        'row 4, collection: Collection "Winter" does not exist)',
    );
    expect(await productCount()).toBe(0);
    // The product form refuses the same category with the same words.
    const form = await admin.post('/api/products', { name: 'Odd tee', price: 12, category: '!!!' });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ message: 'Category must contain a letter or a digit', code: 'BAD_REQUEST' });
  });
});
