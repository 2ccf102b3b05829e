import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RenderRequest } from '../../client/entry-server.js';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { createGateway } from '../payments/index.js';
import { RateLimits } from '../rate-limits.js';
import { addProduct } from '../testing/fixtures.js';
import { testConfig, testDb } from '../testing/helpers.js';
import { PageRenderer, type PageRendering } from './pages.js';

/**
 * The page cache with the client's real server entry (src/client/entry-server.tsx) rendering every page, each
 * render counted by the path and query it was asked for.
 */
let client: Pick<PageRendering, 'render' | 'pageKey'>;
beforeAll(async () => {
  client = await import('../../client/entry-server.js');
}, 60_000);

interface Shop {
  app: FastifyInstance;
  db: Db;
  renders: string[];
  products: number[];
  /** Moves the shop's clock on. */
  advance: (ms: number) => void;
}

let shop: Shop | undefined;
afterEach(async () => {
  await shop?.app.close();
  await shop?.db.destroy();
  shop = undefined;
});

async function renderingShop({ products = 2, env = {} }: { products?: number; env?: Record<string, string> } = {}) {
  const db = await testDb();
  const ids: number[] = [];
  for (let i = 0; i < products; i++) ids.push(await addProduct(db, { name: `Tee ${i + 1}`, stock: 5 }));
  let now = Date.parse('2026-11-24T10:00:00Z');
  const renders: string[] = [];
  const render = (request: RenderRequest) => {
    const url = new URL(request.url);
    renders.push(`${url.pathname}${url.search}`);
    return client.render(request);
  };
  const app = await buildApp({
    db,
    config: testConfig(env),
    clock: () => new Date(now),
    logger: false,
    render: { render, pageKey: client.pageKey, manifest: { routes: { __root__: {} } }, pageStyles: {} },
  });
  shop = {
    app,
    db,
    renders,
    products: ids,
    advance: (ms) => {
      now += ms;
    },
  };
  return shop;
}

const get = (app: FastifyInstance, url: string, ip = '198.51.100.1') => app.inject({ url, remoteAddress: ip });

describe('the page cache', () => {
  it('renders /product/1?u=<n> once: a query the page does not read names the same page', async () => {
    const { app, renders, products } = await renderingShop();
    const id = products[0];
    const first = await get(app, `/product/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<title>Tee 1 | Wild Bleach Studio</title>');
    for (let n = 0; n < 50; n++) {
      const res = await get(app, `/product/${id}?u=${n}&utm_source=x${n}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    expect(renders).toEqual([`/product/${id}`]);
  });

  it('sends a catalogue page without opener isolation, rendered or cached, and every other page with it', async () => {
    const { app, products } = await renderingShop();
    const catalogue = ['/', `/product/${products[0]}`, '/category/all', '/paintings', '/fr/', '/about'];
    for (const url of [...catalogue, ...catalogue]) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    for (const url of [
      '/checkout',
      '/profile',
      '/auth',
      '/orders/1',
      '/track-order',
      '/gift-card',
      '/admin',
      '/fr/checkout',
    ]) {
      const res = await get(app, url);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it("carries the router's scroll-restoring script on the app's pages only: no router takes over a catalogue page", async () => {
    const { app, products } = await renderingShop();
    for (const url of ['/', `/product/${products[0]}`, '/category/all', '/fr/paintings']) {
      expect((await get(app, url)).body, url).not.toContain('sessionStorage');
    }
    for (const url of ['/contact', '/track-order', '/fr/contact']) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('sessionStorage');
    }
  });

  it('renders a page once for the visitors who ask while it renders, and for a crowd at most once a second', async () => {
    const { app, db, renders, products, advance } = await renderingShop();
    const url = `/product/${products[0]}`;
    const crowd = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => get(app, url, `198.51.100.${i + 1}`)));
    const rename = (name: string) =>
      db
        .updateTable('product')
        .set({ name })
        .where('id', '=', products[0] as number)
        .execute();
    const first = await crowd(8);
    expect(first.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(first.map((res) => res.headers.etag)).size).toBe(1);
    expect(renders).toEqual([url]);
    // A change a second on: one render again; the others wait for none of it (they get the copy rendered before).
    advance(1_000);
    await rename('Tee 1 renamed');
    const during = await crowd(12);
    expect(renders).toEqual([url, url]);
    expect(during.filter((res) => res.body.includes('Tee 1 renamed')).length).toBeGreaterThanOrEqual(1);
    // A crowd asks for it (a drop: every checkout's hold changes the catalogue version): within a second of its
    // last render it is served as rendered, and rendered again a second on.
    await rename('Tee 1 again');
    expect((await crowd(12)).every((res) => res.body.includes('Tee 1 renamed'))).toBe(true);
    expect(renders).toEqual([url, url]);
    advance(1_000);
    await crowd(12);
    expect(renders).toEqual([url, url, url]);
    // Asked now and then (the owner checking an edit, one shopper), a page is never an old copy.
    advance(1_500);
    await get(app, url);
    await rename('Tee 1 alone');
    expect((await get(app, url)).body).toContain('Tee 1 alone');
  });

  it('renders a page again at once when a release passes, however recent its last render', async () => {
    const { app, db, renders, products, advance } = await renderingShop();
    const at = new Date(Date.parse('2026-11-24T10:00:00Z') + 500).toISOString();
    await db
      .updateTable('product')
      .set({ name: 'Drop Tee', publish_at: at })
      .where('id', '=', products[1] as number)
      .execute();
    expect((await get(app, '/category/all')).body).not.toContain('Drop Tee');
    advance(500);
    expect((await get(app, '/category/all')).body).toContain('Drop Tee');
    expect(renders).toEqual(['/category/all', '/category/all']);
  });

  it('renders a page once when a visitor’s render budget is checked only after the page was rendered', async () => {
    // On PostgreSQL the budget is a database row: a visitor can pass the cache, wait on it while another renders
    // the page and keeps it, and must then take the kept page instead of rendering it again.
    const db = await testDb();
    const id = await addProduct(db, { name: 'Tee 1', stock: 5 });
    const config = testConfig();
    const clock = () => new Date('2026-11-24T10:00:00Z');
    let release = () => {};
    const late = new Promise<void>((resolve) => {
      release = resolve;
    });
    class LateBudget extends RateLimits {
      override async allow(...args: Parameters<RateLimits['allow']>): Promise<boolean> {
        if (args[1] === 'late') await late;
        return super.allow(...args);
      }
    }
    const renders: string[] = [];
    const pages = new PageRenderer(
      { db, config, clock, limits: new LateBudget(clock), gateway: createGateway(config, db, clock) },
      {
        render: (request) => {
          renders.push(new URL(request.url).pathname);
          return client.render(request);
        },
        pageKey: client.pageKey,
        manifest: { routes: { __root__: {} } },
        pageStyles: {},
      },
    );
    try {
      const waiting = pages.page(`/product/${id}`, 'late');
      const first = await pages.page(`/product/${id}`, 'early');
      release();
      const second = await waiting;
      expect(second?.etag).toBe(first?.etag);
      expect(renders).toEqual([`/product/${id}`]);
    } finally {
      await db.destroy();
    }
  });

  it('keeps the search params a page does read apart, and their defaults with the plain URL', async () => {
    const { app, renders } = await renderingShop();
    for (const url of [
      '/category/all',
      '/category/all?sort=newest&price=all',
      '/category/all?sort=price-asc',
      '/category/all?junk=1&sort=price-asc',
      '/paintings?tab=prints',
      '/paintings?tab=nonsense',
      '/paintings',
    ]) {
      expect((await get(app, url)).statusCode).toBe(200);
    }
    expect(renders).toEqual(['/category/all', '/category/all?sort=price-asc', '/paintings?tab=prints', '/paintings']);
  });

  it('keeps the real pages through 300 distinct junk URLs', async () => {
    const { app, renders, products } = await renderingShop();
    const real = products.map((id) => `/product/${id}`);
    for (const url of real) await get(app, url);
    for (let n = 0; n < 150; n++) {
      await get(app, `${real[n % real.length]}?u=${n}`);
      // Junk paths from many addresses, so no per-visitor limit stops them: each is a not-found page.
      expect((await get(app, `/junk-${n}`, `203.0.113.${n % 250}`)).statusCode).toBe(404);
    }
    renders.length = 0;
    for (const url of real) expect((await get(app, url)).statusCode).toBe(200);
    expect(renders).toEqual([]);
  }, 60_000); // 300 real renders: ~10 s on a quiet machine, past the default 20 s when CI shares its 2 cores

  it('holds no more bytes than PAGE_CACHE_MB, dropping the least recently used page first', async () => {
    const { app, renders, products } = await renderingShop({ products: 64, env: { PAGE_CACHE_MB: '1' } });
    const [first, second, ...rest] = products.map((id) => `/product/${id}`);
    await get(app, first as string);
    await get(app, second as string);
    for (const url of rest) {
      await get(app, url, '198.51.100.2');
      await get(app, first as string); // kept in use
    }
    renders.length = 0;
    await get(app, first as string);
    await get(app, second as string);
    expect(renders).toEqual([second]);
  });
});

describe('the old product address', () => {
  it('redirects /products/{id} permanently (308) to /product/{id}, whatever the query', async () => {
    const { app, products } = await renderingShop();
    for (const url of [`/products/${products[0]}`, `/products/${products[0]}?ref=old`]) {
      const res = await get(app, url);
      expect([res.statusCode, res.headers.location]).toEqual([308, `/product/${products[0]}`]);
    }
  });
});

describe('renders per visitor', () => {
  it('past the budget, a visitor gets the browser-rendered app for uncached pages, and more once the minute is over', async () => {
    const { app, renders, products, advance } = await renderingShop();
    const cached = `/product/${products[0]}`;
    await get(app, cached, '198.51.100.50');
    const prober = '198.51.100.99';
    for (let n = 0; n < 120; n++) await get(app, `/no-such-page-${n}`, prober);
    expect(renders).toHaveLength(121);
    const refused = await get(app, '/no-such-page-x', prober);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('404 Page Not Found');
    expect(renders).toHaveLength(121);
    // What is cached still comes rendered; another visitor still gets renders.
    expect((await get(app, cached, prober)).body).toContain('<title>Tee 1 | Wild Bleach Studio</title>');
    await get(app, '/no-such-page-y', '198.51.100.100');
    expect(renders).toHaveLength(122);
    advance(60_000);
    expect((await get(app, '/no-such-page-z', prober)).body).toContain('404 Page Not Found');
  });
});
