import { toCents, toDollars } from '@shared/money';
import { splitByTender, type TenderSplit } from '@shared/refunds';
import type { AdminOrder } from '@shared/schemas/admin-orders';

/** A refund of `amount` by tender, as the server splits it; `asCredit`: the card's share given as store credit. */
export function refundSplit(order: AdminOrder, amount: number, asCredit = false): TenderSplit {
  const cents = toCents(amount);
  return splitByTender(cents, order.refundTenders, asCredit ? cents : 0);
}

/**
 * Where a refund of `amount` goes, as the server splits it (`splitByTender`: the card first, then the gift card, then
 * the store credit; the card's share as store credit when the owner chose so): "$X to the card, $Y to the gift card
 * •••• 1234, $Z to store credit". Null when all of it goes to the card (no balance paid the order, none chosen).
 */
export function tenderSplitText(
  order: AdminOrder,
  amount: number,
  money: (dollars: number) => string,
  asCredit = false,
): string | null {
  if (order.giftCard === null && order.storeCreditPaid === 0 && !asCredit) return null;
  const split = refundSplit(order, amount, asCredit);
  const toCard = split.cardCents - split.cardToCreditCents;
  const toCredit = split.creditCents + split.cardToCreditCents;
  const parts = [
    ...(toCard > 0 ? [`${money(toDollars(toCard))} to the card`] : []),
    ...(split.giftCardCents > 0
      ? [`${money(toDollars(split.giftCardCents))} to the gift card •••• ${order.giftCard?.last4 ?? ''}`]
      : []),
    ...(toCredit > 0 ? [`${money(toDollars(toCredit))} to store credit`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : null;
}
