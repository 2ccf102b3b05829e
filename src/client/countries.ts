import type { Country } from '@shared/tax';

/** Every country the shop ships to (the compiler checks it against the shared list), as shoppers read it. */
const COUNTRY_NAMES: Record<Country, string> = { US: 'United States', CA: 'Canada' };

export const COUNTRY_OPTIONS = (Object.keys(COUNTRY_NAMES) as Country[]).map((value) => ({
  value,
  label: COUNTRY_NAMES[value],
}));

/** 'United States' for 'US'; an unknown code as it is. */
export function countryName(code: string): string {
  return COUNTRY_OPTIONS.find((country) => country.value === code)?.label ?? code;
}
