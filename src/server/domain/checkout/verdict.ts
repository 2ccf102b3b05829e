import { isPaid } from '../../../shared/order-statuses.js';
import type { RefundCause } from '../../../shared/schemas/checkout.js';
import type { OrderStatus } from '../../db/schema.js';
import type { Intent } from '../payments/gateway.js';
import { type LineSale, type LineStock, planSale } from '../stock/sales.js';

/** Everything the finalisation decides on, read in its transaction. */
export interface PaymentFacts {
  intent: Intent;
  order:
    | {
        id: number;
        status: OrderStatus;
        total_cents: number;
        /** What its gift card and the customer's store credit paid: the payment is for the rest. */
        gift_card_cents: number;
        store_credit_cents: number;
        currency: string;
        cart_id: string | null;
        paid_at: string | null;
      }
    | undefined;
  payment: { id: number; order_id: number; amount_cents: number; status: string } | undefined;
  /** The order's lines with what the shop holds for them (see loadLineStock). */
  stock: LineStock[];
  /** Why the order can no longer have its discount (its use was no longer held and the code stopped applying). */
  discountLost?: string | null;
}

/** Why a payment is given back instead of kept. */
export interface RefundVerdict {
  kind: 'refund';
  paymentId: number;
  reason: string;
  /** What the shopper is told it was: an item sold out, the code stopped applying, the order closed or paid. */
  cause: RefundCause;
  /** The order cannot be honoured: it is cancelled, its holds end. */
  cancelOrder: boolean;
  /**
   * A second payment of an order paid once (still paid, or since cancelled or refunded): refunded, but not a refund
   * of the order's own money, so no sales figure takes it off.
   */
  duplicate: boolean;
}

export type PaymentVerdict =
  | { kind: 'sell'; order: { id: number; cart_id: string | null }; paymentId: number; sales: LineSale[] }
  | RefundVerdict
  /** Nothing to do: no such payment of this order, or it was finalised before. */
  | { kind: 'done'; outcome: 'not_paid' | 'already_paid' | 'refunded' };

/**
 * What a succeeded payment means for its order, decided from the facts alone:
 * a payment already finalised changes nothing; a payment the order cannot
 * take (paid by another payment, no longer pending, a different amount or
 * currency, a line sold out or sold to someone else) is refunded; else the
 * order's lines are sold.
 */
export function judgePayment({ intent, order, payment, stock, discountLost }: PaymentFacts): PaymentVerdict {
  if (!order || !payment || payment.order_id !== order.id) return { kind: 'done', outcome: 'not_paid' };
  if (payment.status === 'succeeded') return { kind: 'done', outcome: 'already_paid' };
  if (payment.status === 'refunded' || payment.status === 'refunding') return { kind: 'done', outcome: 'refunded' };
  const refund = (reason: string, cause: RefundCause, cancelOrder: boolean): RefundVerdict => ({
    kind: 'refund',
    paymentId: payment.id,
    reason,
    cause,
    cancelOrder,
    duplicate: cause === 'duplicate' || order.paid_at !== null,
  });
  // Pending yet paid: an exchange's difference kept until its return is received (issue 41).
  if (isPaid(order.status) || (order.status === 'pending' && order.paid_at !== null)) {
    return refund('The order was already paid by another payment', 'duplicate', false);
  }
  if (order.status !== 'pending') {
    return refund(`The order was ${order.status} before the payment arrived`, 'order', false);
  }
  if (
    intent.currency.toLowerCase() !== order.currency ||
    intent.amountCents !== order.total_cents - order.gift_card_cents - order.store_credit_cents ||
    intent.amountCents !== payment.amount_cents
  ) {
    return refund('The amount paid does not match the order total', 'order', true);
  }
  if (discountLost) return refund(discountLost, 'discount', true);
  const plan = planSale(stock);
  if ('refused' in plan) return refund(plan.refused, 'stock', true);
  return { kind: 'sell', order: { id: order.id, cart_id: order.cart_id }, paymentId: payment.id, sales: plan.sales };
}
