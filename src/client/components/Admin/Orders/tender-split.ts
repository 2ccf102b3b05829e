import { toCents, toDollars } from '@shared/money';
import { splitByTender } from '@shared/refunds';
import type { AdminOrder } from '@shared/schemas/admin-orders';

/**
 * Where a refund of `amount` goes, as the server splits it (`splitByTender`: the card first, then the gift card):
 * "$X to the card, $Y to the gift card •••• 1234". Null for an order no gift card paid (all of it goes to the card).
 */
export function tenderSplitText(order: AdminOrder, amount: number, money: (dollars: number) => string): string | null {
  if (order.giftCard === null) return null;
  const giftCardLast4 = order.giftCard.last4;
  const split = splitByTender(toCents(amount), order.refundTenders);
  const parts = [
    ...(split.cardCents > 0 ? [`${money(toDollars(split.cardCents))} to the card`] : []),
    ...(split.giftCardCents > 0
      ? [`${money(toDollars(split.giftCardCents))} to the gift card •••• ${giftCardLast4}`]
      : []),
  ];
  return parts.length > 0 ? parts.join(', ') : null;
}
