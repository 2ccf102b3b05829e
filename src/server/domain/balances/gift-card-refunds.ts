import { AppError } from '../../../shared/errors.js';
import { formatMoney, toDollars } from '../../../shared/money.js';
import { isoNow, type TxDeps } from '../../deps.js';
import { disableCard, giftCardMailKey } from './gift-cards.js';
import { balanceOf, lockAccounts, writeEntry } from './ledger.js';

/**
 * Refunding a gift card sold (issue 41, item 3), in the refund's own flow (orders/order-refunds.ts, claimRefund,
 * which has locked the order): each card refunded is locked, read, and then
 * - unused (its balance is what it was sold for): its balance is taken off (an `adjust` row), it is disabled, and its
 *   recipient's mail is dropped if it has not left yet; the refund gives back the line as paid;
 * - partly spent: refused (GIFT_CARD_PARTLY_SPENT, 409, saying what was spent and what is left) unless the owner
 *   confirms (`giftCardRemaining`); then what is left is taken off and the card disabled, and the refund gives back
 *   the line less the share spent (in the order's currency, in proportion to what the line was paid).
 * A line refunded twice is refused earlier (its refunded quantity), so a card is settled once.
 * The order's timeline says, per card, how much was unused (an internal note).
 */

type Tx = TxDeps<'clock'>;

export interface SoldCardRefund {
  /** What the refund of these lines must leave out: the part of the cards already spent, in the order's currency. */
  spentInOrderCents: number;
}

export async function settleSoldCards(
  tx: Tx,
  {
    orderId,
    orderItemIds,
    confirmed,
    actorUserId,
  }: { orderId: number; orderItemIds: readonly number[]; confirmed: boolean; actorUserId: number | null },
): Promise<SoldCardRefund> {
  if (orderItemIds.length === 0) return { spentInOrderCents: 0 };
  const sales = await tx.db
    .selectFrom('gift_card_sale as s')
    .innerJoin('order_item as i', 'i.id', 's.order_item_id')
    .innerJoin('balance_account as a', 'a.id', 's.account_id')
    .select(['s.account_id', 's.amount_cents', 's.recipient_name', 'i.unit_price_cents', 'a.last4'])
    .where('s.order_id', '=', orderId)
    .where('s.order_item_id', 'in', [...orderItemIds])
    .orderBy('s.account_id')
    .execute();
  const accountIds = sales.flatMap((s) => (s.account_id === null ? [] : [s.account_id]));
  await lockAccounts(tx, accountIds);
  const cards = [];
  for (const sale of sales) {
    const accountId = sale.account_id as number;
    const left = Math.max(0, await balanceOf(tx, accountId));
    cards.push({ ...sale, accountId, left, spent: Math.max(0, sale.amount_cents - left) });
  }
  const spent = cards.filter((c) => c.spent > 0);
  if (spent.length > 0 && !confirmed) {
    const which = spent
      .map(
        (c) =>
          `the gift card for ${c.recipient_name} (…${c.last4}) has ${formatMoney(toDollars(c.spent))} spent and ${formatMoney(toDollars(c.left))} left`,
      )
      .join('; ');
    throw new AppError(
      'GIFT_CARD_PARTLY_SPENT',
      `Part of a gift card sold in this order has been spent: ${which}. Refund with giftCardRemaining: true to refund what is left and disable it.`,
    );
  }
  let spentInOrderCents = 0;
  for (const card of cards) {
    await writeEntry(tx, {
      accountId: card.accountId,
      kind: 'adjust',
      cents: -card.left,
      orderId,
      actorUserId,
      reason: `Refunded in order #${orderId}`,
    });
    await disableCard(tx, card.accountId);
    // Not sent yet (a later send date): the recipient never gets the code of a card refunded.
    await tx.db
      .deleteFrom('mail_message')
      .where('event_key', '=', giftCardMailKey(card.accountId))
      .where('status', '=', 'pending')
      .execute();
    spentInOrderCents +=
      card.amount_cents === 0 ? 0 : Math.round((card.spent * card.unit_price_cents) / card.amount_cents);
    await tx.db
      .insertInto('order_note')
      .values({
        order_id: orderId,
        body: `Gift card for ${card.recipient_name} (…${card.last4}) refunded and disabled: ${formatMoney(toDollars(card.left))} unused${card.spent > 0 ? `, ${formatMoney(toDollars(card.spent))} had been spent` : ''}.`,
        author_user_id: actorUserId,
        created_at: isoNow(tx.clock),
      })
      .execute();
  }
  return { spentInOrderCents };
}
