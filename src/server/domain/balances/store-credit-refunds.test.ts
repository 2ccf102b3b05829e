import { describe, expect, it } from 'vitest';
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
import { salesReport } from '../reports/sales.js';
import { changeStoreCredit, myStoreCredit } from './store-credit.js';

/**
 * An order paid partly by store credit, refunded to the card and then as store credit (issue 41): the tenders, the
 * ledger and the sales report, each figure worked out by hand. A refund to store credit is a refund in the report.
 */
let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => T0 }, (deps) => ({ db, gateway } = deps));

const deps = (at = minutesAfter(5)) => ({ db, gateway, clock: () => at });

describe('an order paid by store credit and a card', () => {
  it('is refunded card first, then as store credit; the report counts both refunds to the cent', async () => {
    const owner: Actor = await addShopper(db, 'admin');
    const tee = await addProduct(db, { priceCents: 4000, stock: 5 });
    const s = await shopperWith(db, { type: 'product', id: tee, quantity: 2 }, T0);
    const key = `user:${s.actor.userId}`;
    await changeStoreCredit(deps(T0), { id: key, change: 'add', amount: 30, reason: 'Goodwill' }, owner);
    const session = await placeOrder(
      deps(T0),
      { cartId: s.cartId, shippingMethodId: 1, shippingAddress: TEST_ADDRESS },
      s.actor,
    );
    // By hand: 2 × $40 = $80, US Standard $7.95, Texas 6.25% of the goods = $5.00: $92.95; $30 of credit, $62.95 by card.
    expect(session).toMatchObject({ total: 92.95, storeCreditTotal: 30, amount: 62.95, giftCardTotal: 0 });
    await confirmTestCard(deps(T0), { clientSecret: session.clientSecret, card: VISA });
    const { orderId } = session;
    expect((await getOrder({ db }, orderId)).refundTenders).toEqual({
      cardCents: 6295,
      giftCardCents: 0,
      creditCents: 3000,
    });

    // One tee back ($40 + $2.50 tax): all of it to the card, the first tender.
    const item = await db.selectFrom('order_item').select('id').executeTakeFirstOrThrow();
    await refundOrder(deps(), { id: orderId, lines: [{ orderItemId: item.id, quantity: 1 }] }, owner);
    // $25 more, the card's $20.45 left given as store credit, then $4.55 of the credit's own: nothing to the gateway.
    await refundOrder(deps(), { id: orderId, amount: 25, storeCredit: 20.45 }, owner);
    const rows = await db
      .selectFrom('refund')
      .select(['amount_cents', 'credit_cents', 'card_to_credit_cents', 'merchandise_cents', 'tax_cents', 'status'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        amount_cents: 4250,
        credit_cents: 0,
        card_to_credit_cents: 0,
        merchandise_cents: 4000,
        tax_cents: 250,
        status: 'succeeded',
      },
      // By hand: $25 over what is left of the goods with their tax ($40 + $2.50): tax 25 × 2.50 / 42.50 = $1.47.
      {
        amount_cents: 2500,
        credit_cents: 2500,
        card_to_credit_cents: 2045,
        merchandise_cents: 2353,
        tax_cents: 147,
        status: 'succeeded',
      },
    ]);
    const intent = await db.selectFrom('test_payment_intent').select('refunded_cents').executeTakeFirstOrThrow();
    expect(intent.refunded_cents).toBe(4250);
    // $30 − $30 spent + $25 back.
    expect((await myStoreCredit({ db }, s.actor)).balance).toBe(25);
    expect((await getOrder({ db }, orderId)).refundTenders).toEqual({
      cardCents: 0,
      giftCardCents: 0,
      creditCents: 2545,
    });

    const report = await salesReport({ db }, {});
    expect(report.totals).toMatchObject({
      orders: 1,
      gross: 80,
      merchandiseRefunded: 63.53,
      net: 16.47,
      shipping: 7.95,
      shippingRefunded: 0,
      tax: 5,
      taxRefunded: 3.97,
      taxOwed: 1.03,
    });
    expect(report.baseTotal).toBe(25.45); // 92.95 − 42.50 − 25.00

    // The rest: $25.45 back on the credit; the order wholly refunded: the credit has its $30 back plus the $20.45.
    await refundOrder(deps(), { id: orderId }, owner);
    const order = await getOrder({ db }, orderId);
    expect(order).toMatchObject({ status: 'refunded', refundable: 0 });
    expect((await myStoreCredit({ db }, s.actor)).balance).toBe(50.45);
    expect((await salesReport({ db }, {})).baseTotal).toBe(0);
  });
});
