import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type CurrencyRules, pricesOf } from '../../../shared/currency.js';
import { toDollars } from '../../../shared/money.js';
import type { Variant } from '../../../shared/schemas/catalogue.js';
import type { Reader } from '../../db/flow.js';
import { type Deps, isoNow } from '../../deps.js';
import { availableUnits, unitsLessHolds } from '../stock/availability.js';

export interface ProductVariants {
  stockPerVariant: boolean;
  variants: Variant[];
}

/**
 * The live variants of some products, in each product's order: each with its SKU, the units free to sell (its own
 * with stock per variant, else the product's shared number) and its effective price.
 */
export async function variantsOf(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  productIds: number[],
  rules?: CurrencyRules,
): Promise<Map<number, ProductVariants>> {
  const result = new Map<number, ProductVariants>();
  if (productIds.length === 0) return result;
  const now = isoNow(clock);
  const rows = await db
    .selectFrom('product_variant as v')
    .innerJoin('product as p', 'p.id', 'v.product_id')
    .leftJoin('inventory_item as iv', 'iv.variant_id', 'v.id')
    .leftJoin('inventory_item as ish', (join) =>
      join.onRef('ish.product_id', '=', 'v.product_id').on('ish.variant_id', 'is', null),
    )
    .select([
      'v.id',
      'v.product_id',
      'v.size',
      'v.color',
      'v.price_cents',
      'v.cad_price_cents',
      'p.price_cents as product_price_cents',
      'p.cad_price_cents as product_cad_price_cents',
      'p.stock_per_variant',
      'p.is_sold',
      'iv.sku as own_sku',
      'ish.sku as shared_sku',
      availableUnits('iv', now).as('own_available'),
      availableUnits('ish', now).as('shared_available'),
    ])
    .where('v.product_id', 'in', productIds)
    .where('v.retired_at', 'is', null)
    .orderBy('v.product_id')
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .execute();
  for (const row of rows) {
    const perVariant = row.stock_per_variant === 1;
    const entry = result.get(row.product_id) ?? { stockPerVariant: perVariant, variants: [] };
    const available = perVariant ? row.own_available : row.shared_available;
    entry.variants.push({
      id: row.id,
      size: row.size,
      color: row.color,
      sku: (perVariant ? row.own_sku : row.shared_sku) ?? '',
      stock: row.is_sold ? 0 : Math.max(0, available ?? 0),
      price: toDollars(row.price_cents ?? row.product_price_cents),
      // Its own CAD price goes with its own price; without one it is priced as the product.
      cadPrice: row.price_cents === null || row.cad_price_cents === null ? null : toDollars(row.cad_price_cents),
      ...pricesOf(rules, {
        baseCents: row.price_cents ?? row.product_price_cents,
        cadCents: row.price_cents === null ? row.product_cad_price_cents : row.cad_price_cents,
      }),
    });
    result.set(row.product_id, entry);
  }
  return result;
}

/**
 * 1 when the kept facet row `f` (`facet_row`: a live variant, the item that counts its stock, that item's on-hand
 * units) of a product (`sold`: its `is_sold`) is in stock now, as `variantsOf` counts it: not sold, and its item's
 * units less the item's live holds above 0 (the holds are summed only for a row with units of an item held now).
 * The facets (`facet-items.ts`, `facets.ts`) match a size and a colour within one such row.
 *
 * The items held now are listed once per statement (SQLite: a list subquery with a Bloom filter; PostgreSQL: a hashed
 * SubPlan), so a row of an item nobody holds costs a lookup in that list, not its own subquery over the holds: the
 * facets' statements at 10,000 products read 2,000–3,000 rows each, and the per-row sum was a third of their time.
 * An item in the list (or a null in it) still has its live holds summed, so the answer is the sum's.
 */
export function keptInStock(now: string, sold: Expression<unknown>): RawBuilder<SqlBool> {
  const free = unitsLessHolds(sql.ref('f.units'), sql.ref('f.item_id'), now);
  const held = sql`(select h.inventory_item_id from stock_hold h where h.status = 'active' and h.expires_at > ${now})`;
  return sql<SqlBool>`(${sold} = 0 and f.units > 0 and (f.item_id not in ${held} or ${free} > 0))`;
}

/**
 * The rows of the kept facet table that speak for a product's prices (`priced`): its own row when every live variant
 * costs the product's price (or none is live), else its variants' rows, each at its own price, else the product's.
 * A product is at a price when one of them is (Shopify's rule): the search's facets and the product lists' price
 * filter (`products.ts`) both ask it so.
 */
export const PRICED_ROW = sql<SqlBool>`f.priced = 1`;

/**
 * Whether the product `productId` has a kept facet row `f` where every part of `where` holds. Correlated (the
 * product's own rows, down `facet_row_product`), never over every row of the shop: the `offset 0` keeps it so on
 * PostgreSQL, which otherwise turns an EXISTS into a hash semi-join over every variant of the shop (and their stock)
 * whatever the list: 75 ms a facet at 10,000 products, where each listed product's own rows cost a few (SQLite reads
 * them so anyway; `limit 1 offset 0` is valid on both).
 */
export function hasKeptRow(
  db: Reader,
  productId: Expression<unknown>,
  where: Expression<SqlBool>[],
): RawBuilder<SqlBool> {
  const rows = db
    .selectFrom('facet_row as f')
    .select('f.variant_id')
    .where(sql<SqlBool>`f.product_id = ${productId}`)
    .$call((q) => where.reduce((query, part) => query.where(part), q))
    .limit(1)
    .offset(0);
  return sql<SqlBool>`exists ${rows}`;
}
