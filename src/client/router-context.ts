import type { Locale } from '@shared/locale';
import type { QueryClient } from '@tanstack/react-query';
import type { ShopIntl } from './i18n/intl';
import type { Trpc, TrpcClient } from './trpc';

/** A stylesheet the page carries in itself: its built file (`assets/…css`, its name in the page) and its rules. */
export interface InlineStyle {
  file: string;
  css: string;
}

/** The stylesheets a route's pages carry in themselves, per route id (`__root__`'s in every page). */
export type PageStyles = Readonly<Record<string, readonly InlineStyle[]>>;

/** Every built stylesheet's rules by its URL (`/assets/…css`), for the server's render. */
export type BuiltStyles = Readonly<Record<string, string>>;

/**
 * What every route's loader and head get: the router's own query cache, the tRPC handle over it (over HTTP in
 * the browser, in-process when the server renders; components get the same through `useTRPC()`), the shop's
 * public origin for canonical links, where this render happens, and the page's language with its formatter.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  trpcClient: TrpcClient;
  origin: string;
  /** 'server' while rendering HTML: per-visitor data (session, cart) is left to the browser. */
  rendering: 'server' | 'browser';
  /** The page's language (its URL's: `/fr/…` is French), the same for the router's life. */
  locale: Locale;
  /** The page's formatter: loaders and `head` functions format their texts with it (`intl.format(id)`). */
  intl: ShopIntl;
  /** The stylesheets the server writes into each page (RootDocument), per route; none in the browser. */
  pageStyles?: PageStyles;
  /** Every built stylesheet's rules by URL, on the server: the page carries the chosen font's (`FontFaces`). */
  builtStyles?: BuiltStyles;
  /** Where the server rendering a French page notes the areas of French each island draws (`island-areas.ts`). */
  islandAreas?: Map<string, Set<string>> | null;
  /** Where the server notes the queries the islands of the page it renders read (`island-queries.ts`). */
  islandQueries?: Set<string> | null;
}
