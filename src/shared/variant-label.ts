/**
 * The name of what a line or an inventory item counts: 'Acid Wash Tee — M / black', 'Acid Wash Tee — M'
 * (no colour), 'Acid Wash Tee' (neither). The one spelling for the cart, orders, mails, the packing slip,
 * refunds and the stock screens.
 */
export function variantLabel(name: string, size: string, color: string): string {
  const parts = [size, color].filter((part) => part !== '');
  return parts.length > 0 ? `${name} — ${parts.join(' / ')}` : name;
}
