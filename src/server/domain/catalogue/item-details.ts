import {
  type PaintingDetails,
  type Product,
  type ProductDetails,
  paintingDetailsSchema,
  productDetailsSchema,
} from '../../../shared/schemas/catalogue.js';
import type { Reader } from '../../db/flow.js';
import type { Deps } from '../../deps.js';
import { type Localized, localize } from '../translations.js';
import { getPainting } from './paintings.js';
import { getProduct } from './products.js';
import type { Audience } from './release.js';

/**
 * What the owner writes about an item (issue 38, item 3), one module: a product's materials, fit, care and size
 * chart, a painting's framing, signature, certificate and shipping notes, and a category's defaults for its products
 * (the `details` JSON column of each, migration 2026-11-29T11-00). A product's page shows each block from the
 * product's own details, else from its category's; a block neither writes is hidden (the shop invents no fact).
 * The admin reads and writes an item's own details only.
 */

type DetailsTable = 'product' | 'painting' | 'category';

/** The details as stored: JSON of the fields written, null when none is (undefined: leave the column as it is). */
export function detailsColumn(details: ProductDetails | PaintingDetails | undefined): string | null | undefined {
  if (details === undefined) return undefined;
  return Object.keys(details).length === 0 ? null : JSON.stringify(details);
}

type Schema<T> = { safeParse(v: unknown): { success: boolean; data?: T } };

/** The stored details read back through their schema; anything unreadable counts as none. */
function parsed<T extends object>(schema: Schema<T>, text: string | null | undefined): T | undefined {
  if (!text) return undefined;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success && result.data && Object.keys(result.data).length > 0 ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** The texts of an item's stored details, by field (materials, care …: what a translation stands for; not the size chart). */
export function detailTexts(table: DetailsTable, text: string | null): Record<string, string> {
  const schema: Schema<object> = table === 'painting' ? paintingDetailsSchema : productDetailsSchema;
  const details = parsed(schema, text) ?? {};
  return Object.fromEntries(Object.entries(details).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The `details` column of the rows `ids` of a table, by id. */
async function storedDetails(db: Reader, table: DetailsTable, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string | null>();
  const rows = await db.selectFrom(table).select(['id', 'details']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.details]));
}

/** Items of a table with the details stored on their rows (none: no `details` field). */
async function withStored<T extends { id: number }, D extends object>(
  db: Reader,
  table: DetailsTable,
  schema: Schema<D>,
  items: T[],
): Promise<T[]> {
  const stored = await storedDetails(
    db,
    table,
    items.map((item) => item.id),
  );
  return items.map((item) => withField(item, parsed<D>(schema, stored.get(item.id))));
}

/** Products with their own details (the admin's forms). */
export const withOwnProductDetails = <T extends { id: number }>(db: Reader, products: T[]) =>
  withStored(db, 'product', productDetailsSchema, products);

/** Paintings with their own details, in English (the admin's forms: paintings have no defaults). */
export const withPaintingDetails = <T extends { id: number }>(db: Reader, paintings: T[]) =>
  withStored(db, 'painting', paintingDetailsSchema, paintings);

/** Categories with their products' default details (the admin's category form). */
export const withCategoryDetails = <T extends { id: number }>(db: Reader, categories: T[]) =>
  withStored(db, 'category', productDetailsSchema, categories);

const withField = <T extends object, D>(item: T, details: D | undefined): T =>
  details === undefined ? item : { ...item, details };

/** A product's details as its page shows them: each block its own, else its category's (none: absent). */
function shownDetails(own: ProductDetails | undefined, defaults: ProductDetails | undefined) {
  const shown: ProductDetails = { ...defaults, ...own };
  return Object.keys(shown).length === 0 ? undefined : shown;
}

type PageDeps = Pick<Deps, 'db' | 'clock'> & Localized;

/** An item's details in the page's language: each text the owner translated (`translation`), else the English. */
async function inPageLanguage<D extends object>(
  deps: PageDeps,
  table: DetailsTable,
  id: number,
  details: D | undefined,
): Promise<D | undefined> {
  return details && (await localize(deps, table, [details], () => id))[0];
}

/**
 * One product's page (`getProduct`) with the details it shows, in the page's language; the admin's (`'any'`) answers
 * a scheduled one too.
 */
export async function productPageWithDetails(
  deps: PageDeps,
  id: number,
  audience: Audience = 'page',
): Promise<Product> {
  const product = await getProduct(deps, id, audience);
  const stored = await deps.db
    .selectFrom('product as p')
    .leftJoin('category as c', 'c.id', 'p.category_id')
    .select(['p.details', 'c.details as category_details'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  const category = product.categoryId;
  const details = shownDetails(
    await inPageLanguage(deps, 'product', id, parsed(productDetailsSchema, stored?.details)),
    category === null
      ? undefined
      : await inPageLanguage(deps, 'category', category, parsed(productDetailsSchema, stored?.category_details)),
  );
  return withField(product, details);
}

/** One painting's page (`getPainting`) with its details, in the page's language. */
export async function paintingPageWithDetails(deps: PageDeps, id: number, audience: Audience = 'page') {
  const painting = await getPainting(deps, id, audience);
  const stored = await storedDetails(deps.db, 'painting', [id]);
  return withField(painting, await inPageLanguage(deps, 'painting', id, parsed(paintingDetailsSchema, stored.get(id))));
}
