import type { Manifest } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { cleanHtml } from '../server/domain/sanitize';
import { setHtmlSanitizer } from './html-sanitizer';
import { createAppRouter } from './router';
import type { TrpcClient } from './trpc';

setHtmlSanitizer(cleanHtml);

export interface RenderRequest {
  /** The page's absolute URL (the shop's public origin plus the path and query). */
  url: string;
  /** The built client's files per route (scripts, CSS, preloads). */
  manifest: Manifest;
  /** The tRPC client over this request's in-process caller (the router gives the render its own query cache). */
  trpcClient: TrpcClient;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Set on a redirect (e.g. /products/2 → /product/2). */
  location: string | null;
}

/** Renders one storefront page to HTML with its data, as the browser will hydrate it. */
export async function render({ url, manifest, trpcClient }: RenderRequest): Promise<RenderedPage> {
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: () => createAppRouter({ trpcClient, origin: new URL(url).origin, rendering: 'server' }),
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}
