import type { Locale } from '@shared/locale';
import type { Catalogue } from './catalogue';

/**
 * Every area's English catalogue (`messages/<area>.en.json`), in the first load: English is the shop's default
 * and the fallback. A new area's files are found here without naming them.
 */
const english = import.meta.glob<Catalogue>('./messages/*.en.json', { eager: true, import: 'default' });
export const ENGLISH: Catalogue = Object.assign({}, ...Object.values(english));

/** The messages of a language: English at once; French is its own chunk, fetched only by French pages. */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  if (locale === 'en') return ENGLISH;
  return (await import('./french')).FRENCH;
}
