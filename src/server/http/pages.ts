import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage, RenderRequest } from '../../client/entry-server.js';
import { pathLocale } from '../../shared/locale-path.js';
import { isLivePage } from '../../shared/routes.js';
import { CatalogueCache } from '../db/catalogue-cache.js';
import { catalogueVersion, sameReleases } from '../db/catalogue-version.js';
import type { Services } from '../deps.js';
import { cleanHtml } from '../domain/sanitize.js';
import { RENDER_ENTRY } from '../paths.js';
import { type AppRouter, appRouter } from '../trpc/app-router.js';
import { createContextInner } from '../trpc/context.js';
import { type ClientBuild, readClientBuild } from './client-manifest.js';
import { catalogueDocument } from './security.js';

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;
/** The client's own reading of a URL: its path and the search params its routes read (`client/page-key.ts`). */
export type PageKey = (url: string) => string;
/** What the client build gives the server to render its pages. */
export interface PageRendering extends ClientBuild {
  render: RenderPage;
  pageKey: PageKey;
}

/** The render function, the manifest and the root's stylesheets, when the client has been built with its server entry. */
export async function loadPageRenderer(): Promise<PageRendering | null> {
  const build = readClientBuild();
  if (!existsSync(RENDER_ENTRY) || !build) return null;
  const entry = (await import(pathToFileURL(RENDER_ENTRY).href)) as Pick<PageRendering, 'render' | 'pageKey'>;
  return { render: entry.render, pageKey: entry.pageKey, ...build };
}

/**
 * A rendered page as the cache keeps it: compressed only (a page carries its stylesheets, ~100 KiB of its ~200 KiB of
 * HTML), the HTML itself unzipped again for the rare client that accepts neither encoding.
 */
interface CachedPage {
  status: number;
  location: string | null;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The hashes of the page's inline scripts (the router's hydration data), for its CSP. */
  scriptHashes: string[];
  /** A page of the public catalogue (drawn as islands): sent without opener isolation (`catalogueDocument`). */
  catalogue: boolean;
}

/**
 * A page's last render: when (the shop's clock, ms) and under which catalogue version; and when it was last asked
 * for while its cached copy was out of date (the latest CROWD times).
 */
interface RecentPage {
  page: CachedPage;
  at: number;
  version: string;
  asks: number[];
}

/** A page's weight in the cache: its two compressed copies, plus what the rest costs. */
const pageBytes = (page: CachedPage): number => page.br.length + page.gzip.length + 1024;
/** How many pages keep their last rendered copy for visitors who come while they are rendered again. */
const RECENT_PAGES = 16;
/** How often a page asked by a crowd is rendered again for catalogue changes other than a release, at most. */
const RERENDER_MS = 1_000;
/** A crowd: this many asks for a page within RERENDER_MS (a drop page; never one shopper, nor the owner checking). */
const CROWD = 10;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function scriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Storefront pages as HTML: rendered by the client's own components with tRPC called in-process, the same for
 * every visitor (per-visitor parts render in the browser), so each page is cached until the catalogue or the
 * settings change, and sent compressed. A page is its path and the search params its routes read (`pageKey`):
 * `/product/1?u=2` is `/product/1`, rendered once. Least recently used pages go first once the cache is full
 * (`PAGE_CACHE_MB`); not-found pages have a pool of their own in it, an eighth of that, so junk paths cannot
 * push the shop's pages out. Rendering what is not cached counts against the visitor's IP (`pageRender`); past it
 * the visitor gets the page rendered in the browser instead (see `send`).
 */
export class PageRenderer {
  private readonly pages: CatalogueCache<CachedPage>;
  /** Renders under way, per page key. */
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  /** The last rendered copy of the most recently rendered pages, whatever the catalogue version (see whileRendering). */
  private readonly recent = new Map<string, RecentPage>();

  constructor(
    private readonly services: Services,
    private readonly renderer: PageRendering,
  ) {
    const maxBytes = services.config.pageCacheBytes;
    const apart = { holds: (page: CachedPage) => page.status === 404, maxBytes: Math.ceil(maxBytes / 8) };
    this.pages = new CatalogueCache(catalogueVersion(services), { maxBytes, sizeOf: pageBytes, apart });
  }

  private async produce(url: string, ip: string): Promise<CachedPage> {
    const page = await this.renderer.render({
      url: `${this.services.config.publicUrl}${url}`,
      manifest: this.renderer.manifest,
      pageStyles: this.renderer.pageStyles,
      builtStyles: this.renderer.builtStyles,
      sanitizeHtml: cleanHtml,
      trpcClient: createTRPCClient<AppRouter>({
        links: [
          unstable_localLink({
            router: appRouter,
            // The page's procedures answer in its language, as the browser's calls ask with `x-shop-locale`.
            createContext: async () => createContextInner(this.services, { ip, locale: pathLocale(url) }),
          }),
        ],
      }),
    });
    const location = page.location ? relativeLocation(page.location) : null;
    return {
      status: page.status,
      location,
      br: brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(page.html, { level: 6 }),
      etag: `"${createHash('sha1').update(page.html).digest('base64url')}"`,
      scriptHashes: scriptHashes(page.html),
      catalogue: page.drawnAsIslands,
    };
  }

  /**
   * The page for this request: from the cache while the catalogue version holds, else rendered (200s and 404s
   * are kept, redirects and failures are not); null when the visitor is past their budget of renders.
   */
  async page(url: string, ip: string): Promise<CachedPage | null> {
    const key = this.renderer.pageKey(url);
    if (isLivePage(key)) return (await this.services.limits.allow('pageRender', ip)) ? this.produce(key, ip) : null;
    await this.pages.settled();
    const found = this.kept(key, true);
    if (found) return found;
    if (!(await this.services.limits.allow('pageRender', ip))) return null;
    // The budget check waits on the database: the page may have been rendered, or begun, meanwhile.
    const again = this.kept(key);
    if (again) return again;
    const { version } = this.pages.lookup(key);
    const at = this.services.clock().getTime();
    const render = (async () => {
      const page = await this.produce(key, ip);
      if (page.status === 200 || page.status === 404) {
        this.pages.keep(key, page, version);
        const asks = this.recent.get(key)?.asks ?? [];
        this.recent.delete(key);
        this.recent.set(key, { page, at, version, asks });
        if (this.recent.size > RECENT_PAGES) this.recent.delete(this.recent.keys().next().value as string);
      }
      return page;
    })().finally(() => this.rendering.delete(key)); // once kept: a visitor coming now finds it in the cache
    this.rendering.set(key, render);
    return render;
  }

  /**
   * The page cached under the catalogue version now, or the copy a visitor gets while it renders (whileRendering),
   * or its last render for a crowd (see fresh); `ask`: count this request as one for a page out of date.
   */
  private kept(key: string, ask = false): Promise<CachedPage> | CachedPage | null {
    const { version, value } = this.pages.lookup(key);
    if (value) return value;
    const recent = this.recent.get(key);
    const now = this.services.clock().getTime();
    if (ask && recent) recent.asks = [...recent.asks.slice(1 - CROWD), now];
    return this.whileRendering(key) ?? this.fresh(recent, version, now);
  }

  /**
   * A page asked by a crowd is rendered again for catalogue changes at most once every RERENDER_MS: under a drop
   * every checkout changes the catalogue version (its stock hold), and rendering the drop page again for each took
   * the CPU the checkouts wanted. A page asked now and then is rendered at once (the owner checking an edit, a
   * shopper), as is any page when a release passes: at its time the item shows everywhere at once.
   */
  private fresh(recent: RecentPage | undefined, version: string, now: number): CachedPage | null {
    if (!recent || now - recent.at >= RERENDER_MS) return null;
    const crowded = recent.asks.length >= CROWD && now - (recent.asks[0] ?? 0) < RERENDER_MS;
    return crowded && sameReleases(recent.version, version) ? recent.page : null;
  }

  /**
   * While `key` is being rendered, another visitor asking for it does not render it again: they get its last
   * rendered copy, or wait for the render under way. Under a drop every checkout changes the catalogue version
   * (stock holds), so without this each visitor of the drop page rendered it anew and the renders took the CPU.
   * With `fresh`, a visitor gets a copy at most a second and one render older than the catalogue (never older than a
   * release), as the stock shown was already (it moves with every checkout); the sale itself is always decided live.
   */
  private whileRendering(key: string): Promise<CachedPage> | CachedPage | null {
    const render = this.rendering.get(key);
    if (!render) return null;
    return this.recent.get(key)?.page ?? render;
  }

  /**
   * Sends the page; false when rendering failed (logged) or the visitor is past their renders, so the caller
   * falls back to the client-rendered app: a person behind a busy shared address still gets a working page
   * (the browser renders it, as it renders every later screen), and the server does no rendering work for it.
   */
  async send(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const page = await this.page(req.url, req.ip).catch((error: unknown) => {
      req.log.error({ err: error }, 'server rendering failed');
      return null;
    });
    if (!page || page.status >= 500) return false;
    if (page.location) {
      reply.header('cache-control', 'no-cache').redirect(page.location, page.status);
      return true;
    }
    if (page.catalogue) catalogueDocument(reply);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && page.scriptHashes.length > 0) {
      reply.header(
        'content-security-policy',
        csp.replace("script-src 'self'", `script-src 'self' ${page.scriptHashes.join(' ')}`),
      );
    }
    reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .header('vary', ['accept-encoding', reply.getHeader('vary')].filter(Boolean).join(', '))
      .type('text/html; charset=utf-8');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (page.status === 200 && req.headers['if-none-match'] === page.etag) reply.code(304).send();
    else if (/\bbr\b/.test(accepts)) reply.header('content-encoding', 'br').send(page.br);
    else if (/\bgzip\b/.test(accepts)) reply.header('content-encoding', 'gzip').send(page.gzip);
    else reply.send(gunzipSync(page.gzip));
    return true;
  }
}

/** A redirect stays on this shop whatever host the request named: only its path and query are kept. */
function relativeLocation(location: string): string {
  const url = new URL(location, 'http://shop.invalid');
  return `${url.pathname}${url.search}`;
}
