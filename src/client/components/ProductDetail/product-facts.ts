import type productMessages from '../../i18n/messages/product.en.json';

type ProductMessage = keyof typeof productMessages;

/** The stock line under the button (spec §9), in the page's language (`useT(productMessages)`). */
export function stockLine(t: (id: ProductMessage, values?: { stock: number }) => string, stock: number): string {
  return stock > 0 ? t('product.inStock', { stock }) : t('product.outOfStock');
}
