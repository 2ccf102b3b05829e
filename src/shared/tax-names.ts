import type { Locale } from './locale.js';

/**
 * A tax line's name in the shopper's language. Orders store the table's English names ('GST', 'QST', 'Sales tax');
 * they are translated when shown, from this fixed map (stored data never changes). A name not in the map is shown
 * as stored.
 */
const FRENCH: Readonly<Record<string, string>> = {
  GST: 'TPS',
  HST: 'TVH',
  QST: 'TVQ',
  PST: 'TVP',
  RST: 'TVD',
  'Sales tax': 'Taxe de vente',
};

export function taxName(name: string, locale: Locale): string {
  return locale === 'fr' ? (FRENCH[name] ?? name) : name;
}

/** "QST (9.975%)" in English (as it always was), « TVQ (9,975 %) » in French. */
export function taxLineLabel(line: { name: string; ratePercent: number }, locale: Locale): string {
  if (locale !== 'fr') return `${line.name} (${line.ratePercent}%)`;
  const rate = new Intl.NumberFormat('fr-CA', {
    maximumFractionDigits: 3,
  }).format(line.ratePercent);
  return `${taxName(line.name, locale)} (${rate}\u00a0%)`;
}
