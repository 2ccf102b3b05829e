import { DEFAULT_LOCALE, type Locale } from '../../shared/locale.js';
import { HTML_SETTING_KEYS } from '../../shared/settings.js';
import {
  TRANSLATED_FIELDS,
  type TranslatedEntity,
  type TranslatedTexts,
  type TranslationScope,
  type Translations,
} from '../../shared/translations.js';
import type { Reader } from '../db/flow.js';
import { isoNow, type TxDeps } from '../deps.js';
import { cleanHtml } from './sanitize.js';

/**
 * The owner's content in the shop's other languages (issue 37), one module: the `translation` table (one text per
 * scope, item, language and field; English stays in the items' own columns), read by every storefront read in the
 * asker's language (`localize`: the French text where one exists, else the English, field by field) and written by
 * the owner's forms in their own flow (`writeTranslations`). The admin reads in English and gets the translations
 * beside (`translationsOf`).
 */

/** What a storefront read knows of its asker: the language of the page asking (a tRPC or REST context). */
export interface Localized {
  locale?: Locale;
}

/** Whether a read must look for translations: any language but English (the base text, answered as it is). */
export const translating = (deps: Localized): deps is { locale: Exclude<Locale, 'en'> } =>
  deps.locale !== undefined && deps.locale !== DEFAULT_LOCALE;

/** The texts of `keys` of a scope in `locale`, by key then field (only those with a text). */
export async function textsOf(
  db: Reader,
  scope: TranslationScope,
  locale: Locale,
  keys?: readonly (string | number)[],
): Promise<Map<string, TranslatedTexts>> {
  const byKey = new Map<string, TranslatedTexts>();
  if (keys?.length === 0) return byKey;
  const rows = await db
    .selectFrom('translation')
    .select(['item_key', 'field', 'text'])
    .where('scope', '=', scope)
    .where('locale', '=', locale)
    .$if(keys !== undefined, (q) => q.where('item_key', 'in', [...new Set((keys ?? []).map(String))]))
    .execute();
  for (const row of rows) byKey.set(row.item_key, { ...byKey.get(row.item_key), [row.field]: row.text });
  return byKey;
}

/** A text's translation in `locale`'s texts, else the English. */
export const inLocale = (english: string, texts: TranslatedTexts | undefined, field: string): string =>
  texts?.[field] || english;

/**
 * `items` as a reader in `deps.locale` sees them: each translated field of `entity` in that language where a text
 * exists, the English where not. English (or no language) answers the items as they are, without a query.
 */
export async function localize<T extends object>(
  deps: { db: Reader } & Localized,
  entity: TranslatedEntity,
  items: T[],
  keyOf: (item: T) => string | number,
): Promise<T[]> {
  if (!translating(deps) || items.length === 0) return items;
  const texts = await textsOf(deps.db, entity, deps.locale, items.map(keyOf));
  const fields = Object.keys(TRANSLATED_FIELDS[entity]);
  return items.map((item) => {
    const own = texts.get(String(keyOf(item)));
    if (!own) return item;
    const changed: Record<string, string> = {};
    for (const field of fields) if (own[field] && field in item) changed[field] = own[field] as string;
    return { ...item, ...changed };
  });
}

/** Every translation of `keys` (all: every item) of a scope, by key then language then field: what the admin's forms show. */
export async function translationsOf(
  db: Reader,
  scope: TranslationScope,
  keys?: readonly (string | number)[],
): Promise<Map<string, Translations>> {
  const byKey = new Map<string, Translations>();
  if (keys?.length === 0) return byKey;
  const rows = await db
    .selectFrom('translation')
    .select(['item_key', 'locale', 'field', 'text'])
    .where('scope', '=', scope)
    .$if(keys !== undefined, (q) => q.where('item_key', 'in', [...new Set((keys ?? []).map(String))]))
    .orderBy('item_key')
    .orderBy('field')
    .execute();
  for (const row of rows) {
    const all = byKey.get(row.item_key) ?? {};
    const locale = row.locale as keyof Translations;
    all[locale] = { ...all[locale], [row.field]: row.text };
    byKey.set(row.item_key, all);
  }
  return byKey;
}

/** `items` with their `translations` (every language, `{}` when none): the admin's answer. */
export async function withTranslations<T extends object>(
  db: Reader,
  entity: TranslatedEntity,
  items: T[],
  keyOf: (item: T) => string | number,
): Promise<(T & { translations: Translations })[]> {
  const all = await translationsOf(db, entity, items.map(keyOf));
  return items.map((item) => ({ ...item, translations: all.get(String(keyOf(item))) ?? {} }));
}

/** Whether a field's text is HTML, cleaned on the way in as its English is (pages, the about and contact texts). */
const isHtml = (scope: TranslationScope, field: string) =>
  (scope === 'page' && field === 'contentHtml') || (scope === 'setting' && HTML_SETTING_KEYS.has(field));

/**
 * Writes an item's translations in the caller's flow (validated by `translationsInput`): a text replaces the field's
 * translation, `''` removes it (the English shows again); fields not sent stay as they are.
 */
export async function writeTranslations(
  { db, clock }: TxDeps<'clock'>,
  scope: TranslationScope,
  key: string | number,
  translations: Translations | undefined,
): Promise<void> {
  const now = isoNow(clock);
  for (const [locale, texts] of Object.entries(translations ?? {})) {
    for (const [field, raw] of Object.entries(texts ?? {})) {
      const where = { scope, item_key: String(key), locale, field };
      const text = isHtml(scope, field) && raw ? cleanHtml(raw) : (raw ?? '');
      if (!text) {
        await db
          .deleteFrom('translation')
          .where('scope', '=', scope)
          .where('item_key', '=', where.item_key)
          .where('locale', '=', locale)
          .where('field', '=', field)
          .execute();
        continue;
      }
      await db
        .insertInto('translation')
        .values({ ...where, text, updated_at: now })
        .onConflict((oc) => oc.columns(['scope', 'item_key', 'locale', 'field']).doUpdateSet({ text, updated_at: now }))
        .execute();
    }
  }
}

/** Removes every translation of an item that is gone for good (a deleted category or collection). */
export async function dropTranslations({ db }: TxDeps, scope: TranslationScope, key: string | number): Promise<void> {
  await db.deleteFrom('translation').where('scope', '=', scope).where('item_key', '=', String(key)).execute();
}

/** A line that names a product or a painting by a name of its own (a cart, order or wishlist line); an order's
 * custom line (issue 42) names no item and keeps its own title; a gift card sold (issue 41) is "Gift card for …". */
interface NamedItem {
  itemType: 'product' | 'painting' | 'custom' | 'gift_card';
  itemId: number | null;
}

/**
 * The names of products and paintings in the asker's language (a product's `name`, a painting's `title`), for the
 * lines that carry a name of their own: `nameOf(item, english)` answers the translation where the owner wrote one,
 * else `english` (the catalogue's name now, or the one an order stored). English asks nothing.
 */
export async function itemNamer(
  deps: { db: Reader } & Localized,
  items: readonly NamedItem[],
): Promise<(item: NamedItem, english: string) => string> {
  if (!translating(deps) || items.length === 0) return (_item, english) => english;
  const ids = (type: NamedItem['itemType']) =>
    items.flatMap((i) => (i.itemType === type && i.itemId !== null ? [i.itemId] : []));
  const products = await textsOf(deps.db, 'product', deps.locale, ids('product'));
  const paintings = await textsOf(deps.db, 'painting', deps.locale, ids('painting'));
  return (item, english) =>
    item.itemType === 'gift_card'
      ? giftCardLineName(english, deps.locale)
      : item.itemType === 'custom'
        ? english
        : item.itemType === 'product'
          ? inLocale(english, products.get(String(item.itemId)), 'name')
          : inLocale(english, paintings.get(String(item.itemId)), 'title');
}

const GIFT_CARD_LINE = /^Gift card for (.*), sent on (\d{4}-\d{2}-\d{2})$/;

/** A gift card line's stored name ("Gift card for Ana, sent on 2026-12-24", issue 41) in a reader's language. */
function giftCardLineName(english: string, locale: Locale | undefined): string {
  const match = locale === 'fr' ? GIFT_CARD_LINE.exec(english) : null;
  return match ? `Carte-cadeau pour ${match[1]}, envoyée le ${match[2]}` : english;
}
