import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale.js';

/**
 * The owner's content in the shop's other languages (issue 37). English is the base text, kept in each item's own
 * columns; a translation is one text per item, language and field (`translation` table, domain/translations.ts).
 * This registry says which fields of which items may be translated, with the longest text each takes (the same
 * limit as the English field). A read in French answers the French text where one exists, the English where not,
 * field by field.
 */
export const TRANSLATED_FIELDS = {
  /** A product's details (issue 38: materials, fit, care; the size chart's cells are sizes and numbers) too. */
  product: { name: 200, description: 5000, materials: 2000, fit: 2000, care: 2000 },
  painting: {
    title: 200,
    description: 5000,
    medium: 200,
    framing: 2000,
    signature: 2000,
    certificate: 2000,
    shippingNotes: 2000,
  },
  /** A category's name and the default details of its products. */
  category: { name: 100, materials: 2000, fit: 2000, care: 2000 },
  collection: { name: 100, description: 2000 },
  page: { title: 200, contentHtml: 100_000 },
  /** A discount's title, which the cart and the checkout show shoppers (an automatic one's, or a code's). */
  discount: { title: 100 },
  /** A shipping method's name and delivery estimate, which the checkout and the items' Shipping facts show shoppers. */
  shippingMethod: { name: 80, estimatedDays: 80 },
} as const satisfies Record<string, Record<string, number>>;

/** The site settings whose text shoppers read (hero, about, announcement, footer …): translated by key. */
export const TRANSLATED_SETTING_KEYS = [
  'heroTitle',
  'heroSubtitle',
  'newArrivalsTitle',
  'newArrivalsSubtitle',
  'viewAllButtonText',
  'collectionTitle',
  'collectionDescription',
  'categoriesTitle',
  'categoriesSubtitle',
  'newsletterTitle',
  'newsletterSubtitle',
  'newsletterTerms',
  'paintingsPageTitle',
  'paintingsPageSubtitle',
  'originalsDescription',
  'printsDescription',
  'aboutStoryTitle',
  'aboutStoryContent',
  'aboutProcessTitle',
  'aboutProcessContent',
  'aboutValuesTitle',
  'aboutValuesContent',
  'contactPageHeading',
  'contactPageDescription',
  'contactInfoTitle',
  'contactAddress',
  'hoursTitle',
  'hoursContent',
  'wholesaleTitle',
  'wholesaleContent',
  'contactFormTitle',
] as const;

/** A translated setting's longest text (the settings' own text limit). */
const SETTING_TEXT_MAX = 20_000;
/** A menu label's or a footer group title's longest text (shared/schemas/menus.ts). */
const MENU_LABEL_MAX = 40;

export type TranslatedEntity = keyof typeof TRANSLATED_FIELDS;
/** Every kind of translated thing: the items above, the settings (by key) and the menus' labels (by English label). */
export type TranslationScope = TranslatedEntity | 'setting' | 'menu';

/** The languages a translation may be in: every language of the shop but English, the base. */
const TRANSLATION_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, 'en'>[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** One item's texts in one language, by field. */
export type TranslatedTexts = Record<string, string>;
/** One item's translations, by language: `{ fr: { name: 'Tee délavé' } }`. */
export type Translations = Partial<Record<TranslationLocale, TranslatedTexts>>;

/**
 * What an item's `translations` may say: per language of `TRANSLATION_LOCALES`, a text per translated field (at most
 * the field's length; `''` removes the translation, so the English shows again). An unknown language or field is
 * refused naming it (400), as is a text too long; nothing is written then.
 */
function translationsOf(fields: Record<string, number>) {
  const texts = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    for (const [field, text] of Object.entries(value)) {
      const max = fields[field];
      if (max === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `Unknown field "${field}" (translated fields: ${Object.keys(fields).join(', ')})`,
        });
      } else if (typeof text !== 'string') {
        ctx.addIssue({ code: 'custom', path: [field], message: `The translation of ${field} must be text` });
      } else if (text.trim().length > max) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `The translation of ${field} is at most ${max} characters`,
        });
      }
    }
  });
  return z
    .record(z.string(), texts, { message: 'translations must be an object such as {"fr": {"name": "…"}}' })
    .superRefine((value, ctx) => {
      for (const locale of Object.keys(value)) {
        if (!(TRANSLATION_LOCALES as string[]).includes(locale)) {
          ctx.addIssue({
            code: 'custom',
            path: [locale],
            message: `Unknown language "${locale}" (translations may be in: ${TRANSLATION_LOCALES.join(', ')})`,
          });
        }
      }
    })
    .transform((value) => {
      const clean: Record<string, Record<string, string>> = {};
      for (const [locale, texts] of Object.entries(value)) {
        clean[locale] = Object.fromEntries(Object.entries(texts).map(([f, t]) => [f, String(t).trim()]));
      }
      return clean as Translations;
    });
}

/** The `translations` field of an entity's admin form (products, paintings, categories, collections, pages). */
export function translationsInput(entity: TranslatedEntity) {
  return translationsOf(TRANSLATED_FIELDS[entity]).optional();
}

/** The settings' translations: `{ fr: { heroTitle: '…' } }`. */
const settingTranslationsInput = translationsOf(
  Object.fromEntries(TRANSLATED_SETTING_KEYS.map((key) => [key, SETTING_TEXT_MAX])),
).optional();

/** The menus' translations: `{ fr: { 'New Arrivals': 'Nouveautés' } }`, a label by its English text. */
const menuTranslationsInput = z
  .record(
    z.enum(TRANSLATION_LOCALES as [TranslationLocale], { message: 'Unknown language (translations may be in: fr)' }),
    z.record(
      z.string().trim().min(1).max(MENU_LABEL_MAX),
      z.string().trim().max(MENU_LABEL_MAX, `A label is at most ${MENU_LABEL_MAX} characters`),
    ),
  )
  .optional();

/** How the admin answers an item's translations: per language, the fields that have one. */
export const translationsSchema = z.partialRecord(
  z.enum(TRANSLATION_LOCALES as [TranslationLocale]),
  z.record(z.string(), z.string()),
);

/** One field of one item with no French yet (the admin's Untranslated list). */
export const untranslatedSchema = z.object({
  scope: z.enum([
    'product',
    'painting',
    'category',
    'collection',
    'page',
    'discount',
    'shippingMethod',
    'setting',
    'menu',
  ]),
  /** The item's id (products, paintings, categories, collections, discounts, shipping methods), slug (pages), or 'site'
   * (settings, menus). */
  key: z.string(),
  /** The item's English name, as the admin lists it. */
  label: z.string(),
  /** The fields with English text and no translation (for the menus: the English labels). */
  fields: z.array(z.string()),
});

/** What the admin asks for the translations of a scope: every item's, by key. */
export const scopeInput = z.object({
  scope: z.enum(
    ['product', 'painting', 'category', 'collection', 'page', 'discount', 'shippingMethod', 'setting', 'menu'],
    {
      message: 'scope must be product, painting, category, collection, page, discount, shippingMethod, setting or menu',
    },
  ),
});
export const translationsByKeySchema = z.record(z.string(), translationsSchema);

/** The settings' and the menus' translations, written together (the admin's Settings and Layout tabs). */
export const siteTranslationsInput = z.object({
  settings: settingTranslationsInput,
  menus: menuTranslationsInput,
});
export type Untranslated = z.infer<typeof untranslatedSchema>;
