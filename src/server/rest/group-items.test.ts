import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addPainting, addProduct } from '../testing/fixtures.js';
import { type TestBrowser as Browser, TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * Issue 39, item 4: the owner chooses what a category or collection holds (products and paintings) and in which
 * order (`admin.groups.setItems`, the admin's picker); the group's storefront page lists them in that order by
 * default, other sorts as before, and `GET /api/products/category/…` answers what it did.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

type Ref = { kind: 'product' | 'painting'; id: number };
const setItems = (who: Browser, group: 'category' | 'collection', id: number, items: Ref[]) =>
  who.post('/trpc/admin.groups.setItems', { group, id, items });
const query = (who: Browser, path: string, input: object) =>
  who.get(`/trpc/admin.groups.${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
const names = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { title?: string; name?: string }[]).map((item) => item.title ?? item.name);
};
/** Where every product and painting is: its category and collection, and its places there. */
const placesOf = async () => ({
  products: await db
    .selectFrom('product')
    .select(['id', 'category_id', 'category_position', 'collection_id', 'collection_position'])
    .orderBy('id')
    .execute(),
  paintings: await db
    .selectFrom('painting')
    .select(['id', 'category_id', 'category_position', 'collection_id', 'collection_position'])
    .orderBy('id')
    .execute(),
});

/** "Art Prints" with nothing in it, two paintings and two products outside it (the Tee newest). */
async function artPrints() {
  const category = await addCategory(db, 'Art Prints');
  const harbour = await addPainting(db, { title: 'Harbour', original: false, priceCents: 9_000 });
  const dunes = await addPainting(db, { title: 'Dunes', original: false, priceCents: 3_000 });
  const poster = await addProduct(db, { name: 'Poster', priceCents: 5_000, createdAt: '2026-11-01T10:00:00.000Z' });
  const tee = await addProduct(db, { name: 'Tee', priceCents: 2_000, createdAt: '2026-11-20T10:00:00.000Z' });
  return { category, harbour, dunes, poster, tee };
}

describe('the items of a category, chosen and ordered by the owner', () => {
  it('holds products and paintings in the owner order, the storefront page follows it by default and at once', async () => {
    const { category, harbour, dunes, poster } = await artPrints();
    expect(await names('/api/catalogue/search?category=art-prints')).toEqual([]); // cached by the catalogue version
    const order: Ref[] = [
      { kind: 'painting', id: dunes },
      { kind: 'product', id: poster },
      { kind: 'painting', id: harbour },
    ];
    const set = await setItems(admin, 'category', category, order);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().result.data).toEqual([
      { kind: 'painting', id: dunes, name: 'Dunes', imageUrl: null, inGroup: 'Art Prints' },
      { kind: 'product', id: poster, name: 'Poster', imageUrl: null, inGroup: 'Art Prints' },
      { kind: 'painting', id: harbour, name: 'Harbour', imageUrl: null, inGroup: 'Art Prints' },
    ]);
    expect(await names('/api/catalogue/search?category=art-prints')).toEqual(['Dunes', 'Poster', 'Harbour']);
    expect(await names('/api/catalogue/search?category=art-prints&sort=price-asc')).toEqual([
      'Dunes',
      'Poster',
      'Harbour',
    ]);
    expect(await names('/api/catalogue/search?category=art-prints&sort=price-desc')).toEqual([
      'Harbour',
      'Poster',
      'Dunes',
    ]);

    // Reordered: the page follows at once; the documented products call answers its products, as before.
    const reordered = [order[2], order[0], order[1]] as Ref[];
    expect((await setItems(admin, 'category', category, reordered)).statusCode).toBe(200);
    expect(await names('/api/catalogue/search?category=art-prints')).toEqual(['Harbour', 'Dunes', 'Poster']);
    const documented = await app.inject({ url: '/api/products/category/art-prints' });
    expect((documented.json() as { name: string }[]).map((p) => p.name)).toEqual(['Poster']);
    const listed = await query(admin, 'items', { group: 'category', id: category });
    expect(listed.json().result.data.map((item: Ref) => item.id)).toEqual([harbour, dunes, poster]);

    // An item given the category by its own form comes after the placed ones; one left out leaves the category.
    const tee = await addProduct(db, { name: 'New Tee', categoryId: category });
    expect(await names('/api/catalogue/search?category=art-prints')).toEqual(['Harbour', 'Dunes', 'Poster', 'New Tee']);
    // Filtered by size (its products alone), and by size and colour, the placed Poster still before the newer Tee.
    for (const filter of ['size=M', 'size=M&color=black']) {
      expect(await names(`/api/catalogue/search?category=art-prints&${filter}`)).toEqual(['Poster', 'New Tee']);
    }
    expect((await setItems(admin, 'category', category, [{ kind: 'product', id: tee }])).statusCode).toBe(200);
    expect(await names('/api/catalogue/search?category=art-prints')).toEqual(['New Tee']);
    const places = await placesOf();
    expect(places.paintings.map((p) => [p.category_id, p.category_position])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(places.products.find((p) => p.id === poster)).toMatchObject({ category_id: null, category_position: null });
  });

  it('moves an item from another collection into this one, and the collection page follows the order', async () => {
    const { harbour, poster, tee } = await artPrints();
    const summer = await addCollection(db, 'Summer');
    const winter = await addCollection(db, 'Winter');
    await setItems(admin, 'collection', winter, [{ kind: 'product', id: poster }]);
    const moved = await setItems(admin, 'collection', summer, [
      { kind: 'product', id: tee },
      { kind: 'painting', id: harbour },
      { kind: 'product', id: poster },
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await names('/api/catalogue/search?collection=summer')).toEqual(['Tee', 'Harbour', 'Poster']);
    expect(await names('/api/catalogue/search?collection=winter')).toEqual([]);
    const candidates = await query(admin, 'candidates', { group: 'collection', q: 'post' });
    expect(candidates.json().result.data).toEqual([
      { kind: 'product', id: poster, name: 'Poster', imageUrl: null, inGroup: 'Summer' },
    ]);
    const paintings = await query(admin, 'candidates', { group: 'collection', kind: 'painting' });
    expect(paintings.json().result.data.map((item: { name: string }) => item.name)).toEqual(['Dunes', 'Harbour']);
  });
});

describe('setting what a group holds refuses', () => {
  it('anyone but the owner: a fresh client 401, a customer 403, nothing changed, nothing read', async () => {
    const { category, poster } = await artPrints();
    const before = await placesOf();
    const customer = new TestBrowser(app);
    const signedUp = await customer.post('/api/register', {
      username: 'mallory',
      email: 'mallory@example.com',
      password: 'secret1',
    });
    expect(signedUp.statusCode).toBe(201);
    for (const [who, status] of [
      [new TestBrowser(app), 401],
      [customer, 403],
    ] as const) {
      expect((await setItems(who, 'category', category, [{ kind: 'product', id: poster }])).statusCode).toBe(status);
      expect((await query(who, 'items', { group: 'category', id: category })).statusCode).toBe(status);
      expect((await query(who, 'candidates', { group: 'category' })).statusCode).toBe(status);
    }
    expect(await placesOf()).toEqual(before);
  });

  it.each([
    [
      'an unknown product',
      (ids: Ids) => ({
        items: [
          { kind: 'product', id: ids.poster },
          { kind: 'product', id: 999 },
        ],
      }),
      404,
    ],
    ['a deleted painting', (ids: Ids) => ({ items: [{ kind: 'painting', id: ids.deleted }] }), 404],
    ['an unknown category', () => ({ id: 999, items: [] }), 404],
    [
      'an item listed twice',
      (ids: Ids) => ({
        items: [
          { kind: 'product', id: ids.tee },
          { kind: 'product', id: ids.tee },
        ],
      }),
      400,
    ],
    ['an unknown kind', (ids: Ids) => ({ items: [{ kind: 'gift_card', id: ids.tee }] }), 400],
    ['an unknown group kind', () => ({ group: 'tag', items: [] }), 400],
    ['an id that is no number', () => ({ items: [{ kind: 'product', id: 'x' }] }), 400],
    ['no list', () => ({ items: null }), 400],
  ])('%s: a 4xx, nothing changed', async (_, input, status) => {
    const { category, harbour, dunes, poster, tee } = await artPrints();
    await db.updateTable('painting').set({ deleted_at: '2026-11-22T10:00:00.000Z' }).where('id', '=', dunes).execute();
    await setItems(admin, 'category', category, [
      { kind: 'painting', id: harbour },
      { kind: 'product', id: tee },
    ]);
    const before = await placesOf();
    const ids = { poster, tee, deleted: dunes };
    const res = await admin.post('/trpc/admin.groups.setItems', { group: 'category', id: category, ...input(ids) });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.body).not.toMatch(/stack|at .*\.ts/i);
    expect(await placesOf()).toEqual(before);
  });
});

type Ids = { poster: number; tee: number; deleted: number };

describe('two saves at once (on PostgreSQL, on two connections)', () => {
  it('of one category: the category holds exactly one of the two lists, in its order', async () => {
    const category = await addCategory(db, 'Art Prints');
    const ids = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => addProduct(db, { name })));
    const refs = (at: number[]) => at.map((i) => ({ kind: 'product' as const, id: ids[i] as number }));
    const lists = [refs([0, 1, 2]), refs([3, 4, 5])];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(lists.map((list) => setItems(admin, 'category', category, list)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const held = await query(admin, 'items', { group: 'category', id: category });
      const now = (held.json().result.data as Ref[]).map(({ kind, id }) => ({ kind, id }));
      expect(lists).toContainEqual(now);
      lists.reverse();
    }
  });

  it('claiming one item for two collections: it ends in one of them, and each holds what it was given but that', async () => {
    const [summer, winter] = [await addCollection(db, 'Summer'), await addCollection(db, 'Winter')];
    const shared = await addProduct(db, { name: 'Shared' });
    const mine = await addProduct(db, { name: 'Mine' });
    const yours = await addProduct(db, { name: 'Yours' });
    const ref = (id: number) => ({ kind: 'product' as const, id });
    const answers = await Promise.all([
      setItems(admin, 'collection', summer, [ref(shared), ref(mine)]),
      setItems(admin, 'collection', winter, [ref(shared), ref(yours)]),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const held = async (id: number) =>
      ((await query(admin, 'items', { group: 'collection', id })).json().result.data as Ref[]).map((i) => i.id);
    const [inSummer, inWinter] = [await held(summer), await held(winter)];
    expect(inSummer.includes(shared) !== inWinter.includes(shared)).toBe(true);
    expect(inSummer.filter((id) => id !== shared)).toEqual([mine]);
    expect(inWinter.filter((id) => id !== shared)).toEqual([yours]);
  });
});
