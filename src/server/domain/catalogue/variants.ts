import { sql } from 'kysely';
import { type CurrencyRules, pricesOf } from '../../../shared/currency.js';
import { toDollars } from '../../../shared/money.js';
import type { Variant } from '../../../shared/schemas/catalogue.js';
import { type Deps, isoNow } from '../../deps.js';
import { availableUnits } from '../stock/availability.js';

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
 * Every live variant of a live product with whether it is in stock now (1/0), as `variantsOf` counts it: its own
 * units with stock per variant, else the product's shared ones, none once the product is sold. The facets
 * (`facets.ts`) match a size and a colour within one such row.
 */
export function variantStock({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const now = isoNow(clock);
  return db
    .selectFrom('product_variant as v')
    .innerJoin('product as vp', 'vp.id', 'v.product_id')
    .leftJoin('inventory_item as iv', 'iv.variant_id', 'v.id')
    .leftJoin('inventory_item as ish', (join) =>
      join.onRef('ish.product_id', '=', 'v.product_id').on('ish.variant_id', 'is', null),
    )
    .where('v.retired_at', 'is', null)
    .select(['v.product_id', 'v.size', 'v.color', variantInStock(now).as('in_stock')]);
}

/** 1 when the variant `v` of the product `vp` (with its items `iv` and `ish`, as `variantStock` joins them) is in stock. */
export function variantInStock(now: string) {
  return sql<number>`case when vp.is_sold = 1 then 0
    when vp.stock_per_variant = 1 then case when ${availableUnits('iv', now)} > 0 then 1 else 0 end
    else case when ${availableUnits('ish', now)} > 0 then 1 else 0 end end`;
}
