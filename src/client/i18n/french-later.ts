import type { Catalogue } from './catalogue';

/**
 * The French of the screens a shopper reaches after the first page (the checkout, orders, the account, sign-in,
 * contact, about): a chunk of its own, fetched when one of them first draws (`i18n/intl.ts`), so no French page's
 * first load carries it.
 */
const later = import.meta.glob<Catalogue>(
  './messages/{checkout,order,profile,returns,auth,contact,about,mail-link,notify-me}.fr.json',
  {
    eager: true,
    import: 'default',
  },
);
export const FRENCH_LATER: Catalogue = Object.assign({}, ...Object.values(later));
