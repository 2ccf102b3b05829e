import type { Locale } from '@shared/locale';
import type { Catalogue } from './catalogue';

/**
 * A page's French: its catalogue, and how to fetch more of it for a message it lacks (by the message's id); the fetch
 * sets `later` to null once nothing is left to fetch.
 */
export interface PageMessages {
  catalogue: Catalogue;
  later: ((id: string) => Promise<Catalogue>) | null;
}

/**
 * The catalogue a page's language needs beyond the English each screen imports: none for English; for French the
 * first-load areas' (`french.ts`, its own chunk, fetched only by French pages) and, `all` (the server) or when a
 * screen first needs one of them, the later areas' (`french-later.ts`).
 */
export async function loadMessages(locale: Locale, all = false): Promise<PageMessages | null> {
  if (locale === 'en') return null;
  const { FRENCH } = await import('./french');
  if (all) return { catalogue: { ...FRENCH, ...(await laterAreas()) }, later: null };
  const messages: PageMessages = { catalogue: FRENCH, later: null };
  messages.later = () => laterAreas().finally(() => (messages.later = null));
  return messages;
}

const laterAreas = () => import('./french-later').then((module) => module.FRENCH_LATER);

/** The areas every page drawn as islands draws at once (`french-islands.ts`): the header, the toasts, the cards … */
export const AT_ONCE_AREAS = /^(card|cartNotice|currency|header|newsletter|search|shell|states|wishlist)\./;

/**
 * The steps of a page drawn as islands' French beyond what it draws at once, each fetched when a part first draws one
 * of its areas (by their messages' ids: `product.addToCart`, `notifyButton.label` …): a product's photos and purchase
 * (`french-detail.ts`), what its page shows below them (`french-detail-below.ts`), a painting's own (`french-painting.ts`).
 */
export const ISLAND_STEPS = [
  // What every such page draws at once, which it carries (`islands/island-areas.ts`): fetched for a page without.
  {
    areas: AT_ONCE_AREAS,
    load: () => import('./french-islands').then((module) => module.FRENCH_ISLANDS),
  },
  {
    areas: /^(product|productStock|gallery|release|notifyButton|finalSale)\./,
    load: () => import('./french-detail').then((module) => module.FRENCH_DETAIL),
  },
  {
    areas: /^(details|reviews)\./,
    load: () => import('./french-detail-below').then((module) => module.FRENCH_DETAIL_BELOW),
  },
  {
    areas: /^(painting|paintingPage|paintingCard)\./,
    load: () => import('./french-painting').then((module) => module.FRENCH_PAINTING),
  },
  {
    areas: /^(category|facets|grid|listCount|pager)\./,
    load: () => import('./french-list').then((module) => module.FRENCH_LIST),
  },
];

/**
 * The French of a page drawn as islands: what the page carries (`carried`: the areas its islands drew on the server,
 * `islands/island-areas.ts`), else what every such page draws at once (`french-islands.ts`, a page cached before it
 * carried its French); and how to fetch the other areas' when a part first draws one: its step's (`ISLAND_STEPS`)
 * for one of theirs, else the first-load areas' (`french.ts`: the cart's drawer, the search …, with every step's),
 * then the later ones'. None for English.
 */
export async function loadIslandMessages(
  locale: Locale,
  carried: Catalogue | null = null,
): Promise<PageMessages | null> {
  if (locale === 'en') return null;
  const first = carried ?? (await import('./french-islands')).FRENCH_ISLANDS;
  const messages: PageMessages = { catalogue: { ...first }, later: null };
  const steps = new Set(ISLAND_STEPS);
  let firstLoad = false;
  messages.later = (id) => {
    const step = [...steps].find(({ areas }) => areas.test(id));
    if (step) {
      steps.delete(step);
      return step.load();
    }
    if (!firstLoad) {
      firstLoad = true;
      steps.clear();
      return import('./french').then((module) => module.FRENCH);
    }
    return laterAreas().finally(() => (messages.later = null));
  };
  return messages;
}
