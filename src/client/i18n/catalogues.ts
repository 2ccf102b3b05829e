import type { Locale } from '@shared/locale';
import type { Catalogue } from './catalogue';

/**
 * The catalogue a page's language needs beyond the English each screen imports: none for English; for French the
 * whole French catalogue, its own chunk, fetched only by French pages (`french.ts`).
 */
export async function loadMessages(locale: Locale): Promise<Catalogue | null> {
  if (locale === 'en') return null;
  return (await import('./french')).FRENCH;
}
