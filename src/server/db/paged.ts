import { type SelectQueryBuilder, sql } from 'kysely';
import type { Page, PageInput } from '../../shared/schemas/paging.js';

/** How a list's total is found: `count` counts it in SQL; the default does just that. */
export type Total = (count: () => Promise<number>) => Promise<number>;

/**
 * One page of a list query, counted in SQL: `query` is the list with its filters, selection and order; the total
 * is the same query with neither selection nor order (`count(*)`), and the rows are its `LIMIT pageSize OFFSET
 * (page − 1) × pageSize`. A page past the end answers the last page (page 1 of an empty list). Offsets, not keysets:
 * the owner jumps to any page and sorts by any column; `pageParam` caps the page (see docs/ARCHITECTURE.md).
 * Not for a grouped query (its count would be of groups' rows): wrap it as a derived table first. `findTotal` may
 * answer the count from elsewhere (a count kept while the data has not moved), given the way to count it.
 */
export async function paged<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, pageSize }: PageInput,
  findTotal: Total = (count) => count(),
): Promise<Page<O>> {
  const count = async () => {
    const counted = await query
      .clearSelect()
      .clearOrderBy()
      .select(sql<number | string | bigint>`count(*)`.as('total'))
      .executeTakeFirst();
    return Number((counted as { total?: number | string | bigint } | undefined)?.total ?? 0);
  };
  const total = await findTotal(count);
  const shown = Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
  const items =
    total === 0
      ? []
      : await query
          .limit(pageSize)
          .offset((shown - 1) * pageSize)
          .execute();
  return { items: items as O[], total, page: shown, pageSize };
}

/** A page with its rows mapped (`toRow`) for the API. */
export async function pagedAs<DB, TB extends keyof DB, O, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  input: PageInput,
  toRow: (row: O) => T,
  findTotal?: Total,
): Promise<Page<T>> {
  const page = await paged(query, input, findTotal);
  return { ...page, items: page.items.map(toRow) };
}

/** `items` in the order of `ids` (a page's ids, found sorted, then loaded whole). */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], items: T[]): T[] {
  const at = new Map(ids.map((id, i) => [id, i]));
  return items.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
}
