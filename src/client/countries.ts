/** The countries the shop ships to, as shoppers read them. */
export const COUNTRY_OPTIONS = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

/** 'United States' for 'US'; an unknown code as it is. */
export function countryName(code: string): string {
  return COUNTRY_OPTIONS.find((country) => country.value === code)?.label ?? code;
}
