import { BUILT_IN_FRENCH } from '../../shared/built-in-french.js';
import type { FooterGroup } from '../../shared/schemas/menus.js';
import {
  TRANSLATED_FIELDS,
  TRANSLATED_SETTING_KEYS,
  type TranslatedEntity,
  type TranslationLocale,
  type Untranslated,
} from '../../shared/translations.js';
import type { Reader } from '../db/flow.js';
import { detailTexts } from './catalogue/item-details.js';
import { getSettings, SITE_KEY } from './settings.js';
import { textsOf } from './translations.js';

/** The English texts of every live item of a translated entity, by key: what a translation would stand for. */
async function englishOf(db: Reader, entity: TranslatedEntity) {
  const rows: { key: string | number; label: string; texts: Record<string, unknown> }[] = [];
  if (entity === 'product') {
    const found = await db
      .selectFrom('product')
      .select(['id', 'name', 'description', 'details'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    for (const p of found) {
      rows.push({
        key: p.id,
        label: p.name,
        texts: { name: p.name, description: p.description, ...detailTexts('product', p.details) },
      });
    }
  } else if (entity === 'painting') {
    const found = await db
      .selectFrom('painting')
      .select(['id', 'title', 'description', 'medium', 'details'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    for (const { details, ...p } of found)
      rows.push({ key: p.id, label: p.title, texts: { ...p, ...detailTexts('painting', details) } });
  } else if (entity === 'category') {
    for (const c of await db.selectFrom('category').select(['id', 'name', 'details']).orderBy('sort_order').execute()) {
      rows.push({ key: c.id, label: c.name, texts: { name: c.name, ...detailTexts('category', c.details) } });
    }
  } else if (entity === 'collection') {
    for (const c of await db.selectFrom('collection').select(['id', 'name', 'description']).orderBy('id').execute()) {
      rows.push({ key: c.id, label: c.name, texts: c });
    }
  } else if (entity === 'discount') {
    // Only the titles shoppers read: a code without a title shows its code, which is not translated.
    for (const d of await db
      .selectFrom('discount')
      .select(['id', 'title', 'code'])
      .where('disabled_at', 'is', null)
      .orderBy('id')
      .execute()) {
      rows.push({ key: d.id, label: d.title || (d.code ?? ''), texts: { title: d.title } });
    }
  } else if (entity === 'shippingMethod') {
    // Only the methods the checkout offers: an inactive one is shown to no shopper.
    for (const m of await db
      .selectFrom('shipping_method')
      .select(['id', 'name', 'estimated_days'])
      .where('active', '=', 1)
      .orderBy('country', 'desc')
      .orderBy('sort_order')
      .orderBy('id')
      .execute()) {
      rows.push({ key: m.id, label: m.name, texts: { name: m.name, estimatedDays: m.estimated_days } });
    }
  } else {
    for (const p of await db
      .selectFrom('content_page')
      .select(['slug', 'title', 'content_html'])
      .orderBy('slug')
      .execute()) {
      rows.push({ key: p.slug, label: p.title, texts: { title: p.title, contentHtml: p.content_html } });
    }
  }
  return rows;
}

/** The fields of `texts` among `fields` with English text and no text in `translated`. */
const missing = (fields: readonly string[], texts: Record<string, unknown>, translated: Record<string, string> = {}) =>
  fields.filter((f) => typeof texts[f] === 'string' && (texts[f] as string).trim() !== '' && !translated[f]);

/** The settings' texts that have French of their own: the shop's own words, left as they were (shared/built-in-french.ts). */
const builtIn = (texts: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(texts).flatMap(([key, text]) =>
      typeof text === 'string' && BUILT_IN_FRENCH[text] ? [[key, BUILT_IN_FRENCH[text]]] : [],
    ),
  );

/**
 * The owner's content with no text yet in `locale` (the admin's Untranslated list): per item, the fields whose
 * English is not empty and that have no translation; the settings' shopper texts, and the menus' labels. An item
 * translated in full is not listed.
 */
export async function untranslated(db: Reader, locale: TranslationLocale): Promise<Untranslated[]> {
  const list: Untranslated[] = [];
  for (const entity of Object.keys(TRANSLATED_FIELDS) as TranslatedEntity[]) {
    const fields = Object.keys(TRANSLATED_FIELDS[entity]);
    const translated = await textsOf(db, entity, locale);
    for (const item of await englishOf(db, entity)) {
      const open = missing(fields, item.texts, translated.get(String(item.key)));
      if (open.length) list.push({ scope: entity, key: String(item.key), label: item.label, fields: open });
    }
  }
  const settings = await getSettings({ db });
  const site = (await textsOf(db, 'setting', locale, [SITE_KEY])).get(SITE_KEY);
  const settingFields = missing(TRANSLATED_SETTING_KEYS, settings, { ...builtIn(settings), ...site });
  if (settingFields.length)
    list.push({ scope: 'setting', key: SITE_KEY, label: 'Site settings', fields: settingFields });
  const labels = (await textsOf(db, 'menu', locale, [SITE_KEY])).get(SITE_KEY) ?? {};
  const menuLabels = [
    ...settings.headerMenu.map((l) => l.label),
    ...settings.footerMenu.flatMap((g: FooterGroup) => [g.title, ...g.links.map((l) => l.label)]),
  ];
  const openLabels = [...new Set(menuLabels)].filter((label) => !labels[label] && !BUILT_IN_FRENCH[label]);
  if (openLabels.length) list.push({ scope: 'menu', key: SITE_KEY, label: 'Menus', fields: openLabels });
  return list;
}
