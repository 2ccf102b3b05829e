import type { Catalogue } from './catalogue';
import { FRENCH_DETAIL } from './french-detail';
import { FRENCH_DETAIL_BELOW } from './french-detail-below';
import { FRENCH_ISLANDS } from './french-islands';
import { FRENCH_LIST } from './french-list';
import { FRENCH_PAINTING } from './french-painting';

/**
 * The French of what the storefront's pages draw on their first load: every area's catalogue
 * (`messages/<area>.fr.json`) but the later ones (`french-later.ts`) and the admin's packing slip (it imports its
 * own: listed here too, it became a chunk of its own that every French page fetched), with the islands' areas
 * (`french-islands.ts`), the detail pages' (`french-detail.ts`, `french-detail-below.ts`, `french-painting.ts`) and the
 * list pages' (`french-list.ts`), chunks of their own. Only French pages load them.
 */
const french = import.meta.glob<Catalogue>(
  [
    './messages/*.fr.json',
    '!./messages/{checkout,order,profile,returns,auth,contact,about,mail-link,notify-me,packing-slip,verify}.fr.json',
    '!./messages/{card,cart-notice,currency,header,newsletter,search,shell,states,wishlist}.fr.json',
    '!./messages/{product,product-stock,gallery,details,release,reviews,notify-button,painting,painting-page,painting-card,final-sale}.fr.json',
    '!./messages/{category,facets,grid,list-count,pager}.fr.json',
  ],
  { eager: true, import: 'default' },
);
export const FRENCH: Catalogue = Object.assign(
  {},
  FRENCH_ISLANDS,
  FRENCH_DETAIL,
  FRENCH_DETAIL_BELOW,
  FRENCH_PAINTING,
  FRENCH_LIST,
  ...Object.values(french),
);
