import { z } from 'zod';
import { CURRENCIES, type CurrencyRules, ROUNDINGS } from './currency.js';
import { DEFAULT_COLLECTION_DESCRIPTION, DEFAULT_COLLECTION_TITLE } from './featured-collection-defaults.js';
import { currencySchema } from './schemas/currency.js';
import { DEFAULT_FOOTER_MENU, DEFAULT_HEADER_MENU, footerMenuSchema, headerMenuSchema } from './schemas/menus.js';
import { PRIVATE_TAX_SETTINGS, taxSettingsShape } from './tax-settings.js';

/**
 * The typed registry of site settings. Every key has a zod type and the
 * spec's default; reading a setting always yields the default when unset,
 * writing validates against the key's type (unknown key: 400).
 */
const text = (fallback: string) => z.string().max(20_000).default(fallback);
const flag = (fallback: boolean) => z.boolean().default(fallback);
const colour = (fallback: string) =>
  z
    .string()
    .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'Must be a hex colour such as #BF8F52')
    .default(fallback);
/** An http(s) URL, or a path on the shop (one leading `/`, not `//host`); empty means unset. */
const linkSchema = z
  .string()
  .trim()
  .max(2_000)
  .refine(
    (value) => value === '' || /^\/(?![/\\])/.test(value) || /^https?:\/\/[^/\s]/i.test(value),
    'Must be an https:// or http:// URL, or a path on this shop starting with /',
  );
const link = (fallback = '') => linkSchema.default(fallback);
const imageUrl = link();

export const FONT_FAMILIES = ['Inter', 'Roboto', 'Montserrat', 'Playfair Display', 'Poppins'] as const;
/** Each charged currency's symbol as the storefront shows it (en-US: "$42.00", "CA$42.00"). */
const CURRENCY_SYMBOLS = { USD: '$', CAD: 'CA$' } as const;
export const NOTIFICATION_POSITIONS = ['top-right', 'top-left', 'bottom-right', 'bottom-left'] as const;

export const settingsShape = {
  shopName: text('Wild Bleach Studio'),
  /** Which word of the shop name its text logo highlights, from 1 (0: none); 2 was every shop's until issue 44.6. */
  shopNameHighlight: z.number().int().min(0).max(50).default(2),
  artistName: text('Wren'),
  /** Empty: a text hero. The demo's artwork and contact details are the demo seed's (db/seed/catalogue.json), not defaults. */
  heroImage: imageUrl,
  heroTitle: text('WILD BLEACH STUDIO'),
  heroSubtitle: text('Minimal. Timeless. Unique.'),
  primaryColor: colour('#BF8F52'),
  secondaryColor: colour('#A67942'),
  newArrivalsTitle: text('New Arrivals'),
  newArrivalsSubtitle: text('Our latest drops, fresh off the design table'),
  newArrivalsBackgroundColor: colour('#0c0c0c'),
  productsPerRow: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(4),
  viewAllButtonText: text('View All Products'),
  collectionImage1: imageUrl,
  collectionImage2: imageUrl,
  collectionTitle: text(DEFAULT_COLLECTION_TITLE),
  collectionDescription: text(DEFAULT_COLLECTION_DESCRIPTION),
  featuredCollectionMainImage: imageUrl,
  categoriesTitle: text('Shop by Category'),
  categoriesSubtitle: text('Find your perfect bleached style'),
  categoriesBackgroundColor: colour('#f5f5f5'),
  defaultProductImage: imageUrl,
  showHero: flag(true),
  showNewArrivals: flag(true),
  showFeaturedCollection: flag(true),
  showCategories: flag(true),
  showNewsletter: flag(true),
  newsletterTitle: text('Join the Movement'),
  newsletterSubtitle: text('Be the first to hear about new drops, one-off pieces and studio news.'),
  newsletterBackgroundColor: colour('#0A0908'),
  newsletterAccentColor: colour('#BF8F52'),
  newsletterTerms: text('By subscribing you agree to receive e-mails from us. Unsubscribe at any time.'),
  headerVisible: flag(true),
  footerVisible: flag(true),
  darkMode: flag(false),
  logoSize: z.enum(['small', 'medium', 'large']).default('medium'),
  logoType: z.enum(['text', 'image']).default('text'),
  logoImage: imageUrl,
  fontFamily: z.enum(FONT_FAMILIES).default('Inter'),
  enableStarGazing: flag(false),
  authBackgroundImage: imageUrl,
  paintingsPageTitle: text('Original Paintings & Prints'),
  paintingsPageSubtitle: text(
    'Abstract works by the artist behind the bleach, as one-of-a-kind originals and fine art prints.',
  ),
  originalsDescription: text('One-of-a-kind originals, painted by hand. Once sold, they are gone for good.'),
  printsDescription: text('Archival fine art prints in several sizes, some as numbered limited editions.'),
  paintingsHeroImage: imageUrl,
  /** The artist's signature on certificates of authenticity (issue 43; an image of the media library; empty: none). */
  certificateSignature: imageUrl,
  aboutStoryTitle: text('Our'),
  aboutStoryContent: text(''),
  aboutSectionImage: imageUrl,
  aboutProcessTitle: text('Our'),
  aboutProcessContent: text(''),
  aboutValuesTitle: text('Our'),
  aboutValuesContent: text(''),
  aboutSectionImage2: imageUrl,
  contactPageHeading: text('Get in Touch'),
  contactPageDescription: text(
    'Questions about an order, a custom piece or wholesale? Send us a message and we will get back to you.',
  ),
  contactInfoTitle: text('Contact Information'),
  /** Shown on the Contact page and in every mail's "Questions?" line; empty: no such line (see mailContact). */
  contactEmail: text(''),
  /** Where new-order notices and contact-form copies go; empty: the first admin's e-mail. Never public. */
  ownerEmail: z.union([z.literal(''), z.email('Must be an e-mail address')]).default(''),
  contactPhone: text(''),
  contactAddress: text(''),
  hoursTitle: text('Business Hours'),
  hoursContent: text(''),
  wholesaleTitle: text('Wholesale Inquiries'),
  wholesaleContent: text(
    'Interested in carrying our pieces in your store? Choose "Custom" as the subject and tell us about your shop.',
  ),
  contactFormTitle: text('Send Us a Message'),
  instagramUrl: link(),
  tiktokUrl: link(),
  facebookUrl: link(),
  pinterestUrl: link(),
  collectionPageHeroImage: imageUrl,
  defaultUserAvatar: imageUrl,
  productsPerPage: z.number().int().min(1).max(100).default(9),
  productCardStyle: z.enum(['minimal', 'compact', 'detailed']).default('minimal'),
  checkoutSteps: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(3),
  /**
   * How long a checkout holds its items and its discount use for the shopper to pay (minutes, 1 to 120): then the
   * unpaid order ends, its payment is cancelled and what it held is free again.
   */
  checkoutHoldMinutes: z
    .number({ message: 'Must be a number of minutes' })
    .int('Must be a whole number of minutes')
    .min(1, 'Must be at least 1 minute')
    .max(120, 'Must be at most 120 minutes')
    .default(15),
  /**
   * How long a draft order the owner writes holds its items (hours, 1 to 720; issue 42): then it ends as an unpaid
   * checkout does and what it held is free again.
   */
  draftHoldHours: z
    .number({ message: 'Must be a number of hours' })
    .int('Must be a whole number of hours')
    .min(1, 'Must be at least 1 hour')
    .max(720, 'Must be at most 720 hours (30 days)')
    .default(48),
  /**
   * How long after delivery a shopper may ask to return items (days, 0 to 365; issue 41): counted from the order's
   * delivery, or from its shipping when no delivery was recorded. 0: no returns.
   */
  returnWindowDays: z
    .number({ message: 'Must be a number of days' })
    .int('Must be a whole number of days')
    .min(0, 'Must be at least 0 days')
    .max(365, 'Must be at most 365 days')
    .default(30),
  /** Where a pickup order is taxed (the shop's own province or state; issue 42). */
  pickupCountry: z.enum(['US', 'CA']).default('CA'),
  pickupState: z.string().trim().min(2, 'Must be a province or state code').max(3).default('BC'),
  /**
   * Abandoned-checkout reminders (issue 40): on, a checkout whose shopper agreed and did not pay within the delay
   * (minutes, at least 1) gets one mail with a link back to the cart.
   */
  abandonedCheckoutReminders: flag(true),
  abandonedCheckoutDelayMinutes: z
    .number({ message: 'Must be a number of minutes' })
    .int('Must be a whole number of minutes')
    .min(1, 'Must be at least 1 minute')
    .max(10_080, 'Must be at most 10080 minutes (a week)')
    .default(240),
  /** Newsletter campaigns (issue 40): how many of a campaign's mails are queued a minute (1 to 1000). */
  campaignMessagesPerMinute: z
    .number({ message: 'Must be a number of messages' })
    .int('Must be a whole number of messages')
    .min(1, 'Must be at least 1 message a minute')
    .max(1000, 'Must be at most 1000 messages a minute')
    .default(60),
  /** Gift cards sold as an item (issue 41): the /gift-card page, its menu link and the cart's gift card lines. */
  giftCardsOnSale: flag(false),
  enableQuickView: flag(true),
  enableWishlist: flag(false),
  /** The owner hid the dashboard's setup guide once it was complete (issue 44). */
  setupGuideDismissed: flag(false),
  enableReviews: flag(true),
  /** A shopper may check out with an e-mail and no account (off: /checkout needs a login, as the spec says). */
  guestCheckout: flag(false),
  /** New reviews wait for the owner (pending) instead of being published at once. */
  reviewsNeedApproval: flag(false),
  /**
   * The base currency's symbol: no longer the owner's choice of label, it follows `currency` (withDefaults); a write
   * of another symbol is refused (see currencySymbolRefusal).
   */
  currencySymbol: z.enum(Object.values(CURRENCY_SYMBOLS) as ['$', 'CA$']).default('$'),
  /** The base currency: what catalogue prices, discounts and the free-shipping threshold are written in. */
  currency: currencySchema.default('USD'),
  /** The currencies shoppers are charged in; the base is always among them (withDefaults adds it). */
  chargeCurrencies: z
    .array(z.enum(CURRENCIES, { message: 'Must be USD or CAD' }))
    .min(1, 'Choose at least one currency')
    .max(CURRENCIES.length)
    .default(['USD']),
  /** Canadian dollars for one US dollar (prices without a set CAD price are converted at it). */
  cadRate: z
    .number({ message: 'Must be a number' })
    .min(0.1, 'Must be at least 0.1')
    .max(10, 'Must be at most 10')
    .default(1.38),
  /** How a converted price is rounded: none, or up to the next .99, .95 or .00 (see convertCents). */
  cadRounding: z.enum(ROUNDINGS).default('none'),
  notificationPosition: z.enum(NOTIFICATION_POSITIONS).default('bottom-right'),
  freeShippingThreshold: z.number().min(0).default(0),
  headerMenu: headerMenuSchema.default(DEFAULT_HEADER_MENU),
  footerMenu: footerMenuSchema.default(DEFAULT_FOOTER_MENU),
  ...taxSettingsShape,
} as const;

/** Settings whose text is HTML: sanitised on save and on render. */
export const HTML_SETTING_KEYS = new Set([
  'aboutStoryContent',
  'aboutProcessContent',
  'aboutValuesContent',
  'hoursContent',
  'wholesaleContent',
]);

/** Settings only the admin reads: left out of the public GET /api/site-settings. */
const PRIVATE_SETTINGS = { ownerEmail: true, ...PRIVATE_TAX_SETTINGS } as const;
export const PRIVATE_SETTING_KEYS = new Set(Object.keys(PRIVATE_SETTINGS));

/** The settings as anyone may read them. */
export function publicSettings(settings: SiteSettings): SiteSettings {
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !PRIVATE_SETTING_KEYS.has(key))) as SiteSettings;
}

/** Keys with an id suffix: categoryImage_3, collectionTitle_2 … */
const PATTERN_KEYS = /^(categoryImage|collectionImage|collectionTitle|collectionDescription)_\d+$/;

const settingsSchema = z.object(settingsShape);

/** Every setting as the admin reads it: the registry's keys plus the per-id keys (categoryImage_3 …). */
export const siteSettingsSchema = settingsSchema.loose();

/** The settings as anyone reads them: without the private ones. */
export const publicSettingsSchema = settingsSchema.omit(PRIVATE_SETTINGS).loose();
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export type SiteSettings = z.infer<typeof settingsSchema> & Record<string, unknown>;
export type SettingKey = keyof typeof settingsShape;

export const SETTING_DEFAULTS: SiteSettings = settingsSchema.parse({});

/** The zod type that a value for `key` must satisfy, or null for an unknown key. */
export function settingType(key: string): z.ZodType | null {
  if (Object.hasOwn(settingsShape, key)) {
    const schema = settingsShape[key as SettingKey];
    return 'removeDefault' in schema ? (schema as z.ZodDefault<z.ZodType>).removeDefault() : schema;
  }
  if (!PATTERN_KEYS.test(key)) return null;
  return key.startsWith('categoryImage') || key.startsWith('collectionImage') ? linkSchema : z.string().max(2_000);
}

/** Merges stored values over the defaults; stored values that no longer validate fall back. */
export function withDefaults(stored: Record<string, unknown>): SiteSettings {
  const result: SiteSettings = { ...SETTING_DEFAULTS };
  for (const [key, value] of Object.entries(stored)) {
    const type = settingType(key);
    const parsed = type?.safeParse(value);
    if (parsed?.success) result[key] = parsed.data;
  }
  // The base is always charged, listed first; the symbol is the base's, whatever was stored before issue 37.
  result.chargeCurrencies = [
    result.currency,
    ...CURRENCIES.filter((c) => c !== result.currency && result.chargeCurrencies.includes(c)),
  ];
  result.currencySymbol = CURRENCY_SYMBOLS[result.currency];
  return result;
}

/** The currency settings as the pricing rules read them. */
export function currencyRulesOf(settings: SiteSettings): CurrencyRules {
  return {
    base: settings.currency,
    charged: settings.chargeCurrencies,
    cadRate: settings.cadRate,
    cadRounding: settings.cadRounding,
  };
}

/**
 * Why a write of `currencySymbol` is refused, or null: the symbol is the base currency's (after the same write, when
 * it also sets `currency`), never a label for money the shop charges in another currency.
 */
export function currencySymbolRefusal(symbol: unknown, base: keyof typeof CURRENCY_SYMBOLS): string | null {
  const wanted = CURRENCY_SYMBOLS[base];
  return symbol === wanted ? null : `currencySymbol: the shop charges in ${base}, shown as ${wanted}`;
}
