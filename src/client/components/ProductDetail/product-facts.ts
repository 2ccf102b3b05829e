/** What the product page's tabs say (spec §9). */
export const PRODUCT_FACTS = ['Handmade', '100% cotton', 'Made in Canada'] as const;

export const SHIPPING_FACTS = [
  { method: 'US Standard', days: '5-7 business days' },
  { method: 'US Express', days: '2-3 business days' },
  { method: 'Canada Standard', days: '3-5 business days' },
  { method: 'Canada Express', days: '1-2 business days' },
] as const;

export const CARE_FACTS = ['Wash cold and inside out', 'No bleach', 'Tumble dry low', 'Iron low'] as const;

/** The stock line under the button (spec §9). */
export function stockLine(stock: number): string {
  return stock > 0 ? `In Stock (${stock} available)` : 'Out of Stock';
}
