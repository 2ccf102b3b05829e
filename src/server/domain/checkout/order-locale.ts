import type { Locale } from '../../../shared/locale.js';
import type { Country } from '../../../shared/tax.js';

/** The language of the page a checkout came from, and whether the shopper chose it (the switch's cookie). */
export interface PageLanguage {
  locale: Locale;
  chosen: boolean;
}

/**
 * The language an order is written in (its mails): the page's (a checkout on `/fr/checkout` is French; one on an
 * English page whose shopper chose English with the switch is English), except that an English page nobody chose
 * shipping to Quebec is French, as the province's law on the language of commerce asks of a shop selling there.
 * Decided once, when the checkout writes the order.
 */
export function orderLocale(page: PageLanguage, address: { country: Country; state: string }): Locale {
  if (page.locale === 'fr' || page.chosen) return page.locale;
  return address.country === 'CA' && address.state.trim().toUpperCase() === 'QC' ? 'fr' : page.locale;
}
