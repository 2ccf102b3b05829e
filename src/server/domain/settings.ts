import { AppError } from '../../shared/errors.js';
import { type SiteSettings, settingType, withDefaults } from '../../shared/settings.js';
import type { Db } from '../db/index.js';

/** Every registered setting, stored values over the spec's defaults. */
export async function getSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_setting').select(['key', 'value']).execute();
  return withDefaults(Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)])));
}

/** Writes one setting after validating it against its key's type (unknown key: 400). */
export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  const type = settingType(key);
  if (!type) throw new AppError('BAD_REQUEST', `Unknown setting: ${key}`);
  const parsed = type.safeParse(value);
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', `${key}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
  }
  const stored = JSON.stringify(parsed.data);
  await db
    .insertInto('site_setting')
    .values({ key, value: stored })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: stored, updated_at: new Date().toISOString() }))
    .execute();
}
