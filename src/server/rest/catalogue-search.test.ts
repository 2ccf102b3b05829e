import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueSearch,
  catalogueSearchSchema,
  type FacetOption,
  facetOptionSchema,
} from '../../shared/schemas/catalogue-search.js';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addPainting, addProduct } from '../testing/fixtures.js';
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
    expect(counts((await search('?price=100-150')).facets.price)).toEqual({ 'under-50': 1, '100-150': 1 });
  });
});
