import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueSearch,
  catalogueSearchInput,
  FACETS,
  type Facet,
  PAINTING_SIZE_RANGES,
  PRICE_FACET_VALUES,
  searchItemSchema,
} from '../../../shared/schemas/catalogue-search.js';
import type { Db } from '../../db/index.js';
import {
  CATEGORIES,
  COLLECTIONS,
  COLORS,
  editedColumns,
  hold,
  type Item,
  inPrice,
  MEDIUMS,
  oneRowQueryArb,
  type PaintingSpec,
  type ProductSpec,
  paintingArb,
  productArb,
  type Query,
  queryArb,
  rangeOf,
  SIZES,
  stateColumns,
} from '../../testing/facet-catalogues.js';
import { keptAndRecounted, moveStock } from '../../testing/facet-rows.js';
import { addOrder } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { catalogueSearch } from './facets.js';

/**
 * Issue 39's counting rule checked against a brute-force filter in TypeScript, over random small catalogues
 * (products with sizes × colours, stock shared or per variant, sold ones; paintings original or print, sold or
 * not, limited editions, in inches or centimetres, with print sizes; categories, collections; unreleased and
 * deleted items; retired variants; checkout holds live, expired or released; stock changes through the ledger after
 * the opening stock; variants with their own price; the owner's edits after them: price, a variant's price, category,
 * collection, new, sold, unpublished, deleted or restored), on whichever engine the run uses (`npm test`: SQLite; `npm run test:pg`: PostgreSQL). The kept
 * facet rows the counts read (`facet_row`) must equal a recount after every stock change and every catalogue.
 * Every option of every facet: its count is the list with that option added to the other facets' choices.
 */
let db: Db;
const NOW = new Date('2026-06-01T12:00:00.000Z');
useTestDb({ clock: () => NOW }, (deps) => ({ db } = deps));

const stamp = (day: number, i: number) =>
  `2026-01-${String(day).padStart(2, '0')}T00:00:${String(i % 60).padStart(2, '0')}.000Z`;

async function build(products: ProductSpec[], paintings: PaintingSpec[]): Promise<Item[]> {
  await db.deleteFrom('stock_hold').execute();
  const orderId = await addOrder(db, { status: 'pending' });
  // The last catalogue stays, removed from the shop (its stock ledger is append-only), its groups renamed away.
  for (const table of ['product', 'painting'] as const) {
    await db.updateTable(table).set({ deleted_at: '2026-02-01T00:00:00.000Z' }).execute();
  }
  await db.updateTable('category').set({ slug: sql`'old-' || id`, name: sql`'OLD ' || id` }).execute();
  await db.updateTable('collection').set({ name: sql`'old ' || id` }).execute();
  const categoryIds: number[] = [];
  for (const [i, name] of CATEGORIES.entries()) {
    const row = { name: name.toUpperCase(), slug: name, sort_order: i };
    categoryIds.push((await db.insertInto('category').values(row).returning('id').executeTakeFirstOrThrow()).id);
  }
  const collectionIds: number[] = [];
  for (const name of COLLECTIONS) {
    const row = { name, description: '', featured: 0 };
    collectionIds.push((await db.insertInto('collection').values(row).returning('id').executeTakeFirstOrThrow()).id);
  }
  const items: Item[] = [];
  for (const [i, p] of products.entries()) {
    const name = `item${String.fromCharCode(97 + (i % 26))}${i}`;
    const { id } = await db
      .insertInto('product')
      .values({
        name,
        price_cents: p.price,
        category_id: p.category === null ? null : (categoryIds[p.category] ?? null),
        collection_id: p.collection === null ? null : (collectionIds[p.collection] ?? null),
        is_new: p.isNew ? 1 : 0,
        is_sold: p.sold ? 1 : 0,
        stock_per_variant: p.perVariant ? 1 : 0,
        sizes: JSON.stringify(p.sizes),
        colors: JSON.stringify(p.colors),
        created_at: stamp(p.day, i),
        ...stateColumns(p.state),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shared = await db
      .insertInto('inventory_item')
      .values({ item_type: 'product', product_id: id, sku: `P${id}`, quantity: p.shared })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A hold on a variant's units is on the item that counts them: its own with stock per variant, else the shared.
    const holdsOn = (k: number) => p.holds.filter((h) => h.item === k);
    // Each item's units free to sell, by item id; the variants' items by their place (stock per variant).
    const free = new Map([
      [shared.id, await hold(db, orderId, shared.id, p.shared, p.perVariant ? holdsOn(9) : p.holds)],
    ]);
    const ownItems = new Map<number, number>();
    const offered: { size: string; color: string; item: number; place: number }[] = [];
    const variantIds = new Map<number, number>();
    const prices = new Map<number, number | null>();
    const combos = (p.sizes.length ? p.sizes : ['']).flatMap((size) =>
      (p.colors.length ? p.colors : ['']).map((color) => ({ size, color })),
    );
    for (const [k, combo] of combos.entries()) {
      const variant = await db
        .insertInto('product_variant')
        .values({
          product_id: id,
          size: combo.size,
          color: combo.color,
          sort_order: k,
          price_cents: p.prices[k] ?? null,
          created_at: NOW.toISOString(),
          retired_at: p.retired[k] ? '2026-05-01T00:00:00.000Z' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      variantIds.set(k, variant.id);
      prices.set(k, p.prices[k] ?? null);
      const own = p.stock[k] ?? 0;
      if (p.perVariant) {
        const item = await db
          .insertInto('inventory_item')
          .values({
            item_type: 'product',
            product_id: id,
            variant_id: variant.id,
            sku: `V${variant.id}`,
            quantity: own,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        free.set(item.id, await hold(db, orderId, item.id, own, holdsOn(k)));
        ownItems.set(k, item.id);
      }
      if (!p.retired[k]) offered.push({ ...combo, item: p.perVariant ? (ownItems.get(k) ?? -1) : shared.id, place: k });
    }
    for (const move of p.moves) {
      const item = p.perVariant && move.item !== 9 ? ownItems.get(move.item) : shared.id;
      if (item !== undefined && (await moveStock(db, item, move.change, NOW))) {
        free.set(item, (free.get(item) ?? 0) + move.change);
      }
      const { kept, recounted } = await keptAndRecounted(db);
      expect(kept).toEqual(recounted);
    }
    const ids = { categoryIds, collectionIds };
    for (const edit of p.edits) {
      if ('variant' in edit) {
        const variantId = variantIds.get(edit.variant);
        if (variantId === undefined) continue;
        await db
          .updateTable('product_variant')
          .set({ price_cents: edit.variantPrice })
          .where('id', '=', variantId)
          .execute();
        prices.set(edit.variant, edit.variantPrice);
      } else await db.updateTable('product').set(editedColumns(edit, ids)).where('id', '=', id).execute();
      const { kept, recounted } = await keptAndRecounted(db);
      expect(kept).toEqual(recounted);
    }
    const edited: ProductSpec = Object.assign({ ...p }, ...p.edits.filter((edit) => !('variant' in edit)));
    const variants = offered.map(({ item, place, ...combo }) => ({
      ...combo,
      inStock: !edited.sold && (free.get(item) ?? 0) > 0,
      price: prices.get(place) ?? null,
    }));
    items.push({
      type: 'product',
      key: id,
      name,
      price: edited.price,
      isNew: edited.isNew,
      createdAt: stamp(p.day, i),
      category: edited.category === null ? null : (categoryIds[edited.category] ?? null),
      collection: edited.collection === null ? null : (collectionIds[edited.collection] ?? null),
      listed: edited.state === 'live',
      variants,
      medium: null,
      original: null,
      sizeRanges: [],
      inStock: false,
    });
  }
  for (const [i, p] of paintings.entries()) {
    const name = `art${String.fromCharCode(97 + (i % 26))}${i}`;
    const limited = !p.original && p.limited !== null;
    const { id } = await db
      .insertInto('painting')
      .values({
        title: name,
        price_cents: p.price,
        category_id: p.category === null ? null : (categoryIds[p.category] ?? null),
        collection_id: p.collection === null ? null : (collectionIds[p.collection] ?? null),
        medium: p.medium,
        width: p.own?.w ?? null,
        height: p.own?.h ?? null,
        unit: p.own?.cm ? 'cm' : 'in',
        is_original: p.original ? 1 : 0,
        is_sold: p.sold ? 1 : 0,
        in_stock: p.onSale ? 1 : 0,
        is_limited: limited ? 1 : 0,
        limited_edition_count: limited ? (p.limited?.count ?? null) : null,
        current_edition_number: limited ? (p.limited?.used ?? 0) : 0,
        created_at: stamp(p.day, i + 30),
        ...stateColumns(p.state),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [k, size] of p.prints.entries()) {
      await db
        .insertInto('painting_print_size')
        .values({
          painting_id: id,
          width: size.w,
          height: size.h,
          unit: size.cm ? 'cm' : 'in',
          price_cents: 100,
          sort_order: k,
        })
        .execute();
    }
    const item = await db
      .insertInto('inventory_item')
      .values({ item_type: 'painting', painting_id: id, sku: `A${id}`, quantity: p.stock })
      .returning('id')
      .executeTakeFirstOrThrow();
    const free = await hold(db, orderId, item.id, p.stock, p.holds);
    const dims = p.original || p.prints.length === 0 ? (p.own ? [p.own] : []) : p.prints;
    const editionsLeft = limited ? (p.limited?.count ?? 0) - (p.limited?.used ?? 0) : 1;
    items.push({
      type: 'painting',
      key: -id,
      name,
      price: p.price,
      isNew: false,
      createdAt: stamp(p.day, i + 30),
      category: p.category === null ? null : (categoryIds[p.category] ?? null),
      collection: p.collection === null ? null : (collectionIds[p.collection] ?? null),
      listed: p.state === 'live',
      variants: [],
      medium: p.medium,
      original: p.original,
      sizeRanges: [...new Set(dims.map(rangeOf))],
      inStock: !p.sold && p.onSale && editionsLeft > 0 && free > 0,
    });
  }
  return items;
}

type Choices = Pick<Query, 'size' | 'color' | 'price' | 'medium' | 'kind' | 'sizeRange' | 'inStock'> & {
  category: string[];
};

/** Whether `item` is in the list `query` asks for, with `choices` as the facets' choices. */
function matches(item: Item, query: Query, choices: Choices, categoryIds: Map<string, number>): boolean {
  if (!item.listed) return false;
  const lists = query.category.filter((c) => c === 'all' || c === 'new-arrivals');
  if (lists.length && (item.type !== 'product' || !lists.some((l) => l === 'all' || item.isNew))) return false;
  if (query.type && item.type !== query.type) return false;
  if (query.collection !== null) {
    const at = COLLECTIONS.indexOf(query.collection);
    if (at < 0 || item.collection !== collectionIdsByIndex[at]) return false;
  }
  const categories = choices.category.filter((c) => c !== 'all' && c !== 'new-arrivals');
  if (categories.length && !categories.some((c) => categoryIds.get(c) === item.category)) return false;
  if (choices.medium.length && !(item.medium !== null && choices.medium.includes(item.medium))) return false;
  if (choices.kind.length && !(item.original !== null && choices.kind.includes(item.original ? 'original' : 'print')))
    return false;
  if (choices.sizeRange.length && !choices.sizeRange.some((r) => item.sizeRanges.includes(r))) return false;
  // Shopify's price rule: a price (the range, `minPrice`, `maxPrice`) of the same variant that has the chosen size,
  // colour and stock, at its own price, else the product's; a product with no live variant by its own price.
  const priced = (cents: number) =>
    (query.minPrice === null || cents >= query.minPrice * 100) &&
    (query.maxPrice === null || cents <= query.maxPrice * 100) &&
    (!choices.price.length || choices.price.some((p) => inPrice(cents, p)));
  if (item.type === 'painting') {
    if (choices.size.length || choices.color.length) return false;
    return priced(item.price) && (!choices.inStock || item.inStock);
  }
  const variants = item.variants.filter(
    (v) =>
      (!choices.size.length || choices.size.includes(v.size)) &&
      (!choices.color.length || choices.color.includes(v.color)) &&
      (!choices.inStock || v.inStock),
  );
  if (!choices.size.length && !choices.color.length && !choices.inStock && item.variants.length === 0) {
    return priced(item.price);
  }
  return variants.some((v) => priced(v.price ?? item.price));
}

/** The collections' ids, in COLLECTIONS' order. */
let collectionIdsByIndex: number[] = [];

const ORDERS: Record<Query['sort'], (a: Item, b: Item) => number> = {
  newest: (a, b) => Number(b.isNew) - Number(a.isNew) || b.createdAt.localeCompare(a.createdAt) || b.key - a.key,
  'price-asc': (a, b) => a.price - b.price || a.name.localeCompare(b.name) || a.key - b.key,
  'price-desc': (a, b) => b.price - a.price || a.name.localeCompare(b.name) || a.key - b.key,
  alphabetical: (a, b) => a.name.localeCompare(b.name) || a.key - b.key,
};

/** Each facet's value of an item, for the options the brute force tries. */
const DOMAINS: Record<Facet, (categories: string[]) => string[]> = {
  size: () => [...SIZES, 'XL'],
  color: () => COLORS,
  category: (categories) => categories,
  price: () => [...PRICE_FACET_VALUES],
  medium: () => MEDIUMS,
  kind: () => ['original', 'print'],
  sizeRange: () => PAINTING_SIZE_RANGES.map((r) => r.value),
};

/** How often a check had something to compare: a non-empty list, an option counted while its own facet had choices. */
const exercised = { lists: 0, ownFacetChosen: 0 };

function check(items: Item[], query: Query, answer: CatalogueSearch, categoryIds: Map<string, number>) {
  const count = (choices: Choices) => items.filter((item) => matches(item, query, choices, categoryIds)).length;
  const chosen: Choices = { ...query };
  const expected = items.filter((item) => matches(item, query, chosen, categoryIds)).sort(ORDERS[query.sort]);
  expect(answer.total).toBe(expected.length);
  if (expected.length > 0) exercised.lists++;
  expect(
    answer.items.map((item) => searchItemSchema.parse(item)).map((i) => (i.itemType === 'product' ? i.id : -i.id)),
  ).toEqual(expected.map((item) => item.key));
  for (const facet of FACETS) {
    // No option outside the facet's values (an empty size or colour is no option).
    for (const option of answer.facets[facet]) expect(DOMAINS[facet](CATEGORIES)).toContain(option.value);
    for (const value of DOMAINS[facet](CATEGORIES)) {
      const want = count({
        ...chosen,
        [facet]: [
          ...(facet === 'category' ? chosen.category.filter((c) => c === 'all' || c === 'new-arrivals') : []),
          value,
        ],
      });
      const option = answer.facets[facet].find((o) => o.value === value);
      const chosenHere = (chosen[facet as keyof Choices] as string[]).includes(value);
      if (want > 0 && (chosen[facet as keyof Choices] as string[]).length > 0) exercised.ownFacetChosen++;
      // Listed when it would leave an item, or chosen; counted as the brute force counts it.
      expect({ facet, value, count: option?.count ?? 0, listed: option !== undefined }).toEqual({
        facet,
        value,
        count: want,
        listed: want > 0 || chosenHere,
      });
    }
  }
  expect(answer.facets.inStock).toBe(count({ ...chosen, inStock: true }));
}

const RUNS = Number(process.env.FACET_RUNS ?? 60);

describe('catalogue search: facet counts against a brute-force filter', () => {
  it('every option of every facet, and the items in order, over random catalogues and queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(productArb, { minLength: 2, maxLength: 7 }),
        fc.array(paintingArb, { minLength: 1, maxLength: 5 }),
        fc.array(fc.oneof(queryArb, oneRowQueryArb), { minLength: 1, maxLength: 4 }),
        async (products, paintings, queries) => {
          const items = await build(products, paintings);
          const { kept, recounted } = await keptAndRecounted(db);
          expect(kept).toEqual(recounted);
          const categories = await db.selectFrom('category').select(['id', 'slug']).execute();
          const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
          collectionIdsByIndex = (
            await db.selectFrom('collection').select('id').where('name', 'in', COLLECTIONS).orderBy('id').execute()
          ).map((c) => c.id);
          for (const query of queries) {
            const input = catalogueSearchInput.parse({
              ...Object.fromEntries(Object.entries(query).filter(([, v]) => v !== null)),
              inStock: query.inStock ? 'true' : undefined,
              pageSize: 100,
            });
            const answer = await catalogueSearch({ db, clock: () => NOW }, input);
            check(items, query, answer, categoryIds);
          }
        },
      ),
      { numRuns: RUNS },
    );
    // The random catalogues and queries did compare something (not only empty lists and zeros).
    expect(exercised.lists).toBeGreaterThan(RUNS / 3);
    expect(exercised.ownFacetChosen).toBeGreaterThan(RUNS / 3);
  }, 180_000);
});
