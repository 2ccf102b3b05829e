import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { type TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * Photos per item (issue 38) over the documented REST: `images: [{url, alt, color}]` beside the cover
 * (`imageUrl` / `image_url`), written with the item in one flow, refused whole with a clear 400.
 */
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ db, admin } = shop));

const PHOTOS = [
  { url: '/uploads/front.webp', alt: 'Acid Wash Tee — front', color: 'Bleached Blue' },
  { url: 'https://cdn.example.com/back.jpg', alt: 'Acid Wash Tee — back' },
  { url: '/uploads/detail.webp', alt: 'Acid Wash Tee — detail', color: 'Black' },
];

async function createTee(extra: Record<string, unknown> = {}) {
  const res = await admin.post('/api/products', {
    name: 'Acid Wash Tee',
    price: 40,
    colors: ['Bleached Blue', 'Black'],
    images: PHOTOS,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; imageUrl: string | null; images: unknown[]; colorSwatches: object };
}

/** What the database holds of the item's photos and cover: a refused write must leave both as they were. */
async function stored(type: 'product' | 'painting', id: number) {
  const images = await db
    .selectFrom('item_image')
    .select(['url', 'alt', 'color'])
    .where('item_type', '=', type)
    .where('item_id', '=', id)
    .orderBy('position')
    .execute();
  const item = await db.selectFrom(type).select('image_url').where('id', '=', id).executeTakeFirstOrThrow();
  return { images, cover: item.image_url };
}

const ANSWERED = PHOTOS.map((p) => ({ color: null, ...p }));

describe('a product’s photos', () => {
  it('are answered in order on every read, the first mirrored as the cover', async () => {
    const tee = await createTee({ colorSwatches: { 'Bleached Blue': '#9DB4D0' } });
    expect(tee.images).toEqual(ANSWERED);
    expect(tee.imageUrl).toBe('/uploads/front.webp');
    expect(tee.colorSwatches).toEqual({ 'Bleached Blue': '#9db4d0' });
    const detail = (await admin.get(`/api/products/${tee.id}`)).json();
    expect(detail).toMatchObject({ imageUrl: '/uploads/front.webp', images: ANSWERED });
    expect(detail.colorSwatches).toEqual({ 'Bleached Blue': '#9db4d0' });
    const list = (await admin.get('/api/products')).json() as { id: number; images: unknown }[];
    expect(list.find((p) => p.id === tee.id)?.images).toEqual(ANSWERED);
    const row = await db.selectFrom('product').select('image_url').where('id', '=', tee.id).executeTakeFirstOrThrow();
    expect(row.image_url).toBe('/uploads/front.webp');
  });

  it('are replaced, reordered, by PUT; an omitted `images` leaves them as they are', async () => {
    const tee = await createTee();
    const reordered = [PHOTOS[2], PHOTOS[0]];
    const put = await admin.put(`/api/products/${tee.id}`, { images: reordered });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ imageUrl: '/uploads/detail.webp', images: reordered });
    const renamed = await admin.put(`/api/products/${tee.id}`, { name: 'Acid Wash Tee II' });
    expect(renamed.json()).toMatchObject({ imageUrl: '/uploads/detail.webp', images: reordered });
  });

  it('`imageUrl` alone replaces the cover and keeps the other photos', async () => {
    const tee = await createTee();
    const res = await admin.put(`/api/products/${tee.id}`, { imageUrl: '/uploads/new-front.webp' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imageUrl: '/uploads/new-front.webp',
      images: [{ url: '/uploads/new-front.webp', alt: 'Acid Wash Tee', color: null }, ...ANSWERED.slice(1)],
    });
  });

  it('an item with only its `imageUrl` answers it as its one photo, described by its name', async () => {
    const res = await admin.post('/api/products', { name: 'Plain Tee', price: 20, imageUrl: '/uploads/plain.webp' });
    expect(res.json()).toMatchObject({
      imageUrl: '/uploads/plain.webp',
      images: [{ url: '/uploads/plain.webp', alt: 'Plain Tee', color: null }],
    });
  });

  const refused: [string, Record<string, unknown>, RegExp][] = [
    [
      '13 photos',
      { images: Array.from({ length: 13 }, (_, i) => ({ url: `/uploads/${i}.webp`, alt: `Photo ${i + 1}` })) },
      /At most 12 photos/,
    ],
    ['an empty alt', { images: [{ url: '/uploads/a.webp', alt: '  ' }] }, /alt text/],
    ['a javascript: URL', { images: [{ url: 'javascript:alert(1)', alt: 'x' }] }, /photo URL/],
    ['a protocol-relative URL', { images: [{ url: '//evil.example/x.jpg', alt: 'x' }] }, /photo URL/],
    // URLs no browser or crawler can fetch (the sitemap and the page's head make them absolute).
    ['a photo URL that is not a URL', { images: [{ url: 'https://[oops', alt: 'x' }] }, /photo URL/],
    ['a cover URL that is not a URL', { imageUrl: 'http://cdn.example:99999/a.jpg' }, /Image URL/],
    ['a colour the product does not have', { images: [{ url: '/uploads/a.webp', alt: 'x', color: 'Pink' }] }, /Pink/],
    ['a swatch of a colour it does not have', { colorSwatches: { Pink: '#ff00ff' } }, /Pink/],
    ['a swatch that is not a colour', { colorSwatches: { Black: 'black' } }, /#1f4e8c/],
  ];
  for (const [what, body, message] of refused) {
    it(`refuses ${what} with a 400 that changes nothing`, async () => {
      const tee = await createTee({ colorSwatches: { Black: '#111111' } });
      const before = await stored('product', tee.id);
      const res = await admin.put(`/api/products/${tee.id}`, { name: 'Changed', ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await stored('product', tee.id)).toEqual(before);
      const after = (await admin.get(`/api/products/${tee.id}`)).json();
      expect(after).toMatchObject({ name: 'Acid Wash Tee', colorSwatches: { Black: '#111111' } });
      const created = await admin.post('/api/products', { name: 'New', price: 1, colors: ['Black'], ...body });
      expect(created.statusCode, created.body).toBe(400);
      expect(await db.selectFrom('product').select('id').where('name', '=', 'New').execute()).toEqual([]);
    });
  }
});

describe('a cart line', () => {
  it('shows the chosen colour’s first photo, the cover for a colour with none (the order’s line is taken from the same)', async () => {
    const tee = await createTee({ colors: ['Bleached Blue', 'Black', 'White'], sizes: ['M'], stock: 5 });
    const cartId = randomUUID();
    for (const color of ['Black', 'White'])
      expect(
        (await admin.post('/api/cart', { cartId, productId: tee.id, quantity: 1, size: 'M', color })).statusCode,
      ).toBe(201);
    const lines = (await admin.get(`/api/cart/${cartId}`)).json() as { color: string; imageUrl: string }[];
    expect(lines.map((l) => [l.color, l.imageUrl])).toEqual([
      ['Black', '/uploads/detail.webp'],
      ['White', '/uploads/front.webp'],
    ]);
  });
});

describe('photos written at once', () => {
  it('leave exactly one writer’s list of 12, never a mix or more, and no 5xx', async () => {
    const tee = await createTee();
    const lists = Array.from({ length: 8 }, (_, w) =>
      Array.from({ length: 12 }, (_, i) => ({ url: `/uploads/w${w}-${i}.webp`, alt: `Writer ${w}, photo ${i + 1}` })),
    );
    const answers = await Promise.all(lists.map((images) => admin.put(`/api/products/${tee.id}`, { images })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const { images, cover } = await stored('product', tee.id);
    expect(images).toHaveLength(12);
    const writer = images[0]?.url.match(/^\/uploads\/w(\d)-/)?.[1];
    expect(images).toEqual(lists[Number(writer)]?.map((i) => ({ ...i, color: null })));
    expect(cover).toBe(images[0]?.url);
  });
});

describe('a painting’s photos', () => {
  async function addUpload(base: string) {
    await db
      .insertInto('media')
      .values({
        filename: `${base}.webp`,
        original_name: `${base}.jpg`,
        mime: 'image/webp',
        width: 1200,
        height: 900,
        size_bytes: 1000,
        variants: JSON.stringify([
          { width: 400, file: `${base}-400.webp` },
          { width: 800, file: `${base}-800.webp` },
        ]),
        uploaded_by: null,
      })
      .execute();
  }

  it('mirror the cover into image_url, its thumbnail into preview_image_url unless given', async () => {
    await addUpload('dusk');
    await addUpload('dawn');
    const images = [
      { url: '/uploads/dusk.webp', alt: 'Dusk — front' },
      { url: '/uploads/dusk-frame.webp', alt: 'Dusk — in its frame' },
    ];
    const res = await admin.post('/api/paintings', { title: 'Dusk', price: 300, images });
    expect(res.statusCode, res.body).toBe(201);
    const dusk = res.json();
    expect(dusk).toMatchObject({
      image_url: '/uploads/dusk.webp',
      preview_image_url: '/uploads/dusk-400.webp',
      images: images.map((i) => ({ ...i, color: null })),
    });
    const cover = await admin.put(`/api/paintings/${dusk.id}`, { image_url: '/uploads/dawn.webp' });
    expect(cover.json()).toMatchObject({
      image_url: '/uploads/dawn.webp',
      preview_image_url: '/uploads/dawn-400.webp',
      images: [
        { url: '/uploads/dawn.webp', alt: 'Dusk', color: null },
        { ...images[1], color: null },
      ],
    });
    const given = await admin.put(`/api/paintings/${dusk.id}`, {
      images: [images[1]],
      preview_image_url: '/uploads/own-preview.webp',
    });
    expect(given.json()).toMatchObject({
      image_url: '/uploads/dusk-frame.webp',
      preview_image_url: '/uploads/own-preview.webp',
    });
    const listed = (await admin.get('/api/paintings')).json() as { id: number; images: unknown }[];
    expect(listed.find((p) => p.id === dusk.id)?.images).toEqual([{ ...images[1], color: null }]);
  });

  it('refuses a colour on a painting’s photo, changing nothing', async () => {
    const dusk = (
      await admin.post('/api/paintings', { title: 'Dusk', price: 300, image_url: '/uploads/d.webp' })
    ).json();
    const before = await stored('painting', dusk.id);
    const res = await admin.put(`/api/paintings/${dusk.id}`, {
      images: [{ url: '/uploads/e.webp', alt: 'Dusk', color: 'Black' }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/painting's photos have no colour/);
    expect(await stored('painting', dusk.id)).toEqual(before);
    const many = Array.from({ length: 13 }, (_, i) => ({ url: `/uploads/${i}.webp`, alt: `Dusk ${i}` }));
    expect((await admin.put(`/api/paintings/${dusk.id}`, { images: many })).statusCode).toBe(400);
    expect(await stored('painting', dusk.id)).toEqual(before);
  });
});
