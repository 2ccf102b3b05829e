import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../shared/schemas/catalogue.js';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { seedDemoIfEmpty } from '../seed/demo.js';
import { testConfig, testDb } from '../testing/helpers.js';
import type { PageRendering } from './pages.js';

/**
 * No English left on a French page: every storefront route under `/fr/…` rendered by the client's real server
 * entry through the real app over the seeded demo shop, and each text a visitor meets (text nodes, `aria-label`,
 * `title`, `placeholder`, `alt`, `<title>` and the meta description) checked for English UI text:
 *
 * - every English catalogue message's fixed parts (`src/client/i18n/messages/*.en.json`) that French does not
 *   share, as whole words;
 * - a deny-list of common English shop words, for screens whose texts are not in a catalogue yet.
 *
 * The owner's content (product names, descriptions, categories, collections, paintings, pages, menus and every
 * settings text) is removed first: another layer translates it in the database.
 *
 * Screens rendered in the browser only (`ssr: false`: checkout, auth, profile, order success, reset password, an
 * order, confirm e-mail) are checked here for their frame and
 * `<title>`; their own screens need the browser (tests/e2e).
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
  '/fr/checkout',
  '/fr/order-success',
  '/fr/track-order',
  '/fr/orders/{order}?token=nope',
];

/** English UI words no French page shows (whole words, any case), beyond the catalogues' own messages. */
const DENY = [
  'Add to cart',
  'Quick add',
  'Quick view',
  'Sold out',
  'Sign in',
  'Log in',
  'Login',
  'Register',
  'Checkout',
  'Shipping',
  'Subtotal',
  'Cart',
  'Search',
  'Loading',
  'Wishlist',
  'Reviews',
  'Quantity',
  'Price',
  'Sort by',
  'Previous',
  'Next',
  'Page not found',
  'Coming soon',
  'Continue shopping',
  'Your order',
  'Please',
  'Try again',
  'Send',
  'Subscribe',
  'Email',
  'Password',
  'Products',
  'Filter',
  'All rights reserved',
  'Skip to content',
  'View details',
  'Available',
  'Originals',
  'Prints',
  'Sold',
  'Back to',
  'Add a review',
  'No results',
  'Choose',
  'Select',
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
    render: { render: client.render, pageKey: client.pageKey, manifest: { routes: { __root__: {} } } },
  });
  owner = await ownerContent();
  english = await englishMessages();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

/** Everything the owner wrote (or the seed wrote for them), longest first: it is not the UI's to translate. */
async function ownerContent(): Promise<string[]> {
  const settings = (await app.inject({ url: '/api/site-settings' })).json();
  const rows = await Promise.all([
    db.selectFrom('product').select(['name', 'description', 'colors', 'sizes', 'details']).execute(),
    db.selectFrom('product_variant').select(['size', 'color']).execute(),
    db.selectFrom('category').select(['name', 'details']).execute(),
    db.selectFrom('collection').select(['name', 'description']).execute(),
    db.selectFrom('painting').select(['title', 'description', 'medium', 'artist_name', 'tags', 'details']).execute(),
    db.selectFrom('content_page').select(['title', 'content_html']).execute(),
    db.selectFrom('shipping_method').select(['name', 'estimated_days']).execute(),
  ]);
  const texts = [...stringsOf(settings), ...rows.flat().flatMap((row) => stringsOf(Object.values(row)))];
  const parts = texts.flatMap((text) => [text, ...plain(text).split(/\n+/)]).map(squash);
  return [...new Set(parts.filter((part) => /\p{L}/u.test(part)))].sort((a, b) => b.length - a.length);
}

/**
 * Each English catalogue message's fixed parts, but a single word French uses too (`Total`, `Visa`, `collection`):
 * a French message left in English is caught whole (`We Accept`), a shared word is no sign of English.
 */
async function englishMessages(): Promise<string[]> {
  const { FRENCH } = await import('../../client/i18n/french.js');
  const dir = join(import.meta.dirname, '../../client/i18n/messages');
  const ENGLISH = Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.en.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8'))),
  ) as Record<string, string>;
  const fixed = (message: unknown) =>
    String(message)
      .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
      .map(squash)
      .filter((part) => /\p{L}{2}/u.test(part));
  const frenchWords = new Set(
    Object.values(FRENCH)
      .flatMap(fixed)
      .flatMap((part) => part.toLowerCase().split(/[^\p{L}]+/u)),
  );
  return [...new Set(Object.values(ENGLISH).flatMap(fixed))].filter(
    (part) => !(/^\p{L}+$/u.test(part) && frenchWords.has(part.toLowerCase())),
  );
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    if (/^[[{]/.test(value.trim())) {
      try {
        return stringsOf(JSON.parse(value));
      } catch {}
    }
    return [value];
  }
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** What a visitor reads on a page: text nodes and the attributes read aloud or shown, scripts and styles aside. */
function visibleTexts(html: string): string[] {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => m[1] ?? '');
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replace(/^.*…$/, '') ?? ''; // one cut short (…) is the owner's text
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const nodes = plain(body.replace(/<title>[^<]*<\/title>/, '')).split('\n');
  return [...nodes, ...attributes, description, title].map((text) => squash(plain(text))).filter(isText);
}

/** `phrase` as whole words: the catalogues' own spelling (`Main`, not the French `main`), the deny-list in any case. */
const word = (phrase: string, flags: string) =>
  new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, flags);

/** The English UI texts left on a page, each with where it was found. */
function englishLeft(html: string): string[] {
  const found: string[] = [];
  for (const text of visibleTexts(html)) {
    let rest = text;
    for (const part of owner) if (rest.includes(part)) rest = rest.split(part).join(' ¶ ');
    for (const [phrases, flags] of [
      [english, 'u'],
      [DENY, 'iu'],
    ] as const) {
      for (const phrase of phrases) if (word(phrase, flags).test(rest)) found.push(`"${phrase}" in "${text}"`);
    }
  }
  return [...new Set(found)];
}

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
