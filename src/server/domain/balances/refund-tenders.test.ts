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
import { getOrder } from '../orders/admin-orders.js';
import { refundOrder } from '../orders/order-refunds.js';
import { GatewayError, type PaymentGateway } from '../payments/gateway.js';
import { sendDueRefunds, sendRefund } from '../refunds/send.js';
import { settleRefund } from '../refunds/settle.js';
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
    expect(before.refundTenders).toEqual({ cardCents: cardPaidCents, giftCardCents: 2000, giftCardLast4: card.last4 });
    expect(Math.round(before.refundable * 100)).toBe(totalCents);

    // $5 more than the card paid: all of the card's part, then $5 of the gift card's.
    const { refundId } = await refundOrder(deps(), { id: orderId, amount: (cardPaidCents + 500) / 100 }, owner);
    expect(await gatewayRefunded()).toBe(cardPaidCents);
    expect(await balanceOf({ db }, card.id)).toBe(500);
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({ status: 'succeeded', amount_cents: cardPaidCents + 500, gift_card_cents: 500 });
    expect((row?.merchandise_cents ?? 0) + (row?.shipping_cents ?? 0) + (row?.tax_cents ?? 0)).toBe(row?.amount_cents);
    expect(await status(orderId)).toBe('partially_refunded');

    // Sent and settled again (a retry, the refund job, a settle replayed): the card is credited once.
    await sendRefund(deps(), refundId);
    await sendDueRefunds(deps(gateway, minutesAfter(60)));
    await runFlow(deps(), (tx) => settleRefund(tx, refundId, { id: 'again', amountCents: cardPaidCents }));
    expect(await balanceOf({ db }, card.id)).toBe(500);
    expect(await gatewayRefunded()).toBe(cardPaidCents);

    const after = await getOrder({ db }, orderId);
    expect(after.refundTenders).toEqual({ cardCents: 0, giftCardCents: 1500, giftCardLast4: card.last4 });
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
