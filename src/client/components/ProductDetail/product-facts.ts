import type productMessages from '../../i18n/messages/product.en.json';

type ProductMessage = keyof typeof productMessages;

/** What the product page's tabs say (spec §9), as the product area's message ids. */
export const PRODUCT_FACTS = [
  'product.fact.handmade',
  'product.fact.cotton',
  'product.fact.madeIn',
] as const satisfies readonly ProductMessage[];

export const SHIPPING_FACTS = [
  { method: 'product.ship.usStandard', from: 5, to: 7 },
  { method: 'product.ship.usExpress', from: 2, to: 3 },
  { method: 'product.ship.caStandard', from: 3, to: 5 },
  { method: 'product.ship.caExpress', from: 1, to: 2 },
] as const satisfies readonly { method: ProductMessage; from: number; to: number }[];

export const CARE_FACTS = [
  'product.care.cold',
  'product.care.noBleach',
  'product.care.dry',
  'product.care.iron',
] as const satisfies readonly ProductMessage[];

/** The stock line under the button (spec §9), in the page's language (`useT(productMessages)`). */
export function stockLine(t: (id: ProductMessage, values?: { stock: number }) => string, stock: number): string {
  return stock > 0 ? t('product.inStock', { stock }) : t('product.outOfStock');
}
