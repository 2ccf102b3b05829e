import { AppError } from '../../../shared/errors.js';
import { setPriceCents, toCents } from '../../../shared/money.js';
import type { VariantInput } from '../../../shared/schemas/admin-catalogue.js';
import { variantLabel } from '../../../shared/variant-label.js';
import type { Tx } from '../../db/flow.js';
import { isoNow, type TxDeps } from '../../deps.js';
import { createInventoryItem, setStock } from '../stock/ledger.js';
import {
  archiveItem,
  moveAllStock,
  openVariantItem,
  sharedItemId,
  unarchiveItem,
  variantItemId,
} from '../stock/variant-items.js';

/**
 * A product's variants as the admin writes them: sizes × colours decide which exist (new ones start at 0, removed
 * ones are retired, their items archived, the ledger kept); the product shares one stock or tracks it per variant
 * (switching moves the units through the ledger: to the first variant, or folded back into the shared item).
 */
export interface VariantChanges {
  /** Shared stock to set (ignored while the product tracks stock per variant). */
  stock?: number;
  stockPerVariant?: boolean;
  variants?: VariantInput[];
}

type TrxDeps = TxDeps<'clock'>;

interface VariantRow {
  id: number;
  size: string;
  color: string;
  price_cents: number | null;
  retired_at: string | null;
}

const key = (size: string, color: string) => `${size.toLowerCase()}\u0000${color.toLowerCase()}`;

function jsonList(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(String) : [];
}

function variantSku(productId: number, variantId: number): string {
  return `WBS-P-${String(productId).padStart(4, '0')}-V${variantId}`;
}

export function sharedSku(productId: number): string {
  return `WBS-P-${String(productId).padStart(4, '0')}`;
}

/** Makes the live variants exactly the product's sizes × colours (retiring, reviving, adding); answers them in order. */
async function alignCombinations(deps: TrxDeps, productId: number, sizes: string[], colors: string[]) {
  const { db } = deps;
  const now = isoNow(deps.clock);
  const wanted = (sizes.length ? sizes : ['']).flatMap((size) =>
    (colors.length ? colors : ['']).map((color) => ({ size, color })),
  );
  const unique = [...new Map(wanted.map((w) => [key(w.size, w.color), w])).values()];
  const existing: VariantRow[] = await db
    .selectFrom('product_variant')
    .select(['id', 'size', 'color', 'price_cents', 'retired_at'])
    .where('product_id', '=', productId)
    .execute();
  const byKey = new Map(existing.map((v) => [key(v.size, v.color), v]));
  const live: VariantRow[] = [];
  for (const [i, w] of unique.entries()) {
    const found = byKey.get(key(w.size, w.color));
    if (found) {
      await db
        .updateTable('product_variant')
        .set({ sort_order: i, retired_at: null, size: w.size, color: w.color })
        .where('id', '=', found.id)
        .execute();
      live.push({ ...found, size: w.size, color: w.color, retired_at: null });
    } else {
      const row = await db
        .insertInto('product_variant')
        .values({ product_id: productId, size: w.size, color: w.color, sort_order: i, created_at: now })
        .returning(['id', 'size', 'color', 'price_cents', 'retired_at'])
        .executeTakeFirstOrThrow();
      live.push(row);
    }
  }
  const liveIds = new Set(live.map((v) => v.id));
  for (const gone of existing.filter((v) => !liveIds.has(v.id) && v.retired_at === null)) {
    await db.updateTable('product_variant').set({ retired_at: now }).where('id', '=', gone.id).execute();
    const item = await variantItemId(db, gone.id);
    if (item !== null) await archiveItem(deps, item);
  }
  return live;
}

/** The product's shared item, created (empty) if it never had one. */
async function ensureSharedItem(deps: TrxDeps, productId: number, actorUserId: number | null): Promise<number> {
  const found = await sharedItemId(deps.db, productId);
  if (found !== null) return found;
  return createInventoryItem(deps, {
    itemType: 'product',
    itemId: productId,
    sku: sharedSku(productId),
    quantity: 0,
    actorUserId,
  });
}

function matchInput(inputs: VariantInput[] | undefined, v: { size: string; color: string }) {
  return inputs?.find((i) => key(i.size, i.color) === key(v.size, v.color));
}

function checkInputs(inputs: VariantInput[] | undefined, live: { size: string; color: string }[], name: string) {
  const offered = new Set(live.map((v) => key(v.size, v.color)));
  for (const input of inputs ?? []) {
    if (!offered.has(key(input.size, input.color))) {
      const label = variantLabel(name, input.size, input.color);
      throw new AppError('BAD_REQUEST', `variants: ${label} is not one of the product's sizes and colours`);
    }
  }
}

async function renameSku(db: Tx, itemId: number, sku: string): Promise<void> {
  const taken = await db
    .selectFrom('inventory_item')
    .select('id')
    .where('sku', '=', sku)
    .where('id', '!=', itemId)
    .executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', `SKU "${sku}" is already used by another item`);
  await db.updateTable('inventory_item').set({ sku }).where('id', '=', itemId).execute();
}

/** Gives a product the variants its sizes × colours name (a product written without the admin form: seed, fixtures). */
export async function ensureVariants(deps: TrxDeps, productId: number): Promise<void> {
  await syncVariants(deps, productId, {}, null);
}

/** Applies the variant side of a product write, in the caller's transaction, after the product row is written. */
export async function syncVariants(
  deps: TrxDeps,
  productId: number,
  changes: VariantChanges,
  actorUserId: number | null,
): Promise<void> {
  const { db } = deps;
  const product = await db
    .selectFrom('product')
    .select(['name', 'sizes', 'colors', 'price_cents', 'stock_per_variant'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const live = await alignCombinations(deps, productId, jsonList(product.sizes), jsonList(product.colors));
  checkInputs(changes.variants, live, product.name);
  const wasPerVariant = product.stock_per_variant === 1;
  const perVariant = changes.stockPerVariant ?? (changes.variants !== undefined ? true : wasPerVariant);

  for (const v of live) {
    const input = matchInput(changes.variants, v);
    if (input?.price === undefined) continue;
    const cents = input.price === null ? null : toCents(input.price);
    const override = cents === product.price_cents ? null : cents;
    // A CAD price is the variant's only with a price of its own; without one it is priced as the product.
    const cad = override === null ? null : setPriceCents(input.prices?.CAD);
    await db
      .updateTable('product_variant')
      .set({ price_cents: override, ...(cad === undefined ? {} : { cad_price_cents: cad }) })
      .where('id', '=', v.id)
      .execute();
  }

  if (!perVariant) {
    const shared = await ensureSharedItem(deps, productId, actorUserId);
    await unarchiveItem(deps, shared);
    if (wasPerVariant) {
      const items = await db
        .selectFrom('inventory_item')
        .select('id')
        .where('product_id', '=', productId)
        .where('variant_id', 'is not', null)
        .execute();
      for (const item of items) {
        await moveAllStock(deps, {
          from: item.id,
          to: shared,
          fromNote: 'Folded into the shared stock (stock per variant turned off)',
          toNote: 'Variant stock folded in (stock per variant turned off)',
          actorUserId,
        });
        await archiveItem(deps, item.id);
      }
      await db.updateTable('product').set({ stock_per_variant: 0 }).where('id', '=', productId).execute();
    }
    if (changes.stock !== undefined) {
      await setStock(deps, shared, changes.stock, actorUserId, 'Stock set in the product form');
    }
    return;
  }

  const items = new Map<number, number>();
  for (const v of live) {
    const itemId = await openVariantItem(deps, {
      productId,
      variantId: v.id,
      sku: variantSku(productId, v.id),
      quantity: 0,
      actorUserId,
    });
    items.set(v.id, itemId);
  }
  if (!wasPerVariant) {
    const shared = await sharedItemId(db, productId);
    const first = live[0];
    if (shared !== null && first) {
      await moveAllStock(deps, {
        from: shared,
        to: items.get(first.id) as number,
        fromNote: 'Moved to the first variant (stock per variant turned on)',
        toNote: 'Shared stock moved here (stock per variant turned on)',
        actorUserId,
      });
    }
    if (shared !== null) await archiveItem(deps, shared);
    await db.updateTable('product').set({ stock_per_variant: 1 }).where('id', '=', productId).execute();
  }
  for (const v of live) {
    const input = matchInput(changes.variants, v);
    if (!input) continue;
    const itemId = items.get(v.id) as number;
    if (input.sku) await renameSku(db, itemId, input.sku);
    await setStock(
      deps,
      itemId,
      input.stock,
      actorUserId,
      `Stock of ${variantLabel(product.name, v.size, v.color)} set in the product form`,
    );
  }
}
