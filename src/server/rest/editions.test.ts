import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { signedInAdmin, type TestBrowser, testApp } from '../testing/helpers.js';

/**
 * Editions per print size over REST (issue 43, item 5): `POST`/`PUT /api/paintings` take `editions`, paintings
 * answer them; without `editions`, `limited_edition_count` is the first size's edition; bad editions are a 400 that
 * changes nothing.
 */
let shop: Awaited<ReturnType<typeof testApp>>;
let db: Db;
let admin: TestBrowser;
beforeAll(async () => {
  shop = await testApp();
  db = shop.db;
  ({ admin } = await signedInAdmin(shop.app, shop.db));
}, 60_000);
afterAll(async () => {
  await shop?.app.close();
  await shop?.db.destroy();
});

const SIZES = [
  { width: 8, height: 10, unit: 'in', price: 60 },
  { width: 16, height: 20, unit: 'in', price: 140 },
];

async function newPrint(extra: object = {}): Promise<number> {
  const res = await admin.post('/api/paintings', {
    title: 'Tide Line',
    price: 60,
    is_original: false,
    is_limited: true,
    available_sizes: SIZES,
    editions: [
      { width: 8, height: 10, total: 50, proofs: 5 },
      { width: 16, height: 20, total: 25 },
    ],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** What a painting's editions and edition columns hold (a refused call must leave it so). */
async function state(id: number) {
  const page = (await admin.get(`/api/paintings/${id}`)).json();
  return {
    editions: page.editions,
    count: page.limited_edition_count,
    current: page.current_edition_number,
    stock: page.stock,
  };
}

describe('editions per print size over REST', () => {
  it('answers each size with its edition, and the painting row with the first size', async () => {
    const id = await newPrint();
    expect(await state(id)).toEqual({
      editions: [
        { width: 8, height: 10, unit: 'in', size: '8x10in', total: 50, sold: 0, proofs: 5, proofsSold: 0 },
        { width: 16, height: 20, unit: 'in', size: '16x20in', total: 25, sold: 0, proofs: 0, proofsSold: 0 },
      ],
      count: 50,
      current: 0,
      stock: 75,
    });
  });

  it.each([
    ['a size the print does not offer', { editions: [{ width: 5, height: 7, total: 10 }] }],
    [
      'two editions for one size',
      {
        editions: [
          { width: 8, height: 10, total: 10 },
          { width: 8, height: 10, total: 12 },
        ],
      },
    ],
    ['an edition of none', { editions: [{ width: 8, height: 10, total: 0 }] }],
    ['negative proofs', { editions: [{ width: 8, height: 10, total: 10, proofs: -1 }] }],
    ['an edition that is not a list', { editions: { width: 8, height: 10, total: 10 } }],
    ['an edition smaller than the numbers it sold', { editions: [{ width: 8, height: 10, total: 2 }] }],
    ['an older client shrinking the first size below its sold numbers', { limited_edition_count: 2 }],
    [
      'editions on an original',
      { is_original: true, is_limited: false, editions: [{ width: 8, height: 10, total: 9 }] },
    ],
  ])('refuses %s with a 400 and changes nothing', async (_, body) => {
    const id = await newPrint();
    await db
      .updateTable('painting_edition')
      .set({ sold: 3 })
      .where('painting_id', '=', id)
      .where('width', '=', 8)
      .execute();
    await db.updateTable('painting').set({ current_edition_number: 3 }).where('id', '=', id).execute();
    const before = await state(id);
    const res = await admin.put(`/api/paintings/${id}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(await state(id)).toEqual(before);
  });

  it('lets an older client set the first size with limited_edition_count; a new size gets the same count', async () => {
    const id = await newPrint();
    const res = await admin.put(`/api/paintings/${id}`, {
      limited_edition_count: 40,
      available_sizes: [...SIZES, { width: 24, height: 30, unit: 'in', price: 220 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().editions.map((e: { size: string; total: number }) => [e.size, e.total])).toEqual([
      ['8x10in', 40],
      ['16x20in', 25],
      ['24x30in', 40],
    ]);
    // A size taken away and put back keeps its edition (and its numbers sold).
    await db
      .updateTable('painting_edition')
      .set({ sold: 7 })
      .where('painting_id', '=', id)
      .where('width', '=', 16)
      .execute();
    expect((await admin.put(`/api/paintings/${id}`, { available_sizes: [SIZES[0]] })).statusCode).toBe(200);
    const back = await admin.put(`/api/paintings/${id}`, { available_sizes: SIZES });
    expect(back.json().editions[1]).toMatchObject({ size: '16x20in', total: 25, sold: 7 });
  });

  it('refuses a caller who is not signed in', async () => {
    const id = await newPrint();
    const body = { editions: [{ width: 8, height: 10, total: 10 }] };
    const anonymous = await shop.app.inject({ method: 'PUT', url: `/api/paintings/${id}`, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await state(id)).editions[0].total).toBe(50);
  });
});
