import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { isoNow } from '../../deps.js';
import {
  and,
  type Choices,
  itemConditions,
  priceConditions,
  type productRowsOf,
  type SearchDeps,
} from './facet-items.js';
import { keptInStock } from './variants.js';

/**
 * Issue 39's counts over products, read from the kept facet rows alone (`facet_row`, migration
 * 2026-12-14T12-00-facet-row-lists: each product's own row and one per live variant, every row with the product's
 * list columns): each facet one statement down the rows' indexes (`facet_row_category`, `facet_row_size`), no
 * lookup of the product, its variants or its stock per product counted. The paintings' share is counted apart
 * (`facets.ts`) and added.
 */
type ProductRows = Awaited<ReturnType<typeof productRowsOf>>;
export type Counted = { value: string | number | null; n: number | string };

/** Grouped counts by value; no value (null) or an empty one (a variant without size or colour) is no option. */
export const countsOf = (rows: Counted[]) =>
  new Map(rows.filter((r) => r.value !== null && r.value !== '').map((r) => [String(r.value), Number(r.n)]));

/** The counts of a statement selecting one `f_<value>` column per case. */
export const flagsOf = (row: Record<string, number | string | null> | undefined, cases: [string, unknown][]) =>
  new Map(cases.map(([value]) => [value, Number(row?.[`f_${value}`] ?? 0)]));

/** A facet over products whose options are its own rows' column (`category_id`, `size`, `color`). */
export type ProductColumn = 'category_id' | 'size' | 'color';

/**
 * The rows matching every facet but `leave`'s: the products' own rows when no size, colour, stock or price narrows
 * them (a product with every variant retired is still listed); with only a price (or the price facet counted), the
 * rows that speak for their prices (`priced`: a product's own row when every live variant costs its price, else its
 * variants'); else their variants' rows of a chosen size and a chosen colour (in stock, if asked), so a product
 * matches when one variant has all, its price included (a variant's own, else the product's). `once`: each product
 * has at most one such row (per group of `by`), so rows count products without `distinct`: its own row, or one size
 * and one colour (a product has one variant per size and colour: `product_variant_combination`).
 */
function matching(deps: SearchDeps, rows: ProductRows, choices: Choices, leave: string, by?: ProductColumn) {
  const size = leave === 'size' ? [] : choices.size;
  const color = leave === 'color' ? [] : choices.color;
  const inStock = leave === 'inStock' ? false : choices.inStock;
  const parts: Expression<SqlBool>[] = itemConditions(choices, leave, 'f');
  const variants = size.length > 0 || color.length > 0 || inStock || by === 'size' || by === 'color';
  if (!variants && (leave === 'price' || priceConditions(choices, leave, 'f').length > 0)) {
    return { query: rows.where(and([...parts, sql<SqlBool>`f.priced = 1`])), once: false };
  }
  if (!variants) return { query: rows.where(and([...parts, sql<SqlBool>`f.size is null`])), once: true };
  parts.push(sql<SqlBool>`f.size is not null`);
  if (size.length) parts.push(sql<SqlBool>`f.size in (${sql.join(size)})`);
  if (color.length) parts.push(sql<SqlBool>`f.color in (${sql.join(color)})`);
  if (inStock) parts.push(keptInStock(isoNow(deps.clock), sql.ref('f.is_sold')));
  const single = (chosen: string[], column: ProductColumn) => chosen.length === 1 || by === column;
  return { query: rows.where(and(parts)), once: single(size, 'size') && single(color, 'color') };
}

/** How many products a matching row set holds where `when` holds (every row: `when` omitted). */
const productsWhere = (once: boolean, when?: RawBuilder<SqlBool>) => {
  if (once) return when ? sql<number>`sum(case when ${when} then 1 else 0 end)` : sql<number>`count(*)`;
  return when
    ? sql<number>`count(distinct case when ${when} then f.product_id end)`
    : sql<number>`count(distinct f.product_id)`;
};

/** The products' counts of a search (`rows`: `productRowsOf`), facet by facet. */
export function productCounts(deps: SearchDeps, rows: ProductRows, choices: Choices) {
  return {
    /** Each value of the facet's column: the products matching every other facet with a row of that value. */
    async grouped(facet: string, column: ProductColumn): Promise<Map<string, number>> {
      const { query, once } = matching(deps, rows, choices, facet, column);
      return countsOf(
        (await query
          .select([sql.ref(`f.${column}`).as('value'), productsWhere(once).as('n')])
          .groupBy(sql.ref(`f.${column}`))
          .execute()) as Counted[],
      );
    },
    /**
     * Each size and colour (by size, then colour): the products matching every facet but those two with a variant of
     * both. A product has one variant per size and colour (`product_variant_combination`), so each row is one product;
     * no value (null) or an empty one is no option, as in `countsOf`.
     */
    async pairs(): Promise<Map<string, Map<string, number>>> {
      const { query } = matching(deps, rows, { ...choices, size: [], color: [] }, '', 'size');
      const counted = (await query
        .select(['f.size as size', 'f.color as color', sql<number | string>`count(*)`.as('n')])
        .groupBy(['f.size', 'f.color'])
        .execute()) as { size: string | null; color: string | null; n: number | string }[];
      const pairs = new Map<string, Map<string, number>>();
      for (const { size, color, n } of counted) {
        if (!size || !color) continue;
        pairs.set(size, (pairs.get(size) ?? new Map<string, number>()).set(color, Number(n)));
      }
      return pairs;
    },
    /** Each case's products, among those matching every other facet (the price ranges). */
    async flags(facet: string, cases: [string, RawBuilder<SqlBool>][]): Promise<Map<string, number>> {
      const { query, once } = matching(deps, rows, choices, facet);
      const row = (await query
        .select(cases.map(([value, when]) => productsWhere(once, when).as(`f_${value}`)))
        .executeTakeFirst()) as Record<string, number | string | null> | undefined;
      return flagsOf(row, cases);
    },
    /** The products matching every facet of `asked`. */
    async count(asked: Choices = choices): Promise<number> {
      const { query, once } = matching(deps, rows, asked, '');
      const row = await query.select(productsWhere(once).as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
