import type { OrderStatus } from './schemas/orders.js';

/**
 * The status sets, once, for the server and the client alike.
 *
 * An order in one of these keeps its payment, in whole or in part: it is a sale (best sellers, revenue), it can
 * be fulfilled and refunded, and the shopper is told it was placed. Every other status is a checkout in progress
 * (`pending`) or an order undone (`cancelled`, `refunded`, `failed`).
 */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'paid',
  'partially_refunded',
  'processing',
  'shipped',
  'delivered',
];

export const isPaid = (status: OrderStatus): boolean => PAID_STATUSES.includes(status);

/** An order sent on its way (issue 41): what a return can be asked of (the window decides the rest, on the server). */
export const RETURNABLE_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered', 'partially_refunded'];

/**
 * A payment intent's status at the gateway: Stripe's, in the shop's spelling (`cancelled`, as orders are; the Stripe
 * adapter maps Stripe's `canceled`, payments/stripe-gateway.ts).
 */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'cancelled',
  'succeeded',
] as const;

/** A payment's status: its intent's, then the shop's own once it gives the money back. */
export const PAYMENT_STATUSES = [...INTENT_STATUSES, 'refunding', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment the shopper can still make (an intent the shop may hand out again). */
export const PAYABLE: readonly PaymentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

export const isPayable = (status: string): boolean => (PAYABLE as readonly string[]).includes(status);

/** A payment not yet decided at the gateway: payable, or being processed there. */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = [...PAYABLE, 'processing', 'requires_capture'];

/** A payment whose money the gateway took: kept, being given back, or given back. */
export const MONEY_TAKEN: readonly PaymentStatus[] = ['succeeded', 'refunding', 'refunded'];

export const isMoneyTaken = (status: string): boolean => (MONEY_TAKEN as readonly string[]).includes(status);
