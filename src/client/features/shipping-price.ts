import { formatMoney } from '@shared/money';
import type { ShippingMethod } from '@shared/schemas/checkout';

/**
 * A shipping method's price as the checkout lists it, from the server's quote: the amount, or 'Free', or
 * 'Free (orders over $150)' when the free-shipping threshold is what made it free.
 */
export function shippingPriceLabel(method: Pick<ShippingMethod, 'price' | 'freeOver'>, symbol: string): string {
  if (method.price !== 0) return formatMoney(method.price, symbol);
  if (!method.freeOver) return 'Free';
  return `Free (orders over ${formatMoney(method.freeOver, symbol).replace(/\.00$/, '')})`;
}
