import { describe, expect, it } from 'vitest';
import type { Intent } from '../payments/gateway.js';
import type { LineStock, SaleLine } from '../stock/sales.js';
import { judgePayment, type PaymentFacts } from './verdict.js';

const intent: Intent = {
  id: 'pi_1',
  clientSecret: 'pi_1_secret',
  status: 'succeeded',
  amountCents: 9000,
  currency: 'usd',
  orderId: 7,
  lastError: null,
};

const line = (id: number, f: Partial<SaleLine> = {}): SaleLine => ({
  id,
  item_type: 'product',
  product_id: 3,
  painting_id: null,
  quantity: 1,
  name: 'Acid Wash Tee',
  ...f,
});

const painting = {
  is_sold: 0,
  in_stock: 1,
  is_original: 0,
  is_limited: 1,
  mark_sold_after_purchase: 0,
  limited_edition_count: 10,
  current_edition_number: 8,
};

function facts(stock: LineStock[], f: Partial<PaymentFacts> = {}): PaymentFacts {
  return {
    intent,
    order: {
      id: 7,
      status: 'pending',
      total_cents: 9000,
      gift_card_cents: 0,
      store_credit_cents: 0,
      currency: 'usd',
      cart_id: 'cart',
      paid_at: null,
    },
    payment: { id: 4, order_id: 7, amount_cents: 9000, status: 'requires_payment_method' },
    stock,
    ...f,
  };
}

describe('the verdict on a succeeded payment', () => {
  it('changes nothing for a payment already finalised or not this order’s', () => {
    const paid = facts([], { payment: { id: 4, order_id: 7, amount_cents: 9000, status: 'succeeded' } });
    expect(judgePayment(paid)).toEqual({ kind: 'done', outcome: 'already_paid' });
    const refunding = facts([], { payment: { id: 4, order_id: 7, amount_cents: 9000, status: 'refunding' } });
    expect(judgePayment(refunding)).toEqual({ kind: 'done', outcome: 'refunded' });
    const other = facts([], { payment: { id: 4, order_id: 8, amount_cents: 9000, status: 'processing' } });
    expect(judgePayment(other)).toEqual({ kind: 'done', outcome: 'not_paid' });
  });

  it('refunds a second payment of a paid order, a late payment and a wrong amount', () => {
    const order = {
      id: 7,
      total_cents: 9000,
      gift_card_cents: 0,
      store_credit_cents: 0,
      currency: 'usd',
      cart_id: null,
      paid_at: null,
    };
    expect(judgePayment(facts([], { order: { ...order, status: 'paid' } }))).toMatchObject({
      kind: 'refund',
      paymentId: 4,
      cancelOrder: false,
      duplicate: true,
    });
    expect(judgePayment(facts([], { order: { ...order, status: 'cancelled' } }))).toMatchObject({
      kind: 'refund',
      reason: 'The order was cancelled before the payment arrived',
      cancelOrder: false,
      duplicate: false,
    });
    // Paid once, then cancelled and refunded: a second payment gives back none of the order's own money.
    const paidOnce = { ...order, status: 'cancelled' as const, paid_at: '2026-11-20T10:00:00.000Z' };
    expect(judgePayment(facts([], { order: paidOnce }))).toMatchObject({
      kind: 'refund',
      reason: 'The order was cancelled before the payment arrived',
      duplicate: true,
    });
    expect(judgePayment(facts([], { intent: { ...intent, amountCents: 8000 } }))).toMatchObject({
      kind: 'refund',
      reason: 'The amount paid does not match the order total',
      cancelOrder: true,
    });
  });

  it('sells an order charged in CAD paid in CAD, and refunds a payment in another currency than the order’s', () => {
    const item = { id: 30, available: 0 };
    const held = [{ line: line(1), item, holds: [{ id: 1, quantity: 1 }], painting: null }];
    const cadOrder = {
      id: 7,
      status: 'pending' as const,
      total_cents: 9000,
      gift_card_cents: 0,
      store_credit_cents: 0,
      currency: 'cad',
      cart_id: 'cart',
      paid_at: null,
    };
    expect(judgePayment(facts(held, { order: cadOrder, intent: { ...intent, currency: 'cad' } }))).toMatchObject({
      kind: 'sell',
    });
    // The same number of cents in US dollars is not the order's money.
    expect(judgePayment(facts(held, { order: cadOrder, intent: { ...intent, currency: 'usd' } }))).toMatchObject({
      kind: 'refund',
      reason: 'The amount paid does not match the order total',
      cancelOrder: true,
    });
    expect(judgePayment(facts(held, { intent: { ...intent, currency: 'cad' } }))).toMatchObject({ kind: 'refund' });
  });

  it('sells lines of one item from its holds, one after the other, and refunds when the shelf runs out', () => {
    const item = { id: 30, available: 0 };
    const holds = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ];
    const held = [
      { line: line(1, { quantity: 2 }), item, holds, painting: null },
      { line: line(2), item, holds, painting: null },
    ];
    expect(judgePayment(facts(held))).toEqual({
      kind: 'sell',
      order: { id: 7, cart_id: 'cart' },
      paymentId: 4,
      sales: [
        { line: held[0]?.line, inventoryItemId: 30, holdId: 1 },
        { line: held[1]?.line, inventoryItemId: 30, holdId: 2 },
      ],
    });
    const third = { line: line(3, { name: 'Third Tee' }), item, holds, painting: null };
    expect(judgePayment(facts([...held, third]))).toMatchObject({
      kind: 'refund',
      reason: 'Third Tee sold out while the payment was pending',
      cancelOrder: true,
    });
  });

  it('refunds when the limited edition has too few numbers left for every line', () => {
    const print = (id: number, quantity: number): LineStock => ({
      line: line(id, { item_type: 'painting', product_id: null, painting_id: 5, quantity, name: 'Night Garden' }),
      item: { id: 31, available: 5 },
      holds: [],
      painting,
    });
    expect(judgePayment(facts([print(1, 2)]))).toMatchObject({ kind: 'sell' });
    expect(judgePayment(facts([print(1, 1), print(2, 2)]))).toMatchObject({
      kind: 'refund',
      reason: 'Night Garden was sold to someone else while the payment was pending',
    });
  });
});
