import type { Locale } from '@shared/locale';
import type { Catalogue } from './catalogue';

/** A page's French: its catalogue, and how to fetch the later areas' into it (none once they are in). */
export interface PageMessages {
  catalogue: Catalogue;
  later: (() => Promise<Catalogue>) | null;
}

/**
 * The catalogue a page's language needs beyond the English each screen imports: none for English; for French the
 * first-load areas' (`french.ts`, its own chunk, fetched only by French pages) and, `all` (the server) or when a
 * screen first needs one of them, the later areas' (`french-later.ts`).
 */
export async function loadMessages(locale: Locale, all = false): Promise<PageMessages | null> {
  if (locale === 'en') return null;
  const later = () => import('./french-later').then((module) => module.FRENCH_LATER);
  const { FRENCH } = await import('./french');
  if (!all) return { catalogue: FRENCH, later };
  return { catalogue: { ...FRENCH, ...(await later()) }, later: null };
}

/**
 * The French a page drawn as islands needs at once (`french-islands.ts`), and how to fetch the other areas' when a
 * part first draws one: the first-load areas' (`french.ts`: the cart's drawer, the search …), then the later ones'.
 * None for English.
 */
export async function loadIslandMessages(locale: Locale): Promise<PageMessages | null> {
  if (locale === 'en') return null;
  const { FRENCH_ISLANDS } = await import('./french-islands');
  const messages: PageMessages = { catalogue: { ...FRENCH_ISLANDS }, later: null };
  const steps = [
    () => import('./french').then((module) => module.FRENCH),
    () => import('./french-later').then((module) => module.FRENCH_LATER),
  ];
  const step = (index: number): PageMessages['later'] => {
    const load = steps[index];
    return load
      ? () =>
          load().then((more) => {
            messages.later = step(index + 1);
            return more;
          })
      : null;
  };
  messages.later = step(0);
  return messages;
}
