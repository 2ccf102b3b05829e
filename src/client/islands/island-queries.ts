import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext } from 'react';
import { dataBlock, readBlock } from './data-block';

/**
 * The queries a page drawn as islands carries for its islands (issue 45): those its islands read when the server drew
 * them, and no more. The server's render reads many more (a list's cards, a product's related pieces, every part
 * drawn once and never again); the router would write all of them into the page as a script the browser compiles
 * and runs while it parses the page (33 KB on home, where the islands read 5), when the islands' runtime only needs
 * what its islands read. The server records those (`recordingQueryClient`, which `Island.tsx` gives each island's
 * part), the page carries them as JSON (`islandQueriesScript`), and the runtime puts them in its cache
 * (`takePageQueries`) before it draws an island.
 */

/** The server's record of the queries the islands of the page it renders read (their hashes): null elsewhere. */
export const IslandQueriesRecord = createContext<Set<string> | null>(null);

const QUERIES_ID = 'island-queries';

/** Each query client's recording one (one per render: each render has its own client). */
const recordingClients = new WeakMap<QueryClient, QueryClient>();
const recordingOnes = new WeakSet<QueryClient>();

/**
 * A query client over `client`'s cache that notes in `read` each query a component reads through it (a query hook
 * builds or finds its query in the cache; `getQueryData` gets it), and otherwise is `client`: the same queries, the
 * same data, the same defaults.
 */
export function recordingQueryClient(client: QueryClient, read: Set<string>): QueryClient {
  if (recordingOnes.has(client)) return client;
  const known = recordingClients.get(client);
  if (known) return known;
  const cache = client.getQueryCache();
  const note = <Q extends { queryHash: string } | undefined>(query: Q): Q => {
    if (query) read.add(query.queryHash);
    return query;
  };
  const recordingCache = new Proxy(cache, {
    get(target, key) {
      if (key === 'build') return (...args: Parameters<typeof cache.build>) => note(target.build(...args));
      if (key === 'get') return (hash: string) => note(target.get(hash));
      if (key === 'find') return (filters: Parameters<typeof cache.find>[0]) => note(target.find(filters));
      // The cache's other methods, on the cache itself (they read its private fields).
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const recording = new QueryClient({ queryCache: recordingCache, defaultOptions: client.getDefaultOptions() });
  recordingClients.set(client, recording);
  recordingOnes.add(recording);
  return recording;
}

/** The page's block of the queries its islands read, out of the render's cache (those that have data). */
export function islandQueriesScript(client: QueryClient, read: ReadonlySet<string>): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => read.has(query.queryHash) && defaultShouldDehydrateQuery(query),
  });
  return dataBlock(QUERIES_ID, state);
}

/** The queries the page carries for its islands, into the runtime's cache (none in a page without the block). */
export function takePageQueries(client: QueryClient): void {
  const state = readBlock<DehydratedState>(QUERIES_ID);
  if (state) hydrate(client, state);
}

/**
 * Notes on the server that the island will read `queryKey` in the browser, later than its first draw (a part drawn
 * once near the window): the page then carries it, as it would a query the island read at once. Nothing in the
 * browser.
 */
export function useCarried(queryKey: QueryKey): void {
  const client = useQueryClient();
  if (import.meta.env.SSR) client.getQueryState(queryKey);
}
