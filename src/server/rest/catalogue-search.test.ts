import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueSearch,
  catalogueSearchSchema,
  type FacetOption,
  facetOptionSchema,
} from '../../shared/schemas/catalogue-search.js';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addPainting, addProduct, setSizePrice } from '../testing/fixtures.js';
import { useTestApp } from '../testing/helpers.js';

/** `GET /api/catalogue/search` (issue 39): the catalogue narrowed by facets, with their counts, through the app. */
let app: FastifyInstance;
let db: Db;
useTestApp((shop) => ({ app, db } = shop));

const get = (query: string) => app.inject({ url: `/api/catalogue/search${query}` });

async function search(query: string) {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  // The documented answer's shape, every item and option as the contract declares them.
  return catalogueSearchSchema.parse(res.json());
}
const names = (answer: CatalogueSearch) =>
  answer.items.map((item) => (item.itemType === 'product' ? item.name : item.title));
const counts = (options: FacetOption[]) =>
  Object.fromEntries(options.map((o) => [o.value, facetOptionSchema.parse(o).count]));

/** Sets one variant's stock (the product tracks stock per variant from then on). */
async function variantStock(productId: number, size: string, color: string, quantity: number) {
  await db.updateTable('product').set({ stock_per_variant: 1 }).where('id', '=', productId).execute();
  const variant = await db
    .selectFrom('product_variant')
    .select('id')
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .where('color', '=', color)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('inventory_item')
    .values({ item_type: 'product', product_id: productId, variant_id: variant.id, sku: `V-${variant.id}`, quantity })
    .execute();
}

describe('GET /api/catalogue/search', () => {
  it('narrows by size and colour within one variant, with repeatable params, and counts each option', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    const tee = await addProduct(db, { name: 'Tee', categoryId: tees, sizes: ['S', 'M'], colors: ['Black', 'White'] });
    const hoodie = await addProduct(db, { name: 'Hoodie', priceCents: 12_000, sizes: ['M', 'L'], colors: ['Black'] });
    await addPainting(db, { title: 'Tidal Drift' });
    // The tee's only stock: S in Black and M in White. No M in Black is in stock.
    for (const [size, color, n] of [
      ['S', 'Black', 2],
      ['S', 'White', 0],
      ['M', 'Black', 0],
      ['M', 'White', 1],
    ] as const) {
      await variantStock(tee, size, color, n);
    }
    void hoodie;

    const all = await search('');
    expect(all.total).toBe(3);
    expect(counts(all.facets.size)).toEqual({ S: 1, M: 2, L: 1 });
    expect(counts(all.facets.kind)).toEqual({ original: 1 });

    const mBlack = await search('?size=M&color=Black');
    expect(names(mBlack).sort()).toEqual(['Hoodie', 'Tee']);
    const mBlackInStock = await search('?size=M&color=Black&inStock=true');
    expect(names(mBlackInStock)).toEqual(['Hoodie']);
    // Sizes counted with the colour and stock: M in Black in stock is the hoodie alone; S in Black the tee.
    expect(counts(mBlackInStock.facets.size)).toEqual({ S: 1, M: 1, L: 1 });
    expect(counts(mBlackInStock.facets.color)).toEqual({ Black: 1, White: 1 });

    const sOrL = await search('?size=S&size=L');
    expect(names(sOrL).sort()).toEqual(['Hoodie', 'Tee']);
    expect(names(await search('?category=t-shirts'))).toEqual(['Tee']);
    // Tidal Drift ($1,200) is over $150.
    expect(counts((await search('?price=100-150')).facets.price)).toEqual({
      'under-50': 1,
      '100-150': 1,
      'over-150': 1,
    });
  });

  it("counts and lists a $1,200 painting under 'Over $150': that range has no top", async () => {
    await addPainting(db, { title: 'Big Sky', priceCents: 120_000 });
    await addProduct(db, { name: 'Tee', priceCents: 4_500 });
    const all = await search('');
    expect(counts(all.facets.price)).toEqual({ 'under-50': 1, 'over-150': 1 });
    expect(names(await search('?price=over-150'))).toEqual(['Big Sky']);
  });

  it('prices a product by its variants (their own price, else its): the one of the chosen size and colour', async () => {
    // The walk's Acid Wash Tee: $42, but its L in Black is $60. Sorted and shown at its own price.
    const tee = await addProduct(db, {
      name: 'Acid Wash Tee',
      priceCents: 4_200,
      sizes: ['M', 'L'],
      colors: ['Black'],
    });
    await setSizePrice(db, tee, 'L', 6_000);
    await addProduct(db, { name: 'Plain Tee', priceCents: 3_000, sizes: ['L'], colors: ['Black'] });
    expect(counts((await search('')).facets.price)).toEqual({ 'under-50': 2, '50-100': 1 });
    expect(names(await search('?price=50-100'))).toEqual(['Acid Wash Tee']);
    const large = await search('?size=L&color=Black&price=50-100');
    expect({ names: names(large), price: counts(large.facets.price) }).toEqual({
      names: ['Acid Wash Tee'],
      price: { 'under-50': 1, '50-100': 1 },
    });
    // Its M is $42: nothing between $50 and $100 in M; the bounds read the same price as the ranges.
    expect((await search('?size=M&price=50-100')).total).toBe(0);
    expect(names(await search('?minPrice=55&maxPrice=70'))).toEqual(['Acid Wash Tee']);
    expect(names(await search('?size=M&minPrice=55'))).toEqual([]);
    const cheapest = await search('?sort=price-asc&price=under-50');
    expect(cheapest.items.map((item) => item.itemType === 'product' && item.price)).toEqual([30, 42]);
    // The variant back at the product's price (a variant's write alone moves the cached answers on): no longer
    // between $50 and $100.
    await db.updateTable('product_variant').set({ price_cents: null }).where('product_id', '=', tee).execute();
    expect((await search('?price=50-100')).total).toBe(0);
  });
});

describe('GET /api/catalogue/search: bad parameters', () => {
  it.each([
    ['?price=cheap', 'Unknown price range'],
    ['?sort=random', 'Unknown sort order'],
    ['?inStock=yes', 'Must be true or false'],
    ['?minPrice=-5', 'A price cannot be negative'],
    ['?kind=poster', 'Unknown painting kind'],
    ['?sizeRange=huge', 'Unknown size range'],
    ['?type=gift', 'Unknown item type'],
    ['?page=0', 'page must be 1 or more'],
    [`?size=${'M&size='.repeat(31)}M`, 'Too many values for one filter'],
    [`?color=${'x'.repeat(101)}`, 'A filter value is too long'],
  ])('%s is a 400 naming the problem, never a 500', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });
});

describe('GET /api/catalogue/search: what is listed and counted', () => {
  it('never lists nor counts an unreleased item, announced or not, nor a deleted one', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    await addProduct(db, { name: 'Out', categoryId: tees, sizes: ['M'], colors: ['Black'] });
    const later = await addProduct(db, { name: 'Later', categoryId: tees, sizes: ['M', 'XL'], colors: ['Black'] });
    const shown = await addProduct(db, { name: 'Announced', categoryId: tees, sizes: ['M'], colors: ['Red'] });
    const gone = await addProduct(db, { name: 'Gone', categoryId: tees, sizes: ['M'], colors: ['Black'] });
    const art = await addPainting(db, { title: 'Soon' });
    const future = '2099-01-01T00:00:00.000Z';
    await db.updateTable('product').set({ publish_at: future }).where('id', 'in', [later, shown]).execute();
    await db.updateTable('product').set({ announce: 1 }).where('id', '=', shown).execute();
    await db.updateTable('product').set({ deleted_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', gone).execute();
    await db.updateTable('painting').set({ publish_at: future, announce: 1 }).where('id', '=', art).execute();

    for (const query of ['', '?category=t-shirts', '?size=M', '?inStock=true', '?category=all']) {
      const answer = await search(query);
      expect(names(answer)).toEqual(['Out']);
      expect(answer.total).toBe(1);
    }
    const answer = await search('');
    expect(counts(answer.facets.size)).toEqual({ M: 1 });
    expect(counts(answer.facets.color)).toEqual({ Black: 1 });
    expect(counts(answer.facets.category)).toEqual({ 't-shirts': 1 });
    expect(answer.facets.kind).toEqual([]);
    expect(answer.facets.inStock).toBe(1);
  });

  it('category=<slug>, all, new-arrivals and collection=<name> list what those pages list, in each sort', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    const jackets = await addCategory(db, 'Jackets');
    const vintage = await addCollection(db, 'Vintage Wash');
    const rows = [
      ['Bravo', 5000, tees, true, 1],
      ['alpha', 4200, tees, false, 2],
      ['Charlie', 10_000, jackets, true, 3],
      ['delta', 4200, tees, false, 4],
      ['Echo', 15_001, jackets, false, 5],
    ] as const;
    for (const [name, priceCents, categoryId, isNew, day] of rows) {
      await addProduct(db, {
        name,
        priceCents,
        categoryId,
        isNew,
        collectionId: day % 2 ? vintage : null,
        createdAt: `2026-01-0${day}T00:00:00.000Z`,
      });
    }
    await addPainting(db, { title: 'Tidal Drift' });
    const trpc = async (procedure: string, input: Record<string, unknown>) => {
      const res = await app.inject({
        url: `/trpc/catalogue.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().result.data.items as { name: string }[]).map((item) => item.name);
    };
    for (const sort of ['newest', 'price-asc', 'price-desc', 'alphabetical']) {
      for (const category of ['t-shirts', 'Jackets', 'all', 'new-arrivals']) {
        const page = await trpc('categoryPage', { category, sort, pageSize: 100 });
        expect(names(await search(`?category=${category}&sort=${sort}&pageSize=100`)), `${category} ${sort}`).toEqual(
          page,
        );
      }
      const page = await trpc('collectionPage', { collection: 'vintage-wash', sort, pageSize: 100 });
      expect(names(await search(`?collection=vintage-wash&sort=${sort}&pageSize=100`))).toEqual(page);
      expect(page.length).toBe(3);
    }
    // Pages by the productsPerPage setting, the page past the end clamped to the last, as the pages do.
    const second = await search('?category=all&sort=alphabetical&pageSize=2&page=9');
    expect({ names: names(second), page: second.page, total: second.total }).toEqual({
      names: ['Echo'],
      page: 3,
      total: 5,
    });
  });

  it('answers both kinds, each with its itemType, and narrows by words, type, price bounds, medium and kind', async () => {
    await addProduct(db, { name: 'Faded Indigo Tee', priceCents: 4500 });
    await addPainting(db, { title: 'Indigo Study', priceCents: 90_000, original: false, stock: 3 });
    await addPainting(db, { title: 'Tidal Drift', priceCents: 120_000 });
    const all = await search('?sort=alphabetical');
    expect(all.items.map((item) => item.itemType)).toEqual(['product', 'painting', 'painting']);
    expect(names(await search('?q=indigo&sort=alphabetical'))).toEqual(['Faded Indigo Tee', 'Indigo Study']);
    expect(names(await search('?type=painting&sort=alphabetical'))).toEqual(['Indigo Study', 'Tidal Drift']);
    expect(names(await search('?minPrice=100&maxPrice=1000'))).toEqual(['Indigo Study']);
    expect(names(await search('?kind=print'))).toEqual(['Indigo Study']);
    const art = await search('?medium=Acrylic%20on%20canvas&kind=original');
    expect(names(art)).toEqual(['Tidal Drift']);
    expect(counts(art.facets.kind)).toEqual({ original: 1, print: 1 });
    expect(counts(art.facets.sizeRange)).toEqual({ large: 1 });
  });
});
