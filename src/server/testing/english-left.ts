import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reader } from '../db/flow.js';

/**
 * English UI text left on a French page: the one check the server test (`http/untranslated.test.ts`, every route's
 * server-rendered HTML) and the browser walk (`tests/e2e/quebec-shopper.e2e.ts`, the screens drawn in the browser)
 * share. It looks for:
 *
 * - every English catalogue message's fixed parts (`src/client/i18n/messages/*.en.json`) that French does not
 *   share, as whole words;
 * - a deny-list of common English shop words, for texts that are in no catalogue.
 *
 * The owner's content (product names, descriptions, categories, collections, paintings, pages, menus, every
 * settings text and their French) is removed first: another layer translates it in the database.
 */

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
  'Close',
];

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

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

/**
 * Everything the owner wrote (or the seed wrote for them) in `db`, with the public settings (`GET /api/site-settings`),
 * longest first: it is not the UI's to translate.
 */
export async function ownerContent(db: Reader, settings: unknown): Promise<string[]> {
  const rows = await Promise.all([
    db.selectFrom('product').select(['name', 'description', 'colors', 'sizes', 'details']).execute(),
    db.selectFrom('product_variant').select(['size', 'color']).execute(),
    db.selectFrom('category').select(['name', 'details']).execute(),
    db.selectFrom('collection').select(['name', 'description']).execute(),
    db.selectFrom('painting').select(['title', 'description', 'medium', 'artist_name', 'tags', 'details']).execute(),
    db.selectFrom('content_page').select(['title', 'content_html']).execute(),
    db.selectFrom('shipping_method').select(['name', 'estimated_days']).execute(),
    db.selectFrom('translation').select(['text']).execute(),
  ]);
  const texts = [...stringsOf(settings), ...rows.flat().flatMap((row) => stringsOf(Object.values(row)))];
  const parts = texts.flatMap((text) => [text, ...plain(text).split(/\n+/)]).map(squash);
  return [...new Set(parts.filter((part) => /\p{L}/u.test(part)))].sort((a, b) => b.length - a.length);
}

/**
 * Each English catalogue message's fixed parts, but a single word French uses too (`Total`, `Visa`, `collection`):
 * a French message left in English is caught whole (`We Accept`), a shared word is no sign of English.
 */
export async function englishMessages(): Promise<string[]> {
  // Every area's French: the first-load areas' and the later ones' (the checkout's, the about page's …).
  const { FRENCH } = await import('../../client/i18n/french.js');
  const { FRENCH_LATER } = await import('../../client/i18n/french-later.js');
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
    [...Object.values(FRENCH), ...Object.values(FRENCH_LATER)]
      .flatMap(fixed)
      .flatMap((part) => part.toLowerCase().split(/[^\p{L}]+/u)),
  );
  return [...new Set(Object.values(ENGLISH).flatMap(fixed))].filter(
    (part) => !(/^\p{L}+$/u.test(part) && frenchWords.has(part.toLowerCase())),
  );
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

/** The English UI texts left in a page's HTML, each with where it was found; `owner`: ownerContent, `english`: englishMessages. */
export function englishLeft(html: string, owner: readonly string[], english: readonly string[]): string[] {
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
