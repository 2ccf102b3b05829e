import { type Locale, localeTag } from '@shared/locale';
import { pathLocale } from '@shared/locale-path';
import type { Manifest } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { setHtmlSanitizer } from './html-sanitizer';
import { loadMessages } from './i18n/catalogues';
import { serverPartsLoaded } from './lazy-part';
import { createAppRouter } from './router';
import type { TrpcClient } from './trpc';

export { pageKey } from './page-key';

export interface RenderRequest {
  /** The page's absolute URL (the shop's public origin plus the path and query). */
  url: string;
  /** The built client's files per route (scripts, CSS, preloads). */
  manifest: Manifest;
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
}

/**
 * The page's first script, first in its head: its language's money format, made once. The first number or date a
 * page formats costs ~11 ms of CPU (the browser loads ICU's data, whatever the format; later ones cost ~0.1 ms). Here
 * it is paid while the browser waits for the stylesheets, before the first paint, not in a task after it that blocks
 * a phone's main thread (issue 45: Total Blocking Time counts the tasks after the first paint). It is put in the
 * rendered HTML, not rendered by React, which hoists the stylesheets' links above every other tag in the head, and a
 * script after a stylesheet's link waits for the stylesheet. Hydration passes over it (a script in the head that
 * React did not render, as a browser extension's).
 */
const loadIcuData = (locale: Locale) =>
  `<script>new Intl.NumberFormat('${localeTag(locale)}',{style:'currency',currency:'CAD',currencyDisplay:'narrowSymbol'}).format(0)</script>`;

/** Renders one storefront page to HTML with its data, as the browser will hydrate it. */
export async function render({ url, manifest, trpcClient, sanitizeHtml }: RenderRequest): Promise<RenderedPage> {
  setHtmlSanitizer(sanitizeHtml);
  const { origin, pathname } = new URL(url);
  const locale = pathLocale(pathname);
  const messages = await loadMessages(locale, true);
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: () => createAppRouter({ trpcClient, origin, rendering: 'server', locale, messages }),
    getRouterManifest: () => manifest,
  });
  const response = await handler(async ({ router, responseHeaders }) => {
    // The route's modules are loaded by now: the lazy parts they draw render in full, never their fallback.
    await serverPartsLoaded();
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> });
  });
  const html = (await response.text()).replace('<head>', `<head>${loadIcuData(locale)}`);
  return { status: response.status, html, location: response.headers.get('location') };
}
