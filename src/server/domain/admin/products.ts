import { AppError } from '../../../shared/errors.js';
import { toCents } from '../../../shared/money.js';
import type { ProductInput } from '../../../shared/schemas/admin-catalogue.js';
import type { Product } from '../../../shared/schemas/catalogue.js';
import { slugify } from '../../../shared/schemas/catalogue.js';
import { type Db, immediateTransaction } from '../../db/index.js';
import { type Deps, isoNow } from '../../deps.js';
import type { Actor } from '../accounts.js';
import { getProduct } from '../catalogue/products.js';
import { createInventoryItem } from '../stock/ledger.js';
import { ensureCategory } from './categories.js';
import { sharedSku, syncVariants, type VariantChanges } from './product-variants.js';

/** A form's optional checkbox as a 0/1 column value (unset stays unset). */
export const bool = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);

/**
 * The group a product form names: a category that does not exist yet is created (the admin types category
 * names); a collection must exist. Both matched by name, case and punctuation aside.
 */
async function groupId(
  db: Db,
  table: 'category' | 'collection',
  name: string | null | undefined,
): Promise<number | null> {
  if (!name) return null;
  if (table === 'category') return ensureCategory({ db }, name);
  const rows = await db.selectFrom(table).select(['id', 'name']).execute();
  const found = rows.find((r) => slugify(r.name) === slugify(name));
  if (!found) throw new AppError('BAD_REQUEST', `Collection "${name}" does not exist`);
  return found.id;
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
    price_cents: input.price === undefined ? undefined : toCents(input.price),
    image_url: input.imageUrl,
    colors: input.colors === undefined ? undefined : JSON.stringify(input.colors),
    sizes: input.sizes === undefined ? undefined : JSON.stringify(input.sizes),
    shipping_price_cents: input.shipping_price === undefined ? undefined : toCents(input.shipping_price),
    is_featured: bool(input.isFeatured),
    is_new: bool(input.isNew),
    mark_sold_after_purchase: bool(input.mark_sold_after_purchase),
    publish_at: input.publishAt,
    announce: bool(input.announce),
  };
}

/** Adds a product with its inventory item; its opening stock is the first ledger row. */
export async function createProduct(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: ProductInput,
  actor: Actor,
): Promise<Product> {
  const id = await immediateTransaction(deps.db, async (trx) => {
    const { id } = await trx
      .insertInto('product')
      .values({
        ...productFields(input),
        name: input.name,
        price_cents: toCents(input.price),
        is_new: input.isNew === false ? 0 : 1,
        category_id: await groupId(trx, 'category', input.category),
        collection_id: await groupId(trx, 'collection', input.collection),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Sent variants carry their own stock; `stockPerVariant` alone moves `stock` to the first variant (a switch).
    await createInventoryItem(
      { ...deps, db: trx },
      {
        itemType: 'product',
        itemId: id,
        sku: sharedSku(id),
        quantity: input.variants === undefined ? input.stock : 0,
        actorUserId: actor.userId,
      },
    );
    await syncVariants({ ...deps, db: trx }, id, variantChanges(input, false), actor.userId);
    return id;
  });
  return getProduct(deps, id, 'any');
}

export async function updateProduct(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: Partial<ProductInput> & { id: number },
  actor: Actor,
): Promise<Product> {
  const { id } = input;
  await immediateTransaction(deps.db, async (trx) => {
    const existing = await trx
      .selectFrom('product')
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!existing) throw new AppError('NOT_FOUND', 'Product not found');
    await trx
      .updateTable('product')
      .set({
        ...productFields(input),
        ...(input.category === undefined ? {} : { category_id: await groupId(trx, 'category', input.category) }),
        ...(input.collection === undefined
          ? {}
          : { collection_id: await groupId(trx, 'collection', input.collection) }),
        updated_at: isoNow(deps.clock),
      })
      .where('id', '=', id)
      .execute();
    await syncVariants({ ...deps, db: trx }, id, variantChanges(input, true), actor.userId);
  });
  return getProduct(deps, id, 'any');
}

/**
 * Removes a product or painting from the shop (soft delete): orders that sold
 * it keep their frozen lines, and carts holding it see the line flagged.
 */
export async function softDelete(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { table, id }: { table: 'product' | 'painting'; id: number },
): Promise<{ success: true; id: number }> {
  const now = isoNow(clock);
  const result = await db
    .updateTable(table)
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new AppError('NOT_FOUND', table === 'product' ? 'Product not found' : 'Painting not found');
  }
  return { success: true, id };
}
