import { PRIVATE_SETTING_KEYS, SETTING_DEFAULTS, settingsShape, settingType } from '@shared/settings';
import { describe, expect, it } from 'vitest';
import { ALL_SETTING_GROUPS } from './setting-fields';

const fields = ALL_SETTING_GROUPS.flatMap((group) => group.fields);

describe('the admin settings editors', () => {
  it('offer every public key of the settings registry exactly once (private ones have their own screens)', () => {
    const keys = fields.map((field) => field.key).sort();
    expect(keys).toEqual(
      Object.keys(settingsShape)
        // The symbol is no longer the owner's to write: it follows the base currency (see currencySymbolRefusal).
        .filter((key) => !PRIVATE_SETTING_KEYS.has(key) && key !== 'currencySymbol')
        .sort(),
    );
  });

  it('offer only options the registry accepts, including the default', () => {
    for (const field of fields) {
      if (field.kind !== 'select' && field.kind !== 'segmented') continue;
      for (const option of field.options) expect(settingType(field.key)?.safeParse(option.value).success).toBe(true);
      expect(field.options.map((option) => option.value)).toContain(SETTING_DEFAULTS[field.key]);
    }
  });
});
