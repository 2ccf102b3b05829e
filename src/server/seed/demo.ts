import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { toCents } from '../../shared/money.js';
import { dimensionUnit, productDetailsSchema, slugify } from '../../shared/schemas/catalogue.js';
import { settingType } from '../../shared/settings.js';
import { translationsInput } from '../../shared/translations.js';
import { lockKeys, type Reader, runFlow } from '../db/flow.js';
import type { Db } from '../db/index.js';
import { ensureVariants } from '../domain/catalogue/admin-variants.js';
import { wholeEditionFacts, writeEditions } from '../domain/catalogue/editions.js';
import { detailsColumn } from '../domain/catalogue/item-details.js';
import { writeUnsetSettings } from '../domain/settings.js';
import { createInventoryItem } from '../domain/stock/ledger.js';
import { lowStockThreshold, openingStock } from '../domain/stock/painting-stock.js';
import { writeTranslations } from '../domain/translations.js';
import { PROJECT_ROOT } from '../paths.js';

/** The demo catalogue shipped with the shop: categories, collections, clothing and Wren's paintings. */
export const CATALOGUE_FILE = path.join(PROJECT_ROOT, 'db', 'seed', 'catalogue.json');

export const COLORS = ['black', 'white', 'gray', 'blue', 'indigo', 'green', 'amber', 'orange', 'stone'] as const;

const text = z.string().trim().min(1);
const dollars = z.number().nonnegative().finite();
const imageUrl = z.string().regex(/^\/images\/seed\/[a-z0-9-]+\.webp$/, 'must be /images/seed/<name>.webp');
const printSize = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
  unit: dimensionUnit,
  price: dollars,
});

const categorySchema = z
  /** `details`: its products' default materials and care (the demo's texts: data, not code). */
  .object({
    name: text,
    slug: text,
    imageUrl,
    details: productDetailsSchema.optional(),
    translations: translationsInput('category'),
  })
  .refine((c) => c.slug === slugify(c.name), { message: 'slug must be the slugified name', path: ['slug'] });

const collectionSchema = z.object({
  name: text,
  description: text,
  imageUrl,
  featured: z.boolean(),
  translations: translationsInput('collection'),
});

const productSchema = z.object({
  name: text,
  description: text,
  price: dollars,
  imageUrl,
  category: text,
  collection: text.nullable(),
  colors: z.array(z.enum(COLORS)).min(1),
  sizes: z.array(text).min(1),
  stock: z.number().int().nonnegative(),
  shippingPrice: dollars,
  isNew: z.boolean(),
  isFeatured: z.boolean(),
});

const paintingSchema = z
  .object({
    title: text,
    description: text,
    price: dollars,
    image_url: imageUrl,
    preview_image_url: imageUrl,
    medium: text,
    artist_name: text,
    dimensions: z.object({ width: z.number().positive(), height: z.number().positive(), unit: dimensionUnit }),
    year: z.number().int().min(1900).max(2100),
    tags: z.array(text),
    is_original: z.boolean(),
    is_limited: z.boolean(),
    limited_edition_count: z.number().int().positive().nullable(),
    current_edition_number: z.number().int().nonnegative(),
    in_stock: z.boolean(),
    is_featured: z.boolean(),
    is_sold: z.boolean(),
    available_sizes: z.array(printSize),
  })
  .superRefine((p, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message: `${p.title}: ${message}` });
    if (p.is_sold && p.in_stock) fail('a sold painting cannot be in stock');
    if (p.is_original && (p.available_sizes.length > 0 || p.is_limited)) fail('an original has no print sizes');
    if (!p.is_original && p.available_sizes.length === 0) fail('a print needs at least one size');
    if (!p.is_original && p.price !== Math.min(...p.available_sizes.map((s) => s.price))) {
      fail("a print's price is its smallest size's price");
    }
    if (p.is_limited !== (p.limited_edition_count !== null)) fail('only a limited edition has an edition count');
    if (p.limited_edition_count !== null && p.current_edition_number > p.limited_edition_count) {
      fail('the current edition number is past the edition count');
    }
  });

const unique = (names: string[]) => new Set(names.map((s) => s.toLowerCase())).size === names.length;

const catalogueSchema = z
  .object({
    /** The demo's own settings (contact details, artwork): written with it, never any shop's defaults. */
    settings: z.record(z.string(), z.unknown()).default({}),
    categories: z.array(categorySchema).min(1),
    collections: z.array(collectionSchema),
    products: z.array(productSchema),
    paintings: z.array(paintingSchema),
  })
  .superRefine((c, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    const categories = new Set(c.categories.map((x) => x.name));
    const collections = new Set(c.collections.map((x) => x.name));
    for (const [key, value] of Object.entries(c.settings)) {
      if (!settingType(key)?.safeParse(value).success) fail(`settings.${key}: not a valid value of a known setting`);
    }
    if (!unique(c.categories.map((x) => x.name))) fail('category names must be unique');
    if (!unique(c.collections.map((x) => x.name))) fail('collection names must be unique');
    if (c.collections.filter((x) => x.featured).length > 1) fail('at most one collection is featured');
    for (const p of c.products) {
      if (!categories.has(p.category)) fail(`${p.name}: unknown category ${p.category}`);
      if (p.collection !== null && !collections.has(p.collection))
        fail(`${p.name}: unknown collection ${p.collection}`);
    }
  });

export type Catalogue = z.infer<typeof catalogueSchema>;

/** Reads and validates the demo catalogue; throws with every problem listed when the file is wrong. */
async function loadCatalogue(file = CATALOGUE_FILE): Promise<Catalogue> {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
  const parsed = catalogueSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid demo catalogue ${file}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Two-letter SKU code of a category: initials of a two-word slug ('t-shirts' → TS), else its first letters. */
function skuCode(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const code = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : slug.slice(0, 2);
  return code.toUpperCase();
}

const sku = (code: string, n: number) => `WBS-${code}-${String(n).padStart(3, '0')}`;
const bit = (value: boolean) => (value ? 1 : 0);

async function isEmpty(db: Reader): Promise<boolean> {
  for (const table of ['product', 'painting', 'category'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Fills an empty shop with the demo catalogue (db/seed/catalogue.json) so a fresh install has something to show.
 *
 * Business rule: it seeds only when the database has no product, no painting and no category at all (deleted
 * rows count), so it can never mix demo data into a real catalogue or seed twice. Everything, stock included, is
 * written in ONE transaction: a failure leaves the database empty. Stock is created only through
 * `createInventoryItem` (one inventory item per product and per painting, its opening stock on the ledger).
 *
 * @returns true when it seeded, false when the database already had catalogue data.
 */
export async function seedDemoIfEmpty(db: Db, file = CATALOGUE_FILE): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const catalogue = await loadCatalogue(file);
  // Two processes starting on one empty PostgreSQL database seed it once: the second finds it seeded.
  return runFlow({ db }, async (tx) => {
    const trx = tx.db;
    await lockKeys(tx, 'shop', ['seed']);
    const stock = { db: trx, clock: () => new Date() };
    if (!(await isEmpty(trx))) return false;
    await writeUnsetSettings(tx, catalogue.settings);

    const categoryIds = new Map<string, { id: number; code: string; count: number }>();
    for (const [index, c] of catalogue.categories.entries()) {
      const { id } = await trx
        .insertInto('category')
        .values({
          name: c.name,
          slug: c.slug,
          image_url: c.imageUrl,
          sort_order: index + 1,
          details: detailsColumn(c.details) ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTranslations(stock, 'category', id, c.translations);
      categoryIds.set(c.name, { id, code: skuCode(c.slug), count: 0 });
    }

    const collectionIds = new Map<string, number>();
    for (const c of catalogue.collections) {
      const { id } = await trx
        .insertInto('collection')
        .values({ name: c.name, description: c.description, image_url: c.imageUrl, featured: bit(c.featured) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTranslations(stock, 'collection', id, c.translations);
      collectionIds.set(c.name, id);
    }

    for (const p of catalogue.products) {
      const category = categoryIds.get(p.category)!;
      const { id } = await trx
        .insertInto('product')
        .values({
          name: p.name,
          description: p.description,
          price_cents: toCents(p.price),
          image_url: p.imageUrl,
          category_id: category.id,
          collection_id: p.collection === null ? null : collectionIds.get(p.collection)!,
          colors: JSON.stringify(p.colors),
          sizes: JSON.stringify(p.sizes),
          shipping_price_cents: toCents(p.shippingPrice),
          is_featured: bit(p.isFeatured),
          is_new: bit(p.isNew),
          mark_sold_after_purchase: 0,
          is_sold: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      category.count += 1;
      await createInventoryItem(stock, {
        itemType: 'product',
        itemId: id,
        sku: sku(category.code, category.count),
        quantity: p.stock,
        location: 'Studio',
      });
      await ensureVariants(stock, id);
    }

    for (const [index, p] of catalogue.paintings.entries()) {
      const { id } = await trx
        .insertInto('painting')
        .values({
          title: p.title,
          description: p.description,
          price_cents: toCents(p.price),
          image_url: p.image_url,
          preview_image_url: p.preview_image_url,
          medium: p.medium,
          artist_name: p.artist_name,
          width: p.dimensions.width,
          height: p.dimensions.height,
          unit: p.dimensions.unit,
          year: p.year,
          tags: JSON.stringify(p.tags),
          is_original: bit(p.is_original),
          is_limited: bit(p.is_limited),
          limited_edition_count: p.limited_edition_count,
          current_edition_number: p.current_edition_number,
          in_stock: bit(p.in_stock),
          is_featured: bit(p.is_featured),
          is_sold: bit(p.is_sold),
          // An original is one of a kind: once bought, it is sold.
          mark_sold_after_purchase: bit(p.is_original),
          shipping_price_cents: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (p.available_sizes.length > 0) {
        await trx
          .insertInto('painting_print_size')
          .values(
            p.available_sizes.map((s, sortOrder) => ({
              painting_id: id,
              width: s.width,
              height: s.height,
              unit: s.unit,
              price_cents: toCents(s.price),
              sort_order: sortOrder,
            })),
          )
          .execute();
      }
      // A limited print's edition per size: the catalogue's count and numbers sold on the first size, the same count
      // unsold on the others (as the editions migration gives an existing print).
      await writeEditions(trx, id, undefined);
      await createInventoryItem(stock, {
        itemType: 'painting',
        itemId: id,
        sku: sku('PT', index + 1),
        quantity: openingStock(await wholeEditionFacts(trx, id)),
        location: 'Studio',
        lowStockThreshold: lowStockThreshold(p),
      });
    }
    return true;
  });
}
