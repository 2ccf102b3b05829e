import { BUILT_IN_FRENCH } from '../../shared/built-in-french.js';
import { AppError } from '../../shared/errors.js';
import { type FooterGroup, footerMenuFor, headerMenuFor, type MenuLink } from '../../shared/schemas/menus.js';
import {
  currencySymbolRefusal,
  HTML_SETTING_KEYS,
  publicSettings,
  type SiteSettings,
  settingType,
  withDefaults,
} from '../../shared/settings.js';
import { TRANSLATED_SETTING_KEYS, type Translations } from '../../shared/translations.js';
import { forgetInFlow, oncePerFlow, runFlow } from '../db/flow.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../deps.js';
import { cleanHtml } from './sanitize.js';
import { inLocale, type Localized, textsOf, translating, translationsOf, writeTranslations } from './translations.js';

/** The one item the settings' and the menus' translations belong to (`translation.item_key`). */
export const SITE_KEY = 'site';

/**
 * The settings every visitor may read: private ones (the owner's address) left out; in the asker's language, the
 * shoppers' texts (`TRANSLATED_SETTING_KEYS`) and the menus' labels in it where the owner translated them.
 */
export async function getPublicSettings(deps: Pick<Deps, 'db'> & Localized): Promise<SiteSettings> {
  const settings = publicSettings(await getSettings(deps));
  if (!translating(deps)) return settings;
  const texts = (await textsOf(deps.db, 'setting', deps.locale, [SITE_KEY])).get(SITE_KEY) ?? {};
  const labels = (await textsOf(deps.db, 'menu', deps.locale, [SITE_KEY])).get(SITE_KEY) ?? {};
  const localized: SiteSettings = { ...settings };
  // The owner's French, else the French of the shop's own words (a default left as it was), else the English.
  const shopText = (english: string, texts: Record<string, string>, field: string) =>
    inLocale(BUILT_IN_FRENCH[english] ?? english, texts, field);
  for (const key of TRANSLATED_SETTING_KEYS) {
    if (typeof settings[key] === 'string') localized[key] = shopText(settings[key], texts, key);
  }
  const link = (l: MenuLink): MenuLink => ({ ...l, label: shopText(l.label, labels, l.label) });
  localized.headerMenu = settings.headerMenu.map(link);
  localized.footerMenu = settings.footerMenu.map(
    (group: FooterGroup): FooterGroup => ({
      ...group,
      title: shopText(group.title, labels, group.title),
      links: group.links.map(link),
    }),
  );
  return localized;
}

/**
 * Every registered setting, stored values over the spec's defaults (the footer menu's default follows the categories:
 * `footerMenuFor`, the header's what the shop has: `headerMenuFor`). Read once per flow (a checkout's hold time,
 * prices and mail all ask): the flow sees one set of settings throughout.
 */
export function getSettings({ db }: Pick<Deps, 'db'>): Promise<SiteSettings> {
  return oncePerFlow(db, 'settings', async () => {
    const rows = await db.selectFrom('site_setting').select(['key', 'value']).execute();
    const stored: Record<string, unknown> = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));
    // Until the owner saves a footer menu, its Shop group links to the categories there are (a new one shows at once).
    stored.footerMenu ??= footerMenuFor(
      await db.selectFrom('category').select(['name', 'slug']).orderBy('sort_order').orderBy('name').execute(),
    );
    // And its header leaves out Collections and Paintings while the shop has none of them.
    if (stored.headerMenu === undefined) {
      const has = await db
        .selectNoFrom((eb) => [
          eb.exists(eb.selectFrom('collection').select('id')).as('collections'),
          eb.exists(eb.selectFrom('painting').select('id').where('deleted_at', 'is', null)).as('paintings'),
        ])
        .executeTakeFirstOrThrow();
      stored.headerMenu = headerMenuFor({ collections: Boolean(has.collections), paintings: Boolean(has.paintings) });
    }
    return withDefaults(stored);
  });
}

/** Validates a value for `key`; text forms send 'true' or '4', so a string is also tried as JSON. HTML is cleaned. */
function validSetting(key: string, value: unknown): unknown {
  const type = settingType(key);
  if (!type) throw new AppError('BAD_REQUEST', `Unknown setting: ${key}`);
  let parsed = type.safeParse(value);
  if (!parsed.success && typeof value === 'string') {
    try {
      const retry = type.safeParse(JSON.parse(value));
      if (retry.success) parsed = retry;
    } catch {
      // not JSON: keep the first error
    }
  }
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', `${key}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
  return HTML_SETTING_KEYS.has(key) && typeof parsed.data === 'string' ? cleanHtml(parsed.data) : parsed.data;
}

/** Writes one setting, in the caller's flow, after validating it against its key's type (unknown key: 400). */
async function writeSetting(
  { db, clock }: TxDeps<'clock'>,
  { key, value }: { key: string; value: unknown },
): Promise<{ key: string; value: unknown }> {
  const clean = validSetting(key, value);
  const stored = JSON.stringify(clean);
  forgetInFlow(db, 'settings');
  await db
    .insertInto('site_setting')
    .values({ key, value: stored })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: stored, updated_at: isoNow(clock) }))
    .execute();
  return { key, value: clean };
}

/**
 * Writes the settings not yet stored, in the caller's flow (each validated; one the owner saved stays as it is): the
 * demo seed's contact details and artwork, which are no shop's defaults.
 */
export async function writeUnsetSettings({ db }: TxDeps, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(validSetting(key, value)) }));
  if (rows.length === 0) return;
  forgetInFlow(db, 'settings');
  await db
    .insertInto('site_setting')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Writes one setting after validating it against its key's type (unknown key: 400). */
export async function setSetting(
  deps: FlowDeps<'clock'>,
  setting: { key: string; value: unknown },
): Promise<{ key: string; value: unknown }> {
  validSetting(setting.key, setting.value);
  await checkSymbol(deps, { [setting.key]: setting.value });
  return runFlow(deps, (tx) => writeSetting(tx, setting));
}

/** A `currencySymbol` written must be the base currency's (this write's `currency`, else the stored one): 400. */
async function checkSymbol(deps: Pick<Deps, 'db'>, values: Record<string, unknown>): Promise<void> {
  if (!Object.hasOwn(values, 'currencySymbol')) return;
  const base = Object.hasOwn(values, 'currency')
    ? (validSetting('currency', values.currency) as 'USD' | 'CAD')
    : (await getSettings(deps)).currency;
  const refusal = currencySymbolRefusal(validSetting('currencySymbol', values.currencySymbol), base);
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
}

/** Writes many settings at once: all valid, or none written. */
export async function setSettings(deps: FlowDeps<'clock'>, values: Record<string, unknown>): Promise<SiteSettings> {
  const entries = Object.entries(values);
  for (const [key, value] of entries) validSetting(key, value);
  await checkSymbol(deps, values);
  await runFlow(deps, async (tx) => {
    for (const [key, value] of entries) await writeSetting(tx, { key, value });
  });
  return getSettings(deps);
}

/** Refuses with 403 `message` while the storefront switch `key` is off (enableReviews, enableWishlist …). */
export async function requireSwitch(
  deps: Pick<Deps, 'db'>,
  key: 'enableReviews' | 'enableWishlist',
  message: string,
): Promise<SiteSettings> {
  const settings = await getSettings(deps);
  if (settings[key] !== true) throw new AppError('FORBIDDEN', message);
  return settings;
}

/** The settings' and the menus' translations, as the admin edits them. */
export async function siteTranslations({
  db,
}: Pick<Deps, 'db'>): Promise<{ settings: Translations; menus: Translations }> {
  return {
    settings: (await translationsOf(db, 'setting', [SITE_KEY])).get(SITE_KEY) ?? {},
    menus: (await translationsOf(db, 'menu', [SITE_KEY])).get(SITE_KEY) ?? {},
  };
}

/** Writes the settings' and the menus' translations in one flow (`''` removes one); answers them all. */
export async function setSiteTranslations(
  deps: FlowDeps<'clock'>,
  input: { settings?: Translations; menus?: Translations },
): Promise<{ settings: Translations; menus: Translations }> {
  await runFlow(deps, async (tx) => {
    await writeTranslations(tx, 'setting', SITE_KEY, input.settings);
    await writeTranslations(tx, 'menu', SITE_KEY, input.menus);
  });
  return siteTranslations(deps);
}
