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

/**
 * What the size choice needs to know about stock. Stock is kept per product today, so no single size is
 * sold out on its own; once stock is kept per size (`sizeStock`), the sizes with none left are.
 */
export interface SizeStock {
  sizes: readonly string[];
  sizeStock?: Readonly<Record<string, number>>;
}

/** The sizes that cannot be bought: those whose own stock is known and zero. */
export function soldOutSizes({ sizes, sizeStock }: SizeStock): ReadonlySet<string> {
  if (!sizeStock) return new Set();
  return new Set(sizes.filter((size) => (sizeStock[size] ?? 1) <= 0));
}
