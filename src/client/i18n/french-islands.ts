import type { Catalogue } from './catalogue';

/**
 * The French of what a page drawn as islands draws at once (issue 45): the header, a card's buttons, the newsletter,
 * the search button, the toasts and the cart's notices. The cart's drawer, the search's results and the rest of the first-load areas' come when
 * a part first draws one (`loadIslandMessages`: `french.ts`, then `french-later.ts`). The first-load areas' catalogue
 * (`french.ts`) starts from this one.
 */
const french = import.meta.glob<Catalogue>(
  './messages/{card,cart-notice,currency,header,newsletter,search,shell,states,wishlist}.fr.json',
  { eager: true, import: 'default' },
);
export const FRENCH_ISLANDS: Catalogue = Object.assign({}, ...Object.values(french));
