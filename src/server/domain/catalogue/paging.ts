import { type Expression, type SelectQueryBuilder, sql } from 'kysely';
import type { Reader } from '../../db/flow.js';

/** One page of a list, as `pagedSchema` (src/shared/schemas/results.ts) declares it. */
export interface Paged<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** One key of a list's order: a column of `p` (or an expression over them) and its direction. */
export type OrderKey = readonly [Expression<unknown>, 'asc' | 'desc'];

/** `p.<column>`, for an `OrderKey`. */
export const listColumn = (column: string) => sql.ref(`p.${column}`);

/** The page to show of `total` items: the one asked for, or the last one when it asked past the end. */
function pageWindow(total: number, page: number, pageSize: number) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  return { page: current, offset: (current - 1) * pageSize, limit: pageSize };
}

/**
 * One page of a storefront list (category, collection, paintings), worked out in SQL from the list's base query
 * (`productQuery` / `paintingQuery`, aliased `p`, with the list's filters added), so every rule of the base query
 * (not deleted, and whatever visibility rule it grows) holds for the page as for the full list.
 *
 * Three statements, each on the base query:
 * 1. `count(*)` of the filtered list's distinct ids (DISTINCT lets SQLite drop the joins the page's columns need:
 *    7 ms → 0.4 ms at 2,000 products): the page count, and the clamp of a page past the end (`?page=999` shows the
 *    last page rather than an empty one, as the screens always did);
 * 2. the page's ids, in the list's order, by LIMIT/OFFSET: only `p`'s own columns are read, so the sort walks the
 *    list's index (`db/migrations/2026-11-24T02-20-list-indexes.ts`) and stops at the page's end;
 * 3. the page's full rows (stock, ratings, variants) for those ids only.
 *
 * Offset, not keyset: the screens link to numbered pages (`?page=7`) and show how many there are, which a keyset
 * cursor cannot name. Offset costs the rows it skips, but the offset is clamped to the list's own size (step 1), so
 * no request costs more than walking one list's index once, the same walk the count already makes; a list of
 * 10,000 is a few milliseconds. Keyset would only pay off for deep pages of a far larger list.
 */
export async function pageOf<D, TB extends keyof D, O, Item extends { id: number }>(
  db: Reader,
  list: SelectQueryBuilder<D, TB, O>,
  order: readonly OrderKey[],
  paging: { page: number; pageSize: number; total?: number },
  load: (ids: number[]) => Promise<Item[]>,
): Promise<Paged<Item>> {
  const listed = list.clearSelect().clearOrderBy().select(sql.ref<number>('p.id').as('id'));
  // The list's size, unless the caller counted it already (the catalogue search, over the kept facet rows).
  const counted =
    paging.total === undefined
      ? await db
          .selectFrom(listed.distinct().as('listed'))
          .select(sql<number | string>`count(*)`.as('total'))
          .executeTakeFirst()
      : { total: paging.total };
  const total = Number(counted?.total ?? 0); // PostgreSQL: a bigint string
  const window = pageWindow(total, paging.page, paging.pageSize);
  let idsInOrder = listed;
  for (const [key, direction] of order) idsInOrder = idsInOrder.orderBy(key, direction);
  const rows = await idsInOrder.limit(window.limit).offset(window.offset).execute();
  const ids = (rows as { id: number }[]).map((row) => Number(row.id));
  const byId = new Map((await load(ids)).map((item) => [item.id, item]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  return { items, total, page: window.page, pageSize: paging.pageSize };
}
