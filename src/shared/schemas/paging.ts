import { z } from 'zod';
import { pageParam } from './catalogue.js';

/**
 * The one shape of a list paged by the server (the admin lists: orders, customers, products, paintings, inventory,
 * the stock ledger, messages): `?page=&pageSize=` in, `{items, total, page, pageSize}` out (`pagedSchema`, results.ts). Pages are offsets
 * (page − 1) × pageSize, capped by `pageParam` (100,000) and `pageSizeParam` (100): see docs/ARCHITECTURE.md.
 */
const PAGE_SIZE_MAX = 100;
const DEFAULT_PAGE_SIZE = 20;

const pageSizeParam = z.coerce
  .number()
  .int('pageSize must be a whole number')
  .min(1, `pageSize must be between 1 and ${PAGE_SIZE_MAX}`)
  .max(PAGE_SIZE_MAX, `pageSize must be between 1 and ${PAGE_SIZE_MAX}`)
  .default(DEFAULT_PAGE_SIZE);

/** `?page=&pageSize=`: extend it with a list's own filters. */
export const pageInput = z.object({ page: pageParam, pageSize: pageSizeParam });
export type PageInput = z.infer<typeof pageInput>;

export const sortDirection = z.enum(['asc', 'desc'], { message: "direction must be 'asc' or 'desc'" }).optional();

/** `?sort=<one of sorts>&direction=asc|desc`: an unknown sort is a 400 naming the ones there are. */
export function sortParam<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z.enum(sorts, { message: `sort must be one of ${sorts.join(', ')}` });
}

/** A search box's text (`?q=`), trimmed; blank is no search. */
export const searchParam = z.string().trim().max(200, 'q: at most 200 characters').optional();

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
