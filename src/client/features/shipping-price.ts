import type { ShippingMethod } from '@shared/schemas/checkout';
import type { CheckoutT } from '../components/Checkout/checkout-text';

/** A whole amount without its cents: '$150', 'CA$150', '150 $' ('$150.00', '150,00 $'). */
const wholeAmount = (text: string) => text.replace(/[.,]00(?=\D*$)/, '');

/**
 * A shipping method's price as the checkout lists it, from the server's quote: the amount, or 'Free', or
 * 'Free (orders over $150)' when the free-shipping threshold is what made it free. `money`: the methods' currency
 * as the page writes it; `t`: the checkout's messages.
 */
export function shippingPriceLabel(
  method: Pick<ShippingMethod, 'price' | 'freeOver'>,
  money: (dollars: number) => string,
  t: CheckoutT,
): string {
  if (method.price !== 0) return money(method.price);
  if (!method.freeOver) return t('checkout.free');
  return t('checkout.freeOver', { amount: wholeAmount(money(method.freeOver)) });
}
