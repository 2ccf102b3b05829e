import { AppError } from '../../shared/errors.js';
import {
  currencySymbolRefusal,
  HTML_SETTING_KEYS,
  publicSettings,
  type SiteSettings,
  settingType,
  withDefaults,
} from '../../shared/settings.js';
import { runFlow } from '../db/flow.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../deps.js';
import { cleanHtml } from './sanitize.js';

/** The settings every visitor may read: private ones (the owner's address) left out. */
export async function getPublicSettings(deps: Pick<Deps, 'db'>): Promise<SiteSettings> {
  return publicSettings(await getSettings(deps));
}

/** Every registered setting, stored values over the spec's defaults. */
export async function getSettings({ db }: Pick<Deps, 'db'>): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_setting').select(['key', 'value']).execute();
  return withDefaults(Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)])));
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
  await db
    .insertInto('site_setting')
    .values({ key, value: stored })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: stored, updated_at: isoNow(clock) }))
    .execute();
  return { key, value: clean };
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
