import { pathLocale } from '@shared/locale-path';
import type { Manifest } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { setHtmlSanitizer } from './html-sanitizer';
import { loadMessages } from './i18n/catalogues';
import { loadMessageEngine } from './i18n/message-engine';
import { islandAreasScript } from './islands/island-areas';
import { islandQueriesScript } from './islands/island-queries';
import { serverPartsLoaded } from './lazy-part';
import { createAppRouter, drawnAsIslands } from './router';
import type { BuiltStyles, PageStyles } from './router-context';
import type { TrpcClient } from './trpc';

export { pageKey } from './page-key';
export type { BuiltStyles, PageStyles } from './router-context';

export interface RenderRequest {
  /** The page's absolute URL (the shop's public origin plus the path and query). */
  url: string;
  /** The built client's files per route (scripts, CSS, preloads). */
  manifest: Manifest;
  /** The stylesheets the page carries in itself, per route (`readClientBuild`). */
  pageStyles: PageStyles;
  /** Every built stylesheet's rules by URL (`readClientBuild`): the page carries the chosen font's. */
  builtStyles?: BuiltStyles;
  /**
   * The tRPC client over this request's in-process caller, in the page's language (the router gives the render its
   * own query cache).
   */
  trpcClient: TrpcClient;
  /** The server's HTML cleaner, for admin-written HTML (DOMPurify, the browser's, needs a DOM). */
  sanitizeHtml: (html: string) => string;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Set on a redirect (e.g. /products/2 → /product/2). */
  location: string | null;
  /** Whether the page is drawn as islands (`shared/island-routes.ts`): a page of the public catalogue. */
  drawnAsIslands: boolean;
}

/** Renders one storefront page to HTML with its data, as the browser will hydrate it. */
export async function render({
  url,
  manifest,
  pageStyles,
  builtStyles,
  trpcClient,
  sanitizeHtml,
}: RenderRequest): Promise<RenderedPage> {
  setHtmlSanitizer(sanitizeHtml);
  const { origin, pathname } = new URL(url);
  const locale = pathLocale(pathname);
  const messages = await loadMessages(locale, true);
  const islandAreas = new Map<string, Set<string>>();
  const islandQueries = new Set<string>();
  // The server writes every message at once, the ICU engine's too.
  await loadMessageEngine();
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: () =>
      createAppRouter({
        trpcClient,
        origin,
        rendering: 'server',
        locale,
        messages,
        pageStyles,
        builtStyles,
        islandAreas,
        islandQueries,
      }),
    getRouterManifest: () => manifest,
  });
  let islandPage = false;
  let queries = '';
  const response = await handler(async ({ router, responseHeaders }) => {
    // The route's modules are loaded by now: the lazy parts they draw render in full, never their fallback.
    await serverPartsLoaded();
    islandPage = drawnAsIslands(router);
    // The queries the islands read, once drawn and while the render's cache still has them (cleared when it ends).
    router.serverSsr?.onRenderFinished(() => {
      if (!islandPage) return;
      queries = islandQueriesScript(router.options.context.queryClient, islandQueries);
    });
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> });
  });
  const html = await response.text();
  // A page says which areas of messages its islands draw; a French one drawn as islands carries their French too.
  const areas =
    islandAreas.size > 0 ? islandAreasScript(islandAreas, islandPage ? (messages?.catalogue ?? null) : null) : '';
  const blocks = areas + queries;
  return {
    status: response.status,
    html: blocks ? html.replace('</body>', `${blocks}</body>`) : html,
    location: response.headers.get('location'),
    drawnAsIslands: islandPage,
  };
}
