import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import type { AdminSearch } from '../../../features/admin/tabs';
import type { ServerPaging } from './DataTable';

export interface ListSort<K extends string> {
  key: K;
  direction: 'asc' | 'desc';
}

/** What a server-paged list shows: its page, sort and search, as the URL has them. */
export interface ListParams<K extends string> {
  page: number;
  sort: ListSort<K>;
  q: string;
  setPage: (page: number) => void;
  /** The same column again flips its direction; another starts ascending. Back to page 1. */
  toggleSort: (key: K) => void;
  setQuery: (q: string) => void;
  /** Sets a filter of the list's URL (`type`, `item`, …), back to page 1. */
  setFilter: (patch: Partial<AdminSearch>) => void;
}

/**
 * A server-paged admin list's page, sort and search, kept in the URL (`/admin?tab=products&page=2&sort=price&dir=desc`)
 * so a reload, a shared link or Back shows the same page. An unknown sort in the URL falls back to `fallback`.
 */
export function useListParams<K extends string>(sorts: readonly K[], fallback: ListSort<K>): ListParams<K> {
  const search = useSearch({ from: '/admin' });
  const navigate = useNavigate();
  const router = useRouter();
  const update = (patch: Partial<AdminSearch>, replace = false) => {
    // The address as it is now, not as this list last rendered it: a search sent once typing paused may land after
    // the owner chose another tab or list (the list still shows while that loads), and must not take them back.
    const now = router.latestLocation.search as AdminSearch;
    if (now.tab !== search.tab || now.view !== search.view) return;
    void navigate({ to: '/admin', search: { ...now, ...patch }, replace });
  };
  const known = sorts.find((s) => s === search.sort);
  const sort: ListSort<K> = known
    ? { key: known, direction: search.dir ?? 'asc' }
    : { key: fallback.key, direction: search.dir ?? fallback.direction };
  return {
    page: search.page ?? 1,
    sort,
    q: search.q ?? '',
    setPage: (page) => update({ page: page > 1 ? page : undefined }),
    toggleSort: (key) =>
      update({
        sort: key,
        dir: sort.key === key ? (sort.direction === 'asc' ? 'desc' : 'asc') : 'asc',
        page: undefined,
      }),
    // Typing replaces the entry: Back leaves the list, not each keystroke.
    setQuery: (q) => update({ q: q.trim() || undefined, page: undefined }, true),
    setFilter: (patch) => update({ ...patch, page: undefined }),
  };
}

/** The list's query input: `{page, pageSize, sort, direction, q}`. */
export function listInput<K extends string>(params: ListParams<K>, pageSize: number) {
  return {
    page: params.page,
    pageSize,
    sort: params.sort.key,
    direction: params.sort.direction,
    q: params.q || undefined,
  };
}

/** The DataTable's `paging` for a list whose page `data` the server answered (the previous page while loading). */
export function serverPaging<K extends string>(
  params: ListParams<K>,
  query: { data?: { total: number; page: number; pageSize: number }; isPlaceholderData: boolean },
  { sorts, noun, pageSize }: { sorts: readonly K[]; noun: string; pageSize: number },
): ServerPaging {
  return {
    total: query.data?.total ?? 0,
    page: query.data?.page ?? params.page,
    pageSize: query.data?.pageSize ?? pageSize,
    sorts,
    sort: params.sort,
    onSort: (key) => params.toggleSort(key as K),
    onPage: params.setPage,
    search: params.q,
    onSearch: params.setQuery,
    fetching: query.isPlaceholderData,
    noun,
  };
}
