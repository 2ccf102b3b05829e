import { type Locale, localeTag } from '@shared/locale';
import { type Country, regionsOf } from '@shared/tax';

/** Every country the shop ships to (the compiler checks it against the shared list), as shoppers read it. */
const COUNTRY_NAMES: Record<Country, string> = { US: 'United States', CA: 'Canada' };

export const COUNTRY_OPTIONS = (Object.keys(COUNTRY_NAMES) as Country[]).map((value) => ({
  value,
  label: COUNTRY_NAMES[value],
}));

/** A country's name in a language: the browser's own (`Intl.DisplayNames`, 'États-Unis'), else the English one. */
function localName(code: Country, locale: Locale): string {
  if (locale === 'en') return COUNTRY_NAMES[code];
  try {
    return new Intl.DisplayNames([localeTag(locale)], { type: 'region' }).of(code) ?? COUNTRY_NAMES[code];
  } catch {
    return COUNTRY_NAMES[code];
  }
}

/** The country choices in the page's language. */
export function countryOptions(locale: Locale): { value: Country; label: string }[] {
  return COUNTRY_OPTIONS.map(({ value }) => ({ value, label: localName(value, locale) }));
}

/** 'United States' for 'US' ('États-Unis' in French); an unknown code as it is. */
export function countryName(code: string, locale: Locale = 'en'): string {
  return code in COUNTRY_NAMES ? localName(code as Country, locale) : code;
}

/** The provinces, territories and states whose French name is not their English one (Quebec usage). */
const FRENCH_REGIONS: Record<string, string> = {
  'CA-BC': 'Colombie-Britannique',
  'CA-NB': 'Nouveau-Brunswick',
  'CA-NL': 'Terre-Neuve-et-Labrador',
  'CA-NS': 'Nouvelle-Écosse',
  'CA-NT': 'Territoires du Nord-Ouest',
  'CA-PE': 'Île-du-Prince-Édouard',
  'CA-QC': 'Québec',
  'US-CA': 'Californie',
  'US-DC': 'District de Columbia',
  'US-FL': 'Floride',
  'US-GA': 'Géorgie',
  'US-HI': 'Hawaï',
  'US-LA': 'Louisiane',
  'US-NM': 'Nouveau-Mexique',
  'US-NC': 'Caroline du Nord',
  'US-ND': 'Dakota du Nord',
  'US-PA': 'Pennsylvanie',
  'US-SC': 'Caroline du Sud',
  'US-SD': 'Dakota du Sud',
  'US-VA': 'Virginie',
  'US-WV': 'Virginie-Occidentale',
};

/** A country's states or provinces as choices, named in the page's language. */
export function regionOptions(country: Country, locale: Locale): { value: string; label: string }[] {
  return regionsOf(country).map((region) => ({
    value: region.code,
    label: (locale === 'fr' && FRENCH_REGIONS[`${country}-${region.code}`]) || region.name,
  }));
}
