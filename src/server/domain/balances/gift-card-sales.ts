import { toDollars } from '../../../shared/money.js';
import type { TxDeps } from '../../deps.js';
import type { PricedGiftLine } from '../cart/gift-card-lines.js';
import { mailSettings } from '../mail/outbox.js';
import { createCard, queueGiftCardMail } from './gift-cards.js';

/**
 * Gift cards sold as an item (issue 41, item 3), the order's side. The checkout writes each gift card line as an
 * order line of `item_type` 'gift_card' (never taxed, never discounted, no stock) with its recipient in
 * `gift_card_sale`; the sale (finalize.ts, applySale: the payment's flow, or the checkout's own when a balance paid
 * it all) issues one card per line: an account with its code's hash, an `issue` row "Sold in order #n", and the
 * recipient's mail with the code, scheduled for the send date (the outbox's worker sends nothing before its
 * `next_attempt_at`). The code is shown only there. Issuing is idempotent: a line whose card exists is skipped.
 */

type Tx = TxDeps<'clock'>;

/** The hour (UTC) a gift card mailed on a later day leaves: early morning across North America. */
const SEND_HOUR_UTC = 12;

/** A sold card's line name: the buyer's receipt, the order and the owner's views say for whom and when. */
function giftCardLineTitle(recipientName: string, sendOn: string): string {
  return `Gift card for ${recipientName}, sent on ${sendOn}`;
}

/** When a card for `sendOn` is mailed: at once for today (or earlier), else that day at SEND_HOUR_UTC. */
function sendTime(sendOn: string, now: Date): string {
  const at = `${sendOn}T${String(SEND_HOUR_UTC).padStart(2, '0')}:00:00.000Z`;
  return sendOn <= now.toISOString().slice(0, 10) ? now.toISOString() : at;
}

/**
 * Writes the order's gift card lines after its other lines (a checkout priced again has just deleted its lines;
 * their sale rows go with them, and any left are removed first).
 */
export async function insertGiftCardLines(tx: TxDeps, orderId: number, lines: readonly PricedGiftLine[]) {
  await tx.db.deleteFrom('gift_card_sale').where('order_id', '=', orderId).execute();
  for (const line of lines) {
    const item = await tx.db
      .insertInto('order_item')
      .values({
        order_id: orderId,
        item_type: 'gift_card',
        name: giftCardLineTitle(line.recipientName, line.sendOn),
        quantity: 1,
        unit_price_cents: line.cents,
        discount_cents: 0,
        taxable: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.db
      .insertInto('gift_card_sale')
      .values({
        order_item_id: item.id,
        order_id: orderId,
        amount_cents: line.baseCents,
        recipient_name: line.recipientName,
        recipient_email: line.recipientEmail,
        message: line.message,
        send_on: line.sendOn,
      })
      .execute();
  }
}

/**
 * In the sale's flow: one card per gift card line of the order not yet issued, its `issue` row and its recipient's
 * mail queued for the send date (keyed `gift-card:<account>`, so a replay queues nothing twice).
 */
export async function issueSoldGiftCards(tx: Tx, orderId: number): Promise<void> {
  const sales = await tx.db
    .selectFrom('gift_card_sale')
    .select(['order_item_id', 'amount_cents', 'recipient_name', 'recipient_email', 'message', 'send_on'])
    .where('order_id', '=', orderId)
    .where('account_id', 'is', null)
    .orderBy('order_item_id')
    .execute();
  if (sales.length === 0) return;
  const settings = await mailSettings(tx);
  const now = tx.clock();
  for (const sale of sales) {
    const card = await createCard(tx, {
      cents: sale.amount_cents,
      recipientEmail: sale.recipient_email,
      message: sale.message,
      actorUserId: null,
      orderId,
      reason: `Sold in order #${orderId}`,
    });
    await tx.db
      .updateTable('gift_card_sale')
      .set({ account_id: card.id })
      .where('order_item_id', '=', sale.order_item_id)
      .execute();
    await queueGiftCardMail(tx, settings, {
      cardId: card.id,
      recipient: sale.recipient_email,
      mail: { code: card.code, amount: toDollars(sale.amount_cents), message: sale.message, to: sale.recipient_name },
      orderId,
      sendAt: sendTime(sale.send_on, now),
    });
  }
}
