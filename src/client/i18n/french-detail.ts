import type { Catalogue } from './catalogue';

/**
 * The French of a product's photos and purchase (and a piece's final-sale note) on a page drawn as islands (issue 45), beyond what every such page
 * draws at once (`french-islands.ts`): fetched when one of them first draws (`loadIslandMessages`); the first-load
 * areas' catalogue (`french.ts`) takes it in too.
 */
const french = import.meta.glob<Catalogue>(
  './messages/{product,product-stock,gallery,release,notify-button,final-sale}.fr.json',
  {
    eager: true,
    import: 'default',
  },
);
export const FRENCH_DETAIL: Catalogue = Object.assign({}, ...Object.values(french));
