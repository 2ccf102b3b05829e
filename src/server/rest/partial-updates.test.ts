import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCollection } from '../testing/fixtures.js';
import { postJson, type TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * A `PUT` that sends some fields changes those and nothing else (zod 4 fills a create form's defaults in even under
 * `.partial()`: `{price}` alone used to wipe a print's sizes, tags, description, medium and dimensions). Over REST,
 * the same tRPC update the admin's dialogs call: paintings, products, collections, categories, vendors, discounts.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, perFile: true }, (shop) => ({ app, db, admin } = shop));

const PRINT = {
  title: 'Low Tide Salt',
  description: 'Bleach on indigo cotton.',
  price: 120,
  medium: 'Bleach on cotton',
  artist_name: 'Noor Haddad',
  dimensions: { width: 16, height: 20, unit: 'cm' },
  year: 2024,
  tags: ['sea', 'salt'],
  is_original: false,
  is_limited: true,
  shipping_price: 12,
  available_sizes: [
    { width: 8, height: 10, unit: 'in', price: 40 },
    { width: 16, height: 20, unit: 'in', price: 90 },
  ],
  editions: [
    { width: 8, height: 10, total: 50, proofs: 2 },
    { width: 16, height: 20, total: 25 },
  ],
  story: '<p>Painted at low tide.</p>',
  exhibitions: ['Galerie Rouge, Montréal, 2024'],
  category: 'Sea Prints',
  collection: 'Summer Light',
  images: [
    { url: '/uploads/tide-front.webp', alt: 'The print' },
    { url: '/uploads/tide-detail.webp', alt: 'A detail' },
  ],
};

/** What the admin reads of a painting, less what any write moves (its update time). */
async function painting(id: number) {
  const res = await admin.get(`/api/paintings/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  const { updated_at: _moved, ...rest } = res.json();
  return rest as Record<string, unknown>;
}

async function newPrint(): Promise<number> {
  const res = await admin.post('/api/paintings', PRINT);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('a partial painting update', () => {
  it('is written in full on create (the fixture every case below starts from)', async () => {
    await addCollection(db, 'Summer Light');
    const read = await painting(await newPrint());
    expect(read).toMatchObject({
      description: PRINT.description,
      medium: PRINT.medium,
      artist_name: PRINT.artist_name,
      dimensions: PRINT.dimensions,
      tags: PRINT.tags,
      story: PRINT.story,
      exhibitions: PRINT.exhibitions,
      category: 'Sea Prints',
      collection: 'Summer Light',
      available_sizes: PRINT.available_sizes,
      image_url: '/uploads/tide-front.webp',
    });
    expect(read.editions).toHaveLength(2);
    expect(read.images).toHaveLength(2);
  });

  it.each([
    ['price', { price: 135 }, { price: 135 }],
    ['title', { title: 'High Tide Salt' }, { title: 'High Tide Salt' }],
    ['description', { description: 'New words.' }, { description: 'New words.' }],
    ['medium', { medium: 'Discharge dye' }, { medium: 'Discharge dye' }],
    ['tags', { tags: 'tide, blue' }, { tags: ['tide', 'blue'] }],
    ['story', { story: '<p>Retold.</p>' }, { story: '<p>Retold.</p>' }],
    ['featured', { is_featured: true }, { is_featured: true }],
  ])('with only its %s changes that and nothing else', async (_name, body, changed) => {
    const id = await newPrint();
    const before = await painting(id);
    const res = await admin.put(`/api/paintings/${id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await painting(id)).toEqual({ ...before, ...changed });
  });

  it('with only its editions changes the editions (and the stock they make) and keeps the rest', async () => {
    const id = await newPrint();
    const before = await painting(id);
    const res = await admin.put(`/api/paintings/${id}`, {
      editions: [
        { width: 8, height: 10, total: 40, proofs: 2 },
        { width: 16, height: 20, total: 25 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await painting(id);
    expect(after.editions).toEqual([
      expect.objectContaining({ size: '8x10in', total: 40, proofs: 2 }),
      expect.objectContaining({ size: '16x20in', total: 25, proofs: 0 }),
    ]);
    const { editions: _e, limited_edition_count: _c, stock: _s, ...kept } = after;
    const { editions: _e0, limited_edition_count: _c0, stock: _s0, ...keptBefore } = before;
    expect(kept).toEqual(keptBefore);
    expect({ count: after.limited_edition_count, stock: after.stock }).toEqual({ count: 40, stock: 65 });
  });

  it('refuses a bad field with a 400 and changes nothing', async () => {
    const id = await newPrint();
    const before = await painting(id);
    for (const bad of [
      { price: -1 },
      { title: 'Kept Out', price: -1 },
      { title: '' },
      { available_sizes: 'big' },
      { tags: 5 },
      { dimensions: 3 },
    ]) {
      const res = await postJson(app, admin, `/api/paintings/${id}`, bad, 'PUT');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await painting(id)).toEqual(before);
  });
});

describe('other partial updates keep what they do not send', () => {
  it('a collection keeps its description', async () => {
    const created = await admin.post('/api/collections', { name: 'Harbour', description: 'Boats at rest.' });
    expect(created.statusCode, created.body).toBe(201);
    const res = await admin.put(`/api/collections/${created.json().id}`, { featured: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Harbour', description: 'Boats at rest.', featured: true });
  });

  it('a vendor keeps its contact', async () => {
    const created = await admin.post('/api/vendors', {
      name: 'Dye Co',
      contact_name: 'Ada',
      contact_email: 'ada@dye.test',
      contact_phone: '555-0100',
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await admin.put(`/api/vendors/${created.json().id}`, { name: 'Dye Company' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Dye Company',
      contact_name: 'Ada',
      contact_email: 'ada@dye.test',
      contact_phone: '555-0100',
    });
  });

  it('a product keeps its sizes, description and stock', async () => {
    const created = await admin.post('/api/products', {
      name: 'Bleached Tee',
      description: 'Soft.',
      price: 30,
      sizes: ['S', 'M'],
      colors: ['Indigo'],
      stock: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const res = await admin.put(`/api/products/${id}`, { price: 32 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: 32, description: 'Soft.', sizes: ['S', 'M'], colors: ['Indigo'] });
  });
});
