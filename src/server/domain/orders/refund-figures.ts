import { MONEY_TAKEN } from '../../../shared/order-statuses.js';
import { refundOfLines, type TendersLeft } from '../../../shared/refunds.js';
import type { Deps, TxDeps } from '../../deps.js';
import { balanceRefunds } from '../balances/put-back.js';
import { type LeftOfOrder, leftOfOrder } from '../refunds/parts.js';
import { exchangeRefunds, unitsInReturns } from '../refunds/refundable.js';

/**
 * What an order's refunds read (issue 41): what is left to refund on each tender, what returns took off it, and what
 * refunded lines paid by the one refund rule (`linesRefund`, shared/refunds.ts). The owner's refund
 * (order-refunds.ts), a return's credit and an exchange's difference (returns/) price by it.
 */
export interface RefundLine {
  orderItemId: number;
  quantity: number;
}

/**
 * What is left to refund of an order, on each tender that paid it (issue 41): the card payment (its amount less
 * what every refund not failed takes from it, pending ones claimed, whether sent to the card or given as store
 * credit), the gift card and the store credit (what each paid of the order less every refund's share of it). Null
 * when nothing paid the order. `customer`: the order's account (null: a guest), who may be given store credit.
 * `facts`: the order as the caller's flow has just read it (`refundFacts`), so its returns are not read again.
 */
export async function leftToRefund({ db }: Pick<Deps, 'db'>, orderId: number, facts?: RefundFacts) {
  const order = await db
    .selectFrom('order')
    .select(['gift_card_cents', 'store_credit_cents', 'user_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const payment = await db
    .selectFrom('payment')
    .select(['id', 'intent_id', 'amount_cents'])
    .where('order_id', '=', orderId)
    // Wholly refunded, it is still the order's card tender (what is left of the balances may be refunded).
    .where('status', 'in', MONEY_TAKEN)
    .orderBy('id')
    .executeTakeFirst();
  // Paid whole by its balances: no payment, every refund settled on the ledger (payment_id null).
  if (!order || (!payment && order.gift_card_cents + order.store_credit_cents === 0)) return null;
  const claims = await balanceRefunds({ db }, orderId, { settledOnly: false });
  // Of the card: what the gateway was sent, plus what was given as store credit instead.
  const card = await db
    .selectFrom('refund')
    .select((eb) =>
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb(
              eb(eb('amount_cents', '-', eb.ref('gift_card_cents')), '-', eb.ref('credit_cents')),
              '+',
              eb.ref('card_to_credit_cents'),
            ),
          ),
          eb.val(0),
        )
        .as('cents'),
    )
    .where('order_id', '=', orderId)
    .where('payment_id', '=', payment?.id ?? -1)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  const tenders: TendersLeft = {
    cardCents: payment ? Math.max(0, payment.amount_cents - Number(card.cents)) : 0,
    giftCardCents: Math.max(0, order.gift_card_cents - Number(claims.giftCard)),
    creditCents: Math.max(0, order.store_credit_cents - Number(claims.credit)),
  };
  const onTenders = tenders.cardCents + tenders.giftCardCents + tenders.creditCents;
  return {
    payment: payment ?? null,
    tenders,
    customer: order.user_id,
    leftCents: Math.max(0, onTenders - (await returnedCents({ db }, orderId, onTenders, facts))),
  };
}

/**
 * What received returns gave back as store credit or an exchange (issue 41), priced as a refund of those units would
 * be (their goods after their discount share, and their tax; never the shipping): it stays on the tenders, yet is no
 * longer the order's to refund, so a refund of everything or by amount cannot give it back a second time. A cheaper
 * exchange's difference refunded to the tenders already left them: it is not counted twice.
 */
async function returnedCents({ db }: Pick<Deps, 'db'>, orderId: number, leftCents: number, facts?: RefundFacts) {
  const taken = facts?.taken ?? (await unitsInReturns({ db }, [orderId]));
  if (taken.size === 0) return 0;
  const lines = [...taken].map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
  const read = facts ?? (await refundFacts({ db }, orderId, taken));
  // Priced as if the difference had not been refunded first (it was part of those units), then less it.
  const diff = await exchangeRefunds({ db }, orderId);
  const { before } = read.ofOrder;
  const ofOrder = {
    ...read.ofOrder,
    before: {
      goodsCents: before.goodsCents - diff.goodsCents,
      shippingCents: before.shippingCents - diff.shippingCents,
    },
  };
  const paid = goodsAndTaxOf({ ...read, ofOrder }, lines, leftCents);
  return Math.max(0, paid.goodsCents + paid.taxCents - diff.amountCents);
}

/** An order as a refund decision reads it, once: its figures, its lines, the units returns took, what is left of it. */
interface RefundFacts {
  order: PricedOrder;
  items: (PricedItem & { name: string; size: string; color: string })[];
  taken: Map<number, number>;
  ofOrder: LeftOfOrder;
}

export async function refundFacts(
  { db }: Pick<Deps, 'db'>,
  orderId: number,
  taken?: Map<number, number>,
): Promise<RefundFacts> {
  const order = await db
    .selectFrom('order')
    .select(['subtotal_cents', 'tax_cents', 'discount_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_item')
    .select(['id', 'quantity', 'refunded_quantity', 'unit_price_cents', 'name', 'size', 'color', 'discount_cents'])
    .where('order_id', '=', orderId)
    .execute();
  return {
    order,
    items,
    taken: taken ?? (await unitsInReturns({ db }, [orderId])),
    ofOrder: await leftOfOrder(db, orderId),
  };
}

/**
 * What a refund of `lines` gives back of their goods (their price after their discount share) and their tax, by the
 * one refund rule (`refundOfLines`), never the shipping: a return's store credit, an exchange's price difference, and
 * what returns took off the order.
 */
function goodsAndTaxOf({ order, items, ofOrder }: RefundFacts, lines: RefundLine[], leftCents: number) {
  const priced = refundOfLines(linesRefund(order, items, lines, ofOrder, { leftCents, shippingCents: 0 }));
  return { goodsCents: priced.merchandiseCents, taxCents: priced.taxCents };
}

/**
 * What the shopper paid for `lines` (the order's currency), as a refund of them would give it back (`goodsAndTaxOf`),
 * their list price (`listCents`: unit price × quantity, before any discount), and what is left to refund of the
 * order: a return's store credit and an exchange's price difference read it.
 */
export async function paidForLines(deps: Pick<Deps, 'db'>, orderId: number, lines: RefundLine[]) {
  const facts = await refundFacts(deps, orderId);
  const leftCents = (await leftToRefund(deps, orderId, facts))?.leftCents ?? 0;
  const listCents = lines.reduce(
    (sum, l) => sum + (facts.items.find((i) => i.id === l.orderItemId)?.unit_price_cents ?? 0) * l.quantity,
    0,
  );
  return { ...goodsAndTaxOf(facts, lines, leftCents), leftCents, listCents };
}

/**
 * A store credit return's figure (the order's currency): what a refund of its lines would give back of the goods and
 * their tax (`paidForLines`), at most what is left to refund of the order.
 */
export async function returnCreditCents(tx: TxDeps, orderId: number, lines: RefundLine[]): Promise<number> {
  const paid = await paidForLines(tx, orderId, lines);
  return Math.min(paid.leftCents, paid.goodsCents + paid.taxCents);
}

/** An order's figures and lines as the refund rule reads them (`refundAmountCents`, `refundOfLines`). */
interface PricedOrder {
  subtotal_cents: number;
  tax_cents: number;
  discount_cents: number;
}
interface PricedItem {
  id: number;
  quantity: number;
  refunded_quantity: number;
  unit_price_cents: number;
  discount_cents: number;
}

/**
 * A refund of `lines` as the one refund rule prices it (shared/refunds.ts): the order's lines with what each paid
 * after its discount share, its tax lines as charged, what earlier refunds gave back, what is left to refund and the
 * shipping given back with them. The owner's refund and a return's store credit (issue 41) price lines by it.
 */
export function linesRefund(
  order: PricedOrder,
  items: readonly PricedItem[],
  lines: RefundLine[],
  ofOrder: LeftOfOrder,
  { leftCents, shippingCents }: { leftCents: number; shippingCents: number },
) {
  return {
    lines: items.map((i) => ({
      id: i.id,
      quantity: i.quantity,
      refundedQuantity: i.refunded_quantity,
      unitPriceCents: i.unit_price_cents,
      discountCents: i.discount_cents,
    })),
    refund: lines,
    subtotalCents: order.subtotal_cents + order.discount_cents,
    discountCents: order.discount_cents,
    taxCents: order.tax_cents,
    taxLines: ofOrder.charged,
    orderShippingCents: ofOrder.order.shippingCents,
    refundedBefore: ofOrder.before,
    leftCents,
    shippingCents,
  };
}
