import { AppError } from '../../../shared/errors.js';
import { setPriceCents, toCents } from '../../../shared/money.js';
import type { AdminProduct, ProductInput } from '../../../shared/schemas/admin-catalogue.js';
import type { Product } from '../../../shared/schemas/catalogue.js';
import { slugify } from '../../../shared/schemas/catalogue.js';
import { lockRows, orRefuse, type Reader, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { createInventoryItem } from '../stock/ledger.js';
import { withTranslations, writeTranslations } from '../translations.js';
import { ensureCategory } from './admin-categories.js';
import { sharedSku, syncVariants, type VariantChanges } from './admin-variants.js';
import { detailsColumn, withOwnProductDetails } from './item-details.js';
import { writePhotos, writeSwatches } from './item-images.js';
import { getProduct } from './products.js';

/** A form's optional checkbox as a 0/1 column value (unset stays unset). */
export const bool = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);

/** What a product form is checked against beyond its schema: the shop's collections by slug, the named products that are live. */
export interface ProductRefs {
  collections: Map<string, number>;
  live: Set<number>;
}

/**
 * The refs for forms naming the products `ids` (the import loads them once for every row of its file); the
 * collections only when `withCollections` (a form that names none need not read them).
 */
export async function productRefs(db: Reader, ids: readonly number[], withCollections = true): Promise<ProductRefs> {
  const collections = withCollections
    ? await db.selectFrom('collection').select(['id', 'name']).orderBy('id').execute()
    : [];
  const live =
    ids.length === 0
      ? []
      : await db.selectFrom('product').select('id').where('id', 'in', ids).where('deleted_at', 'is', null).execute();
  const bySlug = new Map<string, number>();
  for (const c of collections) if (!bySlug.has(slugify(c.name))) bySlug.set(slugify(c.name), c.id);
  return { collections: bySlug, live: new Set(live.map((p) => p.id)) };
}

export interface ProductProblem {
  column: 'id' | 'category' | 'collection';
  code: 'NOT_FOUND' | 'BAD_REQUEST';
  message: string;
}

/**
 * What the shop refuses in a product form its schema accepted, field by field (none: it can be written): an update
 * of a product that is gone, a category with no letter or digit to name it by (its slug), a collection that does
 * not exist (both matched by name, case and punctuation aside; a new category is created, the admin types their
 * names). The form refuses the first (createProduct, updateProduct); the import's preview and the import list them
 * all by row: one function, so the preview passes exactly what the import writes.
 */
export function productProblems(refs: ProductRefs, input: Partial<ProductInput> & { id?: number }): ProductProblem[] {
  const problems: ProductProblem[] = [];
  if (input.id !== undefined && !refs.live.has(input.id)) {
    problems.push({ column: 'id', code: 'NOT_FOUND', message: 'Product not found' });
  }
  if (input.category && !slugify(input.category)) {
    problems.push({ column: 'category', code: 'BAD_REQUEST', message: 'Category must contain a letter or a digit' });
  }
  if (input.collection && !refs.collections.has(slugify(input.collection))) {
    problems.push({
      column: 'collection',
      code: 'BAD_REQUEST',
      message: `Collection "${input.collection}" does not exist`,
    });
  }
  return problems;
}

/**
 * Checks a product form (productProblems, refusing the first); answers the ids of the groups it names (null: none).
 * A painting's form names its groups the same way (no `id`: its own flow finds the painting).
 */
export async function checkedGroups(tx: TxDeps, input: Partial<ProductInput> & { id?: number }) {
  const refs = await productRefs(tx.db, input.id === undefined ? [] : [input.id], Boolean(input.collection));
  const [problem] = productProblems(refs, input);
  if (problem) throw new AppError(problem.code, problem.message);
  return {
    categoryId: input.category ? await ensureCategory(tx, input.category) : null,
    collectionId: input.collection ? (refs.collections.get(slugify(input.collection)) ?? null) : null,
  };
}

/** The variant side of a product form: a created product's `stock` is its opening stock, already written. */
function variantChanges(input: Partial<ProductInput>, setsStock: boolean): VariantChanges {
  return {
    stock: setsStock ? input.stock : undefined,
    stockPerVariant: input.stockPerVariant,
    variants: input.variants,
  };
}

function productFields(input: Partial<ProductInput>) {
  return {
    name: input.name,
    description: input.description,
    price_cents: setPriceCents(input.price),
    cad_price_cents: setPriceCents(input.prices?.CAD),
    image_url: input.imageUrl,
    colors: input.colors === undefined ? undefined : JSON.stringify(input.colors),
    sizes: input.sizes === undefined ? undefined : JSON.stringify(input.sizes),
    shipping_price_cents: setPriceCents(input.shipping_price),
    tax_category: input.taxCategory,
    details: detailsColumn(input.details),
    is_featured: bool(input.isFeatured),
    is_new: bool(input.isNew),
    mark_sold_after_purchase: bool(input.mark_sold_after_purchase),
    final_sale: bool(input.finalSale),
    publish_at: input.publishAt,
    announce: bool(input.announce),
  };
}

/** A product form's photos (or its cover alone) and swatch colours, after its row and colours are written. */
async function writeProductMedia(tx: TxDeps, id: number, input: Partial<ProductInput>): Promise<void> {
  await writePhotos(tx, 'product', id, { images: input.images, cover: input.imageUrl });
  await writeSwatches(tx, id, input.colorSwatches);
}

/**
 * What an edit of a product locks, in the house order (stock, then the item, as a sale takes them): its stock rows
 * (a change of sizes or of stock per variant moves units through the ledger while checkouts hold them) and its row
 * (two edits at once apply one after the other).
 */
async function lockProduct(tx: TxDeps, productId: number): Promise<void> {
  const items = await tx.db.selectFrom('inventory_item').select('id').where('product_id', '=', productId).execute();
  await lockRows(
    tx,
    'inventory_item',
    items.map((i) => i.id),
  );
  await lockRows(tx, 'product', [productId]);
}

/** Writes a new product with its inventory item, in the caller's flow; its opening stock is the first ledger row. */
export async function writeNewProduct(tx: TxDeps<'clock'>, input: ProductInput, actor: Actor): Promise<number> {
  const groups = await checkedGroups(tx, input);
  const { id } = await tx.db
    .insertInto('product')
    .values({
      ...productFields(input),
      name: input.name,
      price_cents: toCents(input.price),
      is_new: input.isNew === false ? 0 : 1,
      category_id: groups.categoryId,
      collection_id: groups.collectionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Sent variants carry their own stock; `stockPerVariant` alone moves `stock` to the first variant (a switch).
  await createInventoryItem(tx, {
    itemType: 'product',
    itemId: id,
    sku: sharedSku(id),
    quantity: input.variants === undefined ? input.stock : 0,
    actorUserId: actor.userId,
  });
  await syncVariants(tx, id, variantChanges(input, false), actor.userId);
  await writeProductMedia(tx, id, input);
  await writeTranslations(tx, 'product', id, input.translations);
  return id;
}

/**
 * Writes an edit of a product, in the caller's flow: the product and its stock rows are locked first (lockProduct),
 * since an edit of its sizes and stock moves units as checkouts hold them.
 */
export async function writeProductEdit(
  tx: TxDeps<'clock'>,
  input: Partial<ProductInput> & { id: number },
  actor: Actor,
): Promise<number> {
  const { id } = input;
  await lockProduct(tx, id);
  const groups = await checkedGroups(tx, input);
  await tx.db
    .updateTable('product')
    .set({
      ...productFields(input),
      ...(input.category === undefined ? {} : { category_id: groups.categoryId }),
      ...(input.collection === undefined ? {} : { collection_id: groups.collectionId }),
      updated_at: isoNow(tx.clock),
    })
    .where('id', '=', id)
    .execute();
  await syncVariants(tx, id, variantChanges(input, true), actor.userId);
  await writeProductMedia(tx, id, input);
  await writeTranslations(tx, 'product', id, input.translations);
  return id;
}

/** A product as the admin sees it: in English, with its translations. */
async function adminProduct(deps: Pick<Deps, 'db' | 'clock'>, id: number): Promise<AdminProduct> {
  const product = await getProduct({ db: deps.db, clock: deps.clock }, id, 'any');
  const [own] = await withOwnProductDetails(deps.db, [product]);
  return (await withTranslations(deps.db, 'product', [own as Product], (p) => p.id))[0] as AdminProduct;
}

/** Adds a product (the owner's form, POST /api/products); answers it as the admin sees it. */
export async function createProduct(deps: FlowDeps<'clock'>, input: ProductInput, actor: Actor): Promise<AdminProduct> {
  const id = await runFlow(deps, (tx) => writeNewProduct(tx, input, actor));
  return adminProduct(deps, id);
}

/** Edits a product (the owner's form, PUT /api/products/{id}); answers it as the admin sees it. */
export async function updateProduct(
  deps: FlowDeps<'clock'>,
  input: Partial<ProductInput> & { id: number },
  actor: Actor,
): Promise<AdminProduct> {
  await runFlow(deps, (tx) => writeProductEdit(tx, input, actor));
  return adminProduct(deps, input.id);
}

/**
 * Removes a product or painting from the shop (soft delete): orders that sold
 * it keep their frozen lines, and carts holding it see the line flagged.
 */
export async function softDelete(
  deps: FlowDeps<'clock'>,
  { table, id }: { table: 'product' | 'painting'; id: number },
): Promise<{ success: true; id: number }> {
  const now = isoNow(deps.clock);
  await runFlow(deps, async (tx) => {
    // A product's delete works its kept facet rows out again, which locks its stock rows (the facet table's
    // trigger): take them first, in the house order, as an edit does (a sale locks them, then the product).
    if (table === 'product') await lockProduct(tx, id);
    return orRefuse(
      await tx.db
        .updateTable(table)
        .set({ deleted_at: now, updated_at: now })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
      () => new AppError('NOT_FOUND', table === 'product' ? 'Product not found' : 'Painting not found'),
    );
  });
  return { success: true, id };
}
