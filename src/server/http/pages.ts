import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest } from '@tanstack/react-router';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage, RenderRequest } from '../../client/entry-server.js';
import { CLIENT_DIR } from '../paths.js';
import { type AppRouter, appRouter } from '../trpc/app-router.js';
import { createContextInner, type Services } from '../trpc/context.js';
import { ReadCache } from './read-cache.js';

/** The server-rendering entry the client build makes (`vite build --ssr`), next to the browser bundle. */
export const RENDER_ENTRY = join(CLIENT_DIR, '..', 'server', 'entry-server.js');
const VITE_MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

interface ViteChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** A route file's id in the router: `product.$id` → `/product/$id`, `paintings.index` → `/paintings/`. */
export function fileRouteId(name: string): string {
  return `/${name
    .split('.')
    .map((part) => (part === 'index' ? '' : part))
    .join('/')}`.replace(/^\/\/$/, '/');
}

/**
 * The router's manifest from Vite's: the entry's script and CSS for the root, and for each route the CSS of its
 * split component (and of what it imports), so the HTML links every stylesheet the page needs: no flash of
 * unstyled content. Scripts are not preloaded: a page's largest image loads first, and the entry's own imports
 * bring the rest (measured: LCP 1.4–1.6 s instead of 2.6 s in Lighthouse's mobile run).
 */
export function routerManifest(vite: Record<string, ViteChunk>): Manifest {
  const css = (key: string, seen = new Set<string>()): string[] => {
    const chunk = vite[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [
      ...(chunk.css ?? []).map((file) => `/${file}`),
      ...(chunk.imports ?? []).flatMap((child) => css(child, seen)),
    ];
  };
  const entryKey = Object.keys(vite).find((key) => vite[key]?.isEntry);
  const entry = entryKey ? vite[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('The client build has no entry in its manifest');
  const rootCss = css(entryKey);
  const routes: Manifest['routes'] = {
    __root__: { css: rootCss, scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }] },
  };
  for (const key of Object.keys(vite)) {
    const match = /^routes\/(.+)\.tsx\?tsr-split=component$/.exec(key);
    if (!match?.[1] || match[1] === '__root') continue;
    routes[fileRouteId(match[1])] = { css: [...new Set(css(key).filter((file) => !rootCss.includes(file)))] };
  }
  return { routes };
}

/** The render function and the manifest, when the client has been built with its server entry. */
export async function loadPageRenderer(): Promise<{ render: RenderPage; manifest: Manifest } | null> {
  if (!existsSync(RENDER_ENTRY) || !existsSync(VITE_MANIFEST)) return null;
  const entry = (await import(pathToFileURL(RENDER_ENTRY).href)) as { render: RenderPage };
  return { render: entry.render, manifest: routerManifest(JSON.parse(readFileSync(VITE_MANIFEST, 'utf8'))) };
}

interface CachedPage {
  status: number;
  location: string | null;
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The hashes of the page's inline scripts (the router's hydration data), for its CSP. */
  scriptHashes: string[];
}

const MAX_PAGES = 300;
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
 * Storefront pages as HTML: rendered by the client's own components with
 * tRPC called in-process, the same for every visitor (per-visitor parts render
 * in the browser), so each path's page is cached until the catalogue or the
 * settings change, and sent compressed.
 */
export class PageRenderer {
  private readonly pages: ReadCache<CachedPage>;

  constructor(
    private readonly services: Services,
    private readonly renderer: { render: RenderPage; manifest: Manifest },
  ) {
    this.pages = new ReadCache(services.db, services.clock, MAX_PAGES);
  }

  private async produce(url: string, ip: string): Promise<CachedPage> {
    const page = await this.renderer.render({
      url: `${this.services.config.publicUrl}${url}`,
      manifest: this.renderer.manifest,
      trpcClient: createTRPCClient<AppRouter>({
        links: [
          unstable_localLink({
            router: appRouter,
            createContext: async () => createContextInner(this.services, { ip }),
          }),
        ],
      }),
    });
    const location = page.location ? relativeLocation(page.location) : null;
    return {
      status: page.status,
      location,
      html: page.html,
      br: brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(page.html, { level: 6 }),
      etag: `"${createHash('sha1').update(page.html).digest('base64url')}"`,
      scriptHashes: scriptHashes(page.html),
    };
  }

  /** The page for this request, from the cache while the catalogue version holds (redirects and failures are not kept). */
  page(url: string, ip: string): Promise<CachedPage> {
    return this.pages.remember(
      url,
      () => this.produce(url, ip),
      (page) => page.status === 200 || page.status === 404,
    );
  }

  /** Sends the page; false when rendering failed (logged), so the caller can fall back to the client-rendered app. */
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
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (page.status === 200 && req.headers['if-none-match'] === page.etag) reply.code(304).send();
    else if (/\bbr\b/.test(accepts)) reply.header('content-encoding', 'br').send(page.br);
    else if (/\bgzip\b/.test(accepts)) reply.header('content-encoding', 'gzip').send(page.gzip);
    else reply.send(page.html);
    return true;
  }
}

/** A redirect stays on this shop whatever host the request named: only its path and query are kept. */
function relativeLocation(location: string): string {
  const url = new URL(location, 'http://shop.invalid');
  return `${url.pathname}${url.search}`;
}
