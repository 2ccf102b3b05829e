import { describe, expect, it } from 'vitest';
import { runFlow } from '../../db/flow.js';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, minutesAfter, shopperWith, T0, TEST_ADDRESS, VISA } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { confirmTestCard } from '../checkout/payments.js';
import { placeOrder } from '../checkout/place-order.js';
import { getOrder, setOrderStatus } from '../orders/admin-orders.js';
import { refundOrder } from '../orders/order-refunds.js';
import { GatewayError, type PaymentGateway } from '../payments/gateway.js';
import { sendDueRefunds, sendRefund } from '../refunds/send.js';
import { settleRefund } from '../refunds/settle.js';
import { dashboardSummary } from '../reports/dashboard.js';
import { exportCsv } from '../reports/exports.js';
import { salesReport } from '../reports/sales.js';
import { applyGiftCard } from './cart-gift-card.js';
import { issueGiftCard } from './gift-cards.js';
import { balanceOf } from './ledger.js';

let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => T0 }, (deps) => ({ db, gateway } = deps));

const deps = (payments: PaymentGateway = gateway, at = minutesAfter(5)) => ({ db, gateway: payments, clock: () => at });

/** A paid order of a $45 tee, $20 of it on a gift card, the rest on a card; the owner. */
async function splitOrder() {
  const owner: Actor = await addShopper(db, 'admin');
  const card = await issueGiftCard(deps(), { amount: 20 }, owner);
  const tee = await addProduct(db, { priceCents: 4500, stock: 5 });
  const s = await shopperWith(db, { type: 'product', id: tee }, T0);
  await applyGiftCard(deps(), { cartId: s.cartId, code: card.code }, { sessionCartIds: [s.cartId], userId: null });
  const session = await placeOrder(
    deps(gateway, T0),
    { cartId: s.cartId, shippingMethodId: 1, shippingAddress: TEST_ADDRESS },
    s.actor,
  );
  await confirmTestCard(deps(gateway, T0), { clientSecret: session.clientSecret, card: VISA });
  const totalCents = Math.round(session.total * 100);
  return { owner, card, orderId: session.orderId, totalCents, cardPaidCents: totalCents - 2000 };
}

const refundRows = (orderId: number) =>
  db
    .selectFrom('refund')
    .select(['id', 'status', 'amount_cents', 'gift_card_cents', 'merchandise_cents', 'shipping_cents', 'tax_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
const gatewayRefunded = async () =>
  (await db.selectFrom('test_payment_intent').select('refunded_cents').executeTakeFirstOrThrow()).refunded_cents;
const ledgerKinds = async (accountId: number) =>
  (
    await db
      .selectFrom('balance_entry')
      .select(['kind', 'amount_cents'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute()
  ).map((e) => [e.kind, e.amount_cents]);
const status = async (orderId: number) =>
  (await db.selectFrom('order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

describe('a partial refund of an order paid partly by gift card', () => {
  it('goes to the card first up to what it paid, then to the gift card (a refund_back row, once)', async () => {
    const { owner, card, orderId, totalCents, cardPaidCents } = await splitOrder();
    const before = await getOrder({ db }, orderId);
    expect(before.refundTenders).toEqual({ cardCents: cardPaidCents, giftCardCents: 2000, creditCents: 0 });
    expect(before.giftCard).toEqual({ paid: 20, last4: card.last4 });
    expect(Math.round(before.refundable * 100)).toBe(totalCents);

    // $5 more than the card paid: all of the card's part, then $5 of the gift card's.
    const { refundId } = await refundOrder(deps(), { id: orderId, amount: (cardPaidCents + 500) / 100 }, owner);
    expect(await gatewayRefunded()).toBe(cardPaidCents);
    expect(await balanceOf({ db }, card.id)).toBe(500);
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({ status: 'succeeded', amount_cents: cardPaidCents + 500, gift_card_cents: 500 });
    expect((row?.merchandise_cents ?? 0) + (row?.shipping_cents ?? 0) + (row?.tax_cents ?? 0)).toBe(row?.amount_cents);
    expect(await status(orderId)).toBe('partially_refunded');
    const [mail] = await db.selectFrom('mail_message').select('text').where('kind', '=', 'order_refunded').execute();
    expect(mail?.text).toContain(
      `is on its way back to your card (it usually shows within 5–10 business days) and $5.00 is back on your gift card •••• ${card.last4}.`,
    );

    // Sent and settled again (a retry, the refund job, a settle replayed): the card is credited once.
    await sendRefund(deps(), refundId);
    await sendDueRefunds(deps(gateway, minutesAfter(60)));
    await runFlow(deps(), (tx) => settleRefund(tx, refundId, { id: 'again', amountCents: cardPaidCents }));
    expect(await balanceOf({ db }, card.id)).toBe(500);
    expect(await gatewayRefunded()).toBe(cardPaidCents);

    const after = await getOrder({ db }, orderId);
    expect(after.refundTenders).toEqual({ cardCents: 0, giftCardCents: 1500, creditCents: 0 });
    expect(after.refunds.map((r) => r.giftCard)).toEqual([5]);

    // The rest is all on the gift card: settled at once, nothing sent to the gateway; the order is refunded.
    await refundOrder(deps(), { id: orderId }, owner);
    expect(await gatewayRefunded()).toBe(cardPaidCents);
    expect(await balanceOf({ db }, card.id)).toBe(2000);
    expect((await refundRows(orderId)).map((r) => [r.status, r.amount_cents, r.gift_card_cents])).toEqual([
      ['succeeded', cardPaidCents + 500, 500],
      ['succeeded', 1500, 1500],
    ]);
    expect(await ledgerKinds(card.id)).toEqual([
      ['issue', 2000],
      ['redeem', -2000],
      ['refund_back', 500],
      ['refund_back', 1500],
    ]);
    expect(await status(orderId)).toBe('refunded');
    await expect(refundOrder(deps(), { id: orderId, amount: 1 }, owner)).rejects.toMatchObject({
      code: 'ILLEGAL_TRANSITION',
    });
  });

  it('puts nothing on the gift card when the gateway refuses the card part', async () => {
    const { owner, card, orderId, cardPaidCents } = await splitOrder();
    const refusing: PaymentGateway = {
      ...gateway,
      refund: () => Promise.reject(new GatewayError('Card closed', { refused: true })),
    };
    await expect(
      refundOrder(deps(refusing), { id: orderId, amount: (cardPaidCents + 500) / 100 }, owner),
    ).rejects.toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
    });
    expect(await balanceOf({ db }, card.id)).toBe(0);
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(['failed']);
    expect((await getOrder({ db }, orderId)).refundTenders).toMatchObject({
      cardCents: cardPaidCents,
      giftCardCents: 2000,
    });
  });
});

describe('two refunds of one split order at once', () => {
  it('never give back more than was paid across the card and the gift card', async () => {
    const { owner, card, orderId, totalCents } = await splitOrder();
    const amount = (totalCents - 1000) / 100; // each more than half: only one fits
    const results = await Promise.allSettled([
      refundOrder(deps(), { id: orderId, amount }, owner),
      refundOrder(deps(), { id: orderId, amount }, owner),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: expect.objectContaining({ code: 'REFUND_TOO_LARGE' }),
    });
    const rows = (await refundRows(orderId)).filter((r) => r.status !== 'failed');
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(totalCents - 1000);
    expect(await balanceOf({ db }, card.id)).toBe(1000);
  });
});

describe('an order a gift card paid whole', () => {
  it('is refunded in part, then cancelled, on the ledger alone; reports stay right to the cent', async () => {
    const owner: Actor = await addShopper(db, 'admin');
    const card = await issueGiftCard(deps(), { amount: 200 }, owner);
    const tee = await addProduct(db, { priceCents: 4000, stock: 5 });
    const s = await shopperWith(db, { type: 'product', id: tee, quantity: 2 }, T0);
    await applyGiftCard(deps(), { cartId: s.cartId, code: card.code }, { sessionCartIds: [s.cartId], userId: null });
    const session = await placeOrder(
      deps(gateway, T0),
      { cartId: s.cartId, shippingMethodId: 1, shippingAddress: TEST_ADDRESS },
      s.actor,
    );
    // By hand: 2 × $40 = $80, US Standard $7.95, Texas 6.25% of the goods = $5.00: $92.95, all on the card.
    expect(session).toMatchObject({
      amount: 0,
      subtotal: 80,
      shipping: 7.95,
      tax: 5,
      total: 92.95,
      giftCardTotal: 92.95,
    });
    const { orderId } = session;
    expect(await db.selectFrom('payment').selectAll().execute()).toEqual([]);
    const seen = await getOrder({ db }, orderId);
    expect(seen.refundTenders).toEqual({ cardCents: 0, giftCardCents: 9295, creditCents: 0 });
    expect(seen.giftCard).toEqual({ paid: 92.95, last4: card.last4 });

    // One tee back: $40 and its $2.50 of tax, on the gift card; nothing at the gateway.
    const item = await db.selectFrom('order_item').select('id').executeTakeFirstOrThrow();
    await refundOrder(deps(), { id: orderId, lines: [{ orderItemId: item.id, quantity: 1 }], restock: true }, owner);
    const [first] = await db.selectFrom('refund').selectAll().execute();
    expect(first).toMatchObject({ payment_id: null, status: 'succeeded', amount_cents: 4250, gift_card_cents: 4250 });
    expect(first).toMatchObject({ merchandise_cents: 4000, shipping_cents: 0, tax_cents: 250 });
    expect(await balanceOf({ db }, card.id)).toBe(20_000 - 9295 + 4250);
    expect(await status(orderId)).toBe('partially_refunded');
    const mails = await db.selectFrom('mail_message').select('kind').where('order_id', '=', orderId).execute();
    expect(mails.map((m) => m.kind)).toContain('order_refunded');
    const refundMail = await db
      .selectFrom('mail_message')
      .select('text')
      .where('kind', '=', 'order_refunded')
      .executeTakeFirstOrThrow();
    expect(refundMail.text).toContain(
      `A refund of $42.50 for order #${orderId} is back on your gift card •••• ${card.last4}, ready to spend.`,
    );

    const report = await salesReport({ db }, {});
    expect(report.totals).toMatchObject({
      orders: 1,
      gross: 80,
      discounts: 0,
      merchandiseRefunded: 40,
      net: 40,
      shipping: 7.95,
      shippingRefunded: 0,
      tax: 5,
      taxRefunded: 2.5,
      taxOwed: 2.5,
      taxByLine: { 'Sales tax': 2.5 },
    });
    expect(report.baseTotal).toBe(50.45); // 92.95 − 42.50
    expect((await dashboardSummary(deps())).totals.today).toEqual({ revenue: 50.45, orders: 1, discounts: 0 });
    const sales = (await exportCsv({ db }, { kind: 'sales' })).body;
    expect(sales).toContain('Total,All,1,80.00,0.00,40.00,40.00,7.95,0.00,5.00,2.50,2.50,0.00,0.00,2.50');
    const orders = (await exportCsv({ db }, { kind: 'orders' })).body;
    expect(orders).toContain('92.95,42.50,0.00,2.50,50.45,usd,92.95');

    // Cancelled: the rest ($40 + $7.95 + $2.50) back on the card; the card whole again; the sale nets to nothing.
    await setOrderStatus(deps(), { id: orderId, status: 'cancelled', note: 'Out of ink' }, owner);
    expect(await status(orderId)).toBe('cancelled');
    expect((await refundRows(orderId)).map((r) => [r.amount_cents, r.gift_card_cents, r.shipping_cents])).toEqual([
      [4250, 4250, 0],
      [5045, 5045, 795],
    ]);
    expect(await balanceOf({ db }, card.id)).toBe(20_000);
    const cancelMail = await db
      .selectFrom('mail_message')
      .select('text')
      .where('kind', '=', 'order_cancelled')
      .executeTakeFirstOrThrow();
    expect(cancelMail.text).toContain(`$50.45 has been put back on your gift card •••• ${card.last4}.`);
    const after = await salesReport({ db }, {});
    expect(after.totals).toMatchObject({ gross: 80, net: 0, shippingRefunded: 7.95, taxRefunded: 5, taxOwed: 0 });
    expect(after.baseTotal).toBe(0);
  });
});
