import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { seedDemoIfEmpty } from '../seed/demo.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const CHART = {
  columns: ['Size', 'Chest', 'Length'],
  rows: [
    ['S', '36', '27'],
    ['M', '40', '28.5'],
  ],
  unit: 'in',
};

const shopperGet = async (url: string) => (await new TestBrowser(app).get(url)).json();
const frenchGet = async (url: string) =>
  (await new TestBrowser(app).request('GET', url, undefined, { 'x-shop-locale': 'fr' })).json();

describe("the owner's details of products, paintings and categories (issue 38, item 3)", () => {
  it('writes and answers a product’s materials, fit, care and size chart; an edit without details keeps them', async () => {
    const created = await admin.post('/api/products', {
      name: 'Fleece Hoodie',
      price: 80,
      details: { materials: '80% cotton, 20% polyester fleece', fit: 'Relaxed', care: '  ', sizeChart: CHART },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const written = { materials: '80% cotton, 20% polyester fleece', fit: 'Relaxed', sizeChart: CHART };
    expect(created.json().details).toEqual(written);
    expect((await shopperGet(`/api/products/${id}`)).details).toEqual(written);
    const renamed = await admin.put(`/api/products/${id}`, { name: 'Fleece Hoodie II' });
    expect(renamed.json().details).toEqual(written);
    const edited = await admin.put(`/api/products/${id}`, { details: { care: 'Wash cold' } });
    expect(edited.json().details).toEqual({ care: 'Wash cold' });
    const cleared = await admin.put(`/api/products/${id}`, { details: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().details).toBeUndefined();
    expect((await shopperGet(`/api/products/${id}`)).details).toBeUndefined();
  });

  it('refuses too long texts, too large charts, ragged rows and unknown fields with 400, changing nothing', async () => {
    const { id } = (await admin.post('/api/products', { name: 'Tee', price: 30, details: { fit: 'Slim' } })).json();
    const row = (n: number) => Array.from({ length: n }, (_, i) => String(i));
    const bad = [
      { materials: 'x'.repeat(2001) },
      { sizeChart: { columns: row(13), rows: [], unit: 'in' } },
      { sizeChart: { columns: row(2), rows: Array.from({ length: 31 }, () => row(2)), unit: 'in' } },
      { sizeChart: { columns: row(3), rows: [row(3), row(2)], unit: 'in' } },
      { sizeChart: { columns: row(2), rows: [row(2)], unit: 'ft' } },
      { colour: 'blue' },
      { fit: 5 },
      'Slim',
    ];
    for (const details of bad) {
      const res = await admin.put(`/api/products/${id}`, { name: 'Changed', details });
      expect(res.statusCode, JSON.stringify(details)).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    expect(
      (await admin.put(`/api/products/${id}`, { details: { materials: 'x'.repeat(2001) } })).json().message,
    ).toMatch(/Materials must be at most 2,000 characters/);
    expect(
      (
        await admin.post('/api/products', {
          name: 'New',
          price: 1,
          details: { sizeChart: { columns: row(3), rows: [row(2)], unit: 'in' } },
        })
      ).statusCode,
    ).toBe(400);
    const product = await shopperGet(`/api/products/${id}`);
    expect(product).toMatchObject({ name: 'Tee', details: { fit: 'Slim' } });
    expect((await db.selectFrom('product').select('id').execute()).length).toBe(1);
    expect(
      (await admin.put(`/api/products/${id}`, { details: { sizeChart: { ...CHART, rows: [row(3)] } } })).statusCode,
    ).toBe(200);
    const largest = { columns: row(12), rows: Array.from({ length: 30 }, () => row(12)), unit: 'cm' };
    const most = await admin.put(`/api/products/${id}`, {
      details: { materials: 'x'.repeat(2000), sizeChart: largest },
    });
    expect(most.statusCode).toBe(200);
  });

  it("shows each block from the product's own details, else its category's defaults; neither: no details", async () => {
    const category = (
      await admin.post('/api/categories', { name: 'Hoodies', details: { materials: 'Fleece', care: 'Wash cold' } })
    ).json();
    expect(category.details).toEqual({ materials: 'Fleece', care: 'Wash cold' });
    const plain = (await admin.post('/api/products', { name: 'Plain', price: 50, category: 'Hoodies' })).json();
    const own = (
      await admin.post('/api/products', { name: 'Own', price: 50, category: 'Hoodies', details: { care: 'Dry clean' } })
    ).json();
    const loose = (await admin.post('/api/products', { name: 'Loose', price: 50 })).json();
    expect((await shopperGet(`/api/products/${plain.id}`)).details).toEqual({ materials: 'Fleece', care: 'Wash cold' });
    expect((await shopperGet(`/api/products/${own.id}`)).details).toEqual({ materials: 'Fleece', care: 'Dry clean' });
    expect((await shopperGet(`/api/products/${loose.id}`)).details).toBeUndefined();
    // The admin edits the product's own details, not the category's.
    expect(plain.details).toBeUndefined();
    const listed = (await admin.get('/api/admin/products?pageSize=50')).json();
    expect(listed.items.find((p: { id: number }) => p.id === own.id).details).toEqual({ care: 'Dry clean' });
    // The owner changes the defaults: the page follows at once (no stale cached answer).
    const changed = await admin.put(`/api/categories/${category.id}`, { details: { fit: 'Boxy' } });
    expect(changed.json().details).toEqual({ fit: 'Boxy' });
    expect((await shopperGet(`/api/products/${plain.id}`)).details).toEqual({ fit: 'Boxy' });
    expect((await admin.put(`/api/categories/${category.id}`, { details: { fit: 'x'.repeat(2001) } })).statusCode).toBe(
      400,
    );
    expect((await shopperGet(`/api/products/${plain.id}`)).details).toEqual({ fit: 'Boxy' });
  });

  it("writes and answers a painting's framing, signature, certificate and shipping notes", async () => {
    const details = {
      framing: 'Unframed, on stretched canvas',
      signature: 'Signed on the front, lower right',
      certificate: 'Certificate of authenticity included',
      shippingNotes: 'Ships rolled in a tube',
    };
    const created = await admin.post('/api/paintings', { title: 'Dusk', price: 900, details });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json().details).toEqual(details);
    expect((await shopperGet(`/api/paintings/${id}`)).details).toEqual(details);
    expect((await admin.put(`/api/paintings/${id}`, { details: { framing: 'x'.repeat(2001) } })).statusCode).toBe(400);
    expect((await admin.put(`/api/paintings/${id}`, { details: { frame: 'Oak' } })).statusCode).toBe(400);
    const edited = await admin.put(`/api/paintings/${id}`, { details: { framing: 'Framed in oak' } });
    expect(edited.json().details).toEqual({ framing: 'Framed in oak' });
    expect((await shopperGet(`/api/paintings/${id}`)).details).toEqual({ framing: 'Framed in oak' });
  });

  it("the demo writes the spec's texts as its categories' defaults: data, not code; in French too", async () => {
    expect(await seedDemoIfEmpty(db)).toBe(true);
    const [first] = (await shopperGet('/api/products')) as { id: number }[];
    expect((await shopperGet(`/api/products/${first!.id}`)).details).toEqual({
      materials: 'Handmade\n100% cotton\nMade in Canada',
      care: 'Wash cold and inside out\nNo bleach\nTumble dry low\nIron low',
    });
    const french = (await frenchGet(`/api/products/${first!.id}`)) as {
      details: { materials: string };
      category: string;
    };
    expect(french.details.materials).toBe('Fait à la main\n100 % coton\nFabriqué au Canada');
    expect(french.category).not.toBe((await shopperGet(`/api/products/${first!.id}`)).category);
  });

  it('answers the details in the page’s language: the owner’s French per block, else the English', async () => {
    const category = (
      await admin.post('/api/categories', {
        name: 'Fleece',
        details: { materials: 'Fleece', care: 'Wash cold' },
        translations: { fr: { care: 'Laver à l’eau froide' } },
      })
    ).json();
    const product = (
      await admin.post('/api/products', {
        name: 'Cloud Hoodie',
        price: 80,
        category: 'Fleece',
        details: { fit: 'Relaxed' },
        translations: { fr: { fit: 'Ample' } },
      })
    ).json();
    expect(product.translations).toEqual({ fr: { fit: 'Ample' } });
    expect((await frenchGet(`/api/products/${product.id}`)).details).toEqual({
      materials: 'Fleece',
      care: 'Laver à l’eau froide',
      fit: 'Ample',
    });
    expect((await shopperGet(`/api/products/${product.id}`)).details).toEqual({
      materials: 'Fleece',
      care: 'Wash cold',
      fit: 'Relaxed',
    });
    const painting = (
      await admin.post('/api/paintings', {
        title: 'Dawn',
        price: 700,
        details: { framing: 'Unframed', signature: 'Signed' },
        translations: { fr: { framing: 'Non encadrée' } },
      })
    ).json();
    expect((await frenchGet(`/api/paintings/${painting.id}`)).details).toEqual({
      framing: 'Non encadrée',
      signature: 'Signed',
    });
    // What is left to translate is listed for the owner, block by block.
    const open = (await admin.get('/api/admin/translations/untranslated')).json() as {
      scope: string;
      key: string;
      fields: string[];
    }[];
    expect(open.find((u) => u.scope === 'category' && u.key === String(category.id))?.fields).toEqual([
      'name',
      'materials',
    ]);
    expect(open.find((u) => u.scope === 'painting' && u.key === String(painting.id))?.fields).toContain('signature');
  });
});
