import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { seedDemoIfEmpty } from '../seed/demo.js';
import { testApp } from '../testing/helpers.js';

const ORIGIN = 'https://shop.example.com';
let app: FastifyInstance;
let db: Db;

async function start(seeded: boolean) {
  ({ app, db } = await testApp({ PUBLIC_URL: `${ORIGIN}/` }));
  if (seeded) await seedDemoIfEmpty(db);
}

afterEach(async () => {
  await app.close();
  await db.destroy();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('GET /sitemap.xml', () => {
  it('lists every public page of a seeded shop with absolute URLs and lastmod', async () => {
    await start(true);
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);

    const urls = locs(res.body);
    const products = await db.selectFrom('product').select('id').execute();
    const paintings = await db.selectFrom('painting').select('id').execute();
    const categories = await db.selectFrom('category').select('slug').execute();
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/category/all`,
        `${ORIGIN}/paintings`,
        `${ORIGIN}/about`,
        `${ORIGIN}/contact`,
        `${ORIGIN}/faqs`,
        `${ORIGIN}/collection/desert-bloom`,
        ...products.map((p) => `${ORIGIN}/product/${p.id}`),
        ...paintings.map((p) => `${ORIGIN}/paintings/${p.id}`),
        ...categories.map((c) => `${ORIGIN}/category/${c.slug}`),
      ]),
    );
    // Every page in French too, under /fr, each naming its two languages and the default (hreflang).
    expect(urls.filter((u) => u?.startsWith(`${ORIGIN}/fr/`))).toEqual(
      urls.filter((u) => !u?.startsWith(`${ORIGIN}/fr/`)).map((u) => u?.replace(ORIGIN, `${ORIGIN}/fr`)),
    );
    const frenchAbout = res.body.split('\n').find((line) => line.includes(`<loc>${ORIGIN}/fr/about</loc>`));
    expect(frenchAbout).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about"/>` +
        `<xhtml:link rel="alternate" hreflang="fr-CA" href="${ORIGIN}/fr/about"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/></url>`,
    );
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((u) => u?.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(urls.some((u) => /\/(admin|checkout|profile|auth|api|trpc)\b/.test(u ?? ''))).toBe(false);
    const dated = [...res.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].map((m) => m[1]);
    expect(dated).toEqual(
      expect.arrayContaining(urls.filter((u) => /\/(product|paintings|category|collection)\//.test(u ?? ''))),
    );
  });

  it('drops a deleted product and painting at once (the cache follows the catalogue version)', async () => {
    await start(true);
    expect(locs((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body)).toContain(`${ORIGIN}/product/1`);
    await db.updateTable('product').set({ deleted_at: new Date().toISOString() }).where('id', '=', 1).execute();
    await db.updateTable('painting').set({ deleted_at: new Date().toISOString() }).where('id', '=', 2).execute();

    const urls = locs((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(urls).not.toContain(`${ORIGIN}/product/1`);
    expect(urls).not.toContain(`${ORIGIN}/paintings/2`);
    expect(urls).toContain(`${ORIGIN}/product/2`);
  });

  it('names every photo of a product and a painting page (image:image, absolute), in both languages', async () => {
    await start(true);
    const photos = [
      { item_type: 'product' as const, item_id: 1, url: '/uploads/tee-front.webp' },
      { item_type: 'product' as const, item_id: 1, url: '/uploads/tee-white.webp' },
      { item_type: 'product' as const, item_id: 1, url: 'https://cdn.example/tee-back.jpg?w=1&h=2' },
      { item_type: 'painting' as const, item_id: 2, url: '/uploads/dusk.webp' },
      { item_type: 'painting' as const, item_id: 2, url: '/uploads/dusk-detail.webp' },
    ];
    for (const type of ['product', 'painting'] as const) {
      await db
        .deleteFrom('item_image')
        .where('item_type', '=', type)
        .where('item_id', '=', type === 'product' ? 1 : 2)
        .execute();
    }
    await db
      .insertInto('item_image')
      .values(photos.map((p, i) => ({ ...p, position: i, alt: `Photo ${i}`, color: null })))
      .execute();

    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const imagesOf = (path: string) => {
      const line = res.body.split('\n').find((l) => l.startsWith(`<url><loc>${ORIGIN}${path}</loc>`)) ?? '';
      return [...line.matchAll(/<image:image><image:loc>([^<]+)<\/image:loc><\/image:image>/g)].map((m) => m[1]);
    };
    const tee = [
      `${ORIGIN}/uploads/tee-front.webp`,
      `${ORIGIN}/uploads/tee-white.webp`,
      'https://cdn.example/tee-back.jpg?w=1&amp;h=2',
    ];
    expect(imagesOf('/product/1')).toEqual(tee);
    expect(imagesOf('/fr/product/1')).toEqual(tee);
    expect(imagesOf('/paintings/2')).toEqual([`${ORIGIN}/uploads/dusk.webp`, `${ORIGIN}/uploads/dusk-detail.webp`]);
    // Another seeded product keeps its one photo (its cover); pages that are not items name none.
    expect(imagesOf('/product/2')).toHaveLength(1);
    expect(imagesOf('/about')).toEqual([]);
  });

  it('lists only the fixed pages of an empty shop', async () => {
    await start(false);
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    expect(urls).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/category/all`, `${ORIGIN}/paintings`]));
    expect(urls.filter((u) => /\/(product|paintings)\/\d+$/.test(u ?? ''))).toEqual([]);
  });
});

describe('GET /robots.txt', () => {
  it('disallows the private screens and the API, and names the sitemap', async () => {
    await start(false);
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of ['/admin', '/checkout', '/profile', '/api', '/trpc', '/auth', '/fr/checkout', '/fr/profile']) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toMatch(/^User-agent: \*\n/);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
