import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { signedInAdmin, testConfig, testDb } from '../testing/helpers.js';
import type { PageRendering } from './pages.js';

/** The storefront in two languages, rendered by the client's real server entry through the real app. */
let client: Pick<PageRendering, 'render' | 'pageKey'>;
beforeAll(async () => {
  client = await import('../../client/entry-server.js');
}, 60_000);

let app: FastifyInstance | undefined;
let db: Db | undefined;
afterEach(async () => {
  await app?.close();
  await db?.destroy();
  app = undefined;
});

async function shop() {
  db = await testDb();
  const product = await addProduct(db, { name: 'Acid Tee', stock: 5 });
  const renders: string[] = [];
  app = await buildApp({
    db,
    config: testConfig({ PUBLIC_URL: 'https://shop.example' }),
    logger: false,
    render: {
      render: (request) => {
        renders.push(new URL(request.url).pathname);
        return client.render(request);
      },
      pageKey: client.pageKey,
      manifest: { routes: { __root__: {} } },
      pageStyles: {},
    },
  });
  return { app, product, renders };
}

const links = (html: string, rel: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`rel="${rel}"`));

describe('the storefront in French under /fr', () => {
  it('renders /fr/… in French with lang="fr-CA" and its links under /fr; English pages stay as they were', async () => {
    const { app, product } = await shop();
    const fr = await app.inject({ url: '/fr/' });
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('<html lang="fr-CA"');
    expect(fr.body).toContain('href="/fr/category/all"');
    expect(fr.body).not.toMatch(/href="\/category\//);
    const en = await app.inject({ url: '/' });
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('href="/category/all"');
    const page = await app.inject({ url: `/fr/product/${product}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Acid Tee');
    expect(page.body).toContain('<html lang="fr-CA"');
    expect((await app.inject({ url: '/fr/no-such-page' })).statusCode).toBe(404);
  });

  it('caches each language apart: /fr/about and /about are two renders, each asked once', async () => {
    const { app, renders } = await shop();
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ url: '/about' })).body).toContain('<html lang="en"');
      expect((await app.inject({ url: '/fr/about' })).body).toContain('<html lang="fr-CA"');
    }
    expect(renders).toEqual(['/about', '/fr/about']);
  });

  it('links every page to itself in both languages (hreflang en, fr-CA, x-default) with its own canonical', async () => {
    const { app, product } = await shop();
    for (const [path, url] of [
      ['/', 'https://shop.example/'],
      [`/product/${product}`, `https://shop.example/product/${product}`],
    ] as const) {
      const fr = (await app.inject({ url: `/fr${path}` })).body;
      const en = (await app.inject({ url: path })).body;
      const french = url.replace('https://shop.example/', 'https://shop.example/fr/');
      expect(links(fr, 'canonical')).toEqual([`<link rel="canonical" href="${french}"/>`]);
      expect(links(en, 'canonical')).toEqual([`<link rel="canonical" href="${url}"/>`]);
      for (const html of [fr, en]) {
        expect(links(html, 'alternate')).toEqual([
          `<link rel="alternate" hrefLang="en" href="${url}"/>`,
          `<link rel="alternate" hrefLang="fr-CA" href="${french}"/>`,
          `<link rel="alternate" hrefLang="x-default" href="${url}"/>`,
        ]);
      }
    }
  });
});

describe('a rendered page before hydration', () => {
  it('is not disabled in its HTML (scripts off: links and forms work); its first script, allowed by the CSP, says so', async () => {
    const { app } = await shop();
    const res = await app.inject({ method: 'GET', url: '/' });
    const body = /<body[^>]*>/.exec(res.body)?.[0] ?? '';
    expect(body).not.toBe('');
    expect(body).not.toContain('aria-disabled');
    const first = /<body[^>]*>\s*<script>([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(first).toBe("document.body.setAttribute('aria-disabled','true')");
    const hash = createHash('sha256')
      .update(first ?? '')
      .digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });
});

describe('the currency switch in a rendered page', () => {
  // A chunk of its own in the browser (out of every page's first load), yet in the server's HTML at once.
  it('is in the server’s HTML where the shop charges USD and CAD, named in the page’s language', async () => {
    const { app } = await shop();
    const SWITCH = /<[^>]*data-currency-switch[^>]*>/;
    expect((await app.inject({ url: '/' })).body).not.toMatch(SWITCH);
    const { admin } = await signedInAdmin(app, db as Db);
    const saved = await admin.put('/api/site-settings', { settings: { chargeCurrencies: ['USD', 'CAD'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const en = (await app.inject({ url: '/' })).body;
    expect(en).toMatch(SWITCH);
    expect(en).toContain('aria-label="Currency"');
    const fr = (await app.inject({ url: '/fr/' })).body;
    expect(fr).toMatch(SWITCH);
    expect(fr).toContain('aria-label="Devise"');
  });
});
