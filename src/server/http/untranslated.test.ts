import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../shared/schemas/catalogue.js';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { seedDemoIfEmpty } from '../seed/demo.js';
import { englishLeft as englishIn, englishMessages, ownerContent } from '../testing/english-left.js';
import { testConfig, testDb } from '../testing/helpers.js';
import type { PageRendering } from './pages.js';

/**
 * No English left on a French page: every storefront route under `/fr/…` rendered by the client's real server
 * entry through the real app over the seeded demo shop, and each text a visitor meets (text nodes, `aria-label`,
 * `title`, `placeholder`, `alt`, `<title>` and the meta description) checked for English UI text by
 * `testing/english-left.ts` (the English catalogues' messages and a deny-list, the owner's content removed first).
 *
 * Screens rendered in the browser only (`ssr: false`: checkout, auth, profile, order success, reset password, an
 * order, confirm e-mail) are checked here for their frame and
 * `<title>`; their own screens are walked in the browser with the same check (tests/e2e/quebec-shopper.e2e.ts).
 * Every storefront route is listed in CONVERTED_ROUTES: a new route goes there too.
 */

/** The routes whose screens are converted: all French ({…}: a row of the seeded shop). */
const CONVERTED_ROUTES = [
  '/fr/',
  '/fr/faqs',
  '/fr/not-found',
  '/fr/no-such-page',
  '/fr/auth',
  '/fr/reset-password',
  '/fr/profile',
  '/fr/about',
  '/fr/contact',
  '/fr/confirm-email',
  '/fr/unsubscribe',
  '/fr/category/all',
  '/fr/category/{category}',
  '/fr/product/{product}',
  '/fr/paintings',
  '/fr/paintings/{painting}',
  '/fr/collection/{collection}',
  '/fr/search?q=tee',
  // Both kinds: the paintings' facets too (original or print, size range), labelled by the client.
  '/fr/search',
  '/fr/checkout',
  '/fr/order-success',
  '/fr/track-order',
  '/fr/orders/{order}?token=nope',
];

let client: Pick<PageRendering, 'render' | 'pageKey'>;
let app: FastifyInstance;
let db: Db;
let owner: string[] = [];
let english: string[] = [];

beforeAll(async () => {
  client = await import('../../client/entry-server.js');
  db = await testDb();
  await seedDemoIfEmpty(db);
  app = await buildApp({
    db,
    config: testConfig(),
    logger: false,
    render: { render: client.render, pageKey: client.pageKey, manifest: { routes: { __root__: {} } }, pageStyles: {} },
  });
  owner = await ownerContent(db, (await app.inject({ url: '/api/site-settings' })).json());
  english = await englishMessages();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

/** The English UI texts left in `html`. */
const englishLeft = (html: string) => englishIn(html, owner, english);

async function pathOf(route: string): Promise<string> {
  const first = async (table: 'product' | 'painting' | 'category' | 'collection' | 'order') =>
    (await db.selectFrom(table).selectAll().limit(1).executeTakeFirst()) as Record<string, unknown> | undefined;
  const category = await first('category');
  const collection = await first('collection');
  return route
    .replace('{product}', String((await first('product'))?.id))
    .replace('{painting}', String((await first('painting'))?.id))
    .replace('{category}', String(category?.slug))
    .replace('{collection}', slugify(String(collection?.name)))
    .replace('{order}', '1');
}

describe('no English on the French storefront', () => {
  it('knows English to look for and the owner content to leave', () => {
    expect(english).toEqual(expect.arrayContaining(['Proceed to Checkout', 'Skip to content']));
    expect(owner.length).toBeGreaterThan(20);
    expect(englishLeft('<p>Proceed to Checkout</p><button aria-label="Quick add Tee">x</button>')).toEqual([
      '"Proceed to Checkout" in "Proceed to Checkout"',
      '"Checkout" in "Proceed to Checkout"',
      '"Quick add" in "Quick add Tee"',
    ]);
  });

  it.each(CONVERTED_ROUTES)('%s is all French', async (route) => {
    const res = await app.inject({ url: await pathOf(route) });
    expect(res.statusCode, route).toBeLessThan(500);
    expect(res.body).toContain('<html lang="fr-CA"');
    expect(englishLeft(res.body)).toEqual([]);
  });
});
