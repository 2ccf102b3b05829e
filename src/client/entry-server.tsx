import type { QueryClient } from '@tanstack/react-query';
import type { Manifest } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { cleanHtml } from '../server/domain/sanitize';
import { setHtmlSanitizer } from './html-sanitizer';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import type { Trpc } from './trpc';

export { pageKey } from './page-key';

setHtmlSanitizer(cleanHtml);

export interface RenderRequest {
  /** The page's absolute URL (the shop's public origin plus the path and query). */
  url: string;
  /** The built client's files per route (scripts, CSS, preloads). */
  manifest: Manifest;
  /** The tRPC options proxy over this request's in-process caller, bound to the render's own query cache. */
  trpc: (queryClient: QueryClient) => Trpc;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Set on a redirect (e.g. /products/2 → /product/2). */
  location: string | null;
}

/** Renders one storefront page to HTML with its data, as the browser will hydrate it. */
export async function render({ url, manifest, trpc }: RenderRequest): Promise<RenderedPage> {
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: () => {
      const queryClient = createQueryClient();
      return createAppRouter({
        queryClient,
        trpc: trpc(queryClient),
        origin: new URL(url).origin,
        rendering: 'server',
      });
    },
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}
