import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, minutesAfter, shopperWith, T0, TEST_ADDRESS, VISA } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { expireAbandonedCheckouts } from '../checkout/expire.js';
import { confirmTestCard } from '../checkout/payments.js';
import { placeOrder } from '../checkout/place-order.js';
import { listOrders } from '../orders/admin-orders.js';
import { refundOrder } from '../orders/order-refunds.js';
import { salesReport } from '../reports/sales.js';
import { applyGiftCard, removeGiftCard } from './cart-gift-card.js';
import { disableGiftCard, issueGiftCard, listGiftCards } from './gift-cards.js';
import { balanceOf } from './ledger.js';

let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => T0 }, (deps) => ({ db, gateway } = deps));

const deps = (at = T0) => ({ db, gateway, clock: () => at });
const start = (s: { actor: Actor; cartId: string }, at = T0) =>
  placeOrder(deps(at), { cartId: s.cartId, shippingMethodId: 1, shippingAddress: TEST_ADDRESS }, s.actor);
const pay = (clientSecret: string, at = T0) => confirmTestCard(deps(at), { clientSecret, card: VISA });
const owner = async () => addShopper(db, 'admin');
const apply = (s: { actor: Actor; cartId: string }, code: string) =>
  applyGiftCard(deps(), { cartId: s.cartId, code }, { sessionCartIds: [s.cartId], userId: s.actor.userId });

/** Dollar figures added in cents. */
const cents = (...dollars: number[]) => dollars.reduce((sum, d) => sum + Math.round(d * 100), 0) / 100;

async function ledger(accountId: number) {
  return db
    .selectFrom('balance_entry')
    .select(['kind', 'amount_cents', 'order_id'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

describe('gift cards issued by hand', () => {
  it('shows the code once, keeps only its hash, mails the recipient, lists balance and history, disables', async () => {
    const admin = await owner();
    const card = await issueGiftCard(
      deps(),
      { amount: 50, recipientEmail: 'friend@example.com', message: 'Enjoy!' },
      admin,
    );
    expect(card).toMatchObject({ last4: expect.stringMatching(/^[A-Z2-9]{4}$/), balance: 50 });
    expect(card.code.replaceAll('-', '')).toHaveLength(16);
    const stored = await db.selectFrom('balance_account').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(card.code.replaceAll('-', ''));
    const mail = await db.selectFrom('mail_message').select(['recipient', 'kind', 'text']).execute();
    expect(mail).toEqual([expect.objectContaining({ recipient: 'friend@example.com', kind: 'gift_card' })]);
    expect(mail[0]?.text).toContain(card.code);
    expect(mail[0]?.text).toContain('Enjoy!');
    const [listed] = await listGiftCards(deps());
    expect(listed).toMatchObject({ id: card.id, balance: 50, disabled: false, recipientEmail: 'friend@example.com' });
    expect(listed?.history).toEqual([expect.objectContaining({ kind: 'issue', amount: 50, orderId: null })]);
    expect(JSON.stringify(listed)).not.toContain(card.code);

    const tee = await addProduct(db);
    const s = await shopperWith(db, { type: 'product', id: tee }, T0);
    await expect(apply(s, 'NOPE-NOPE-NOPE-NOPE')).rejects.toMatchObject({ code: 'GIFT_CARD_INVALID' });
    await expect(apply(s, card.code.toLowerCase())).resolves.toMatchObject({
      last4: card.last4,
      balance: 50,
      applied: 45,
    });
    await expect(
      applyGiftCard(deps(), { cartId: s.cartId, code: card.code }, { sessionCartIds: [], userId: null }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await disableGiftCard(deps(), { id: card.id });
    await expect(apply(s, card.code)).rejects.toMatchObject({ code: 'GIFT_CARD_INVALID' });
    expect(await db.selectFrom('cart_gift_card').selectAll().execute()).toEqual([]);
  });
});

describe('a gift card at checkout', () => {
  it('pays part of the order: the intent is for the rest, the redeem row written with the order', async () => {
    const admin = await owner();
    const card = await issueGiftCard(deps(), { amount: 20 }, admin);
    const tee = await addProduct(db);
    const s = await shopperWith(db, { type: 'product', id: tee }, T0);
    await apply(s, card.code);
    const session = await start(s);
    expect(session.giftCardTotal).toBe(20);
    expect(session.amount).toBeCloseTo(session.total - 20, 2);
    const intent = await db.selectFrom('payment').select('amount_cents').executeTakeFirstOrThrow();
    expect(intent.amount_cents).toBe(Math.round(session.total * 100) - 2000);
    expect(await balanceOf({ db }, card.id)).toBe(0);

    // Started again (a reload): nothing more is taken, the same intent is handed out.
    const again = await start(s);
    expect(again.paymentIntentId).toBe(session.paymentIntentId);
    expect((await ledger(card.id)).map((e) => e.kind)).toEqual(['issue', 'redeem']);

    expect((await pay(session.clientSecret)).status).toBe('succeeded');
    const order = await db
      .selectFrom('order')
      .select(['status', 'gift_card_cents', 'total_cents'])
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', gift_card_cents: 2000 });

    // Refunded whole: the card part goes back on the card (once), the rest to the card through the gateway.
    await refundOrder(deps(minutesAfter(5)), { id: session.orderId }, admin);
    const refunded = await db.selectFrom('order').select('status').executeTakeFirstOrThrow();
    expect(refunded.status).toBe('refunded');
    expect(await balanceOf({ db }, card.id)).toBe(2000);
    expect((await ledger(card.id)).map((e) => [e.kind, e.amount_cents])).toEqual([
      ['issue', 2000],
      ['redeem', -2000],
      ['refund_back', 2000],
    ]);
    // One refund row across both tenders: the gateway got the card's part, the ledger the gift card's.
    const refund = await db.selectFrom('refund').select(['amount_cents', 'gift_card_cents']).executeTakeFirstOrThrow();
    expect(refund).toEqual({ amount_cents: order.total_cents, gift_card_cents: 2000 });
    const sent = await db.selectFrom('test_payment_intent').select('refunded_cents').executeTakeFirstOrThrow();
    expect(sent.refunded_cents).toBe(order.total_cents - 2000);
  });

  it('is put back when the checkout expires unpaid, once; removed from the cart, nothing is taken', async () => {
    const admin = await owner();
    const card = await issueGiftCard(deps(), { amount: 30 }, admin);
    const tee = await addProduct(db);
    const s = await shopperWith(db, { type: 'product', id: tee }, T0);
    await apply(s, card.code);
    await start(s);
    expect(await balanceOf({ db }, card.id)).toBe(0);
    expect(await expireAbandonedCheckouts(deps(minutesAfter(60)))).toBe(1);
    expect(await expireAbandonedCheckouts(deps(minutesAfter(61)))).toBe(0);
    expect(await balanceOf({ db }, card.id)).toBe(3000);
    expect((await ledger(card.id)).map((e) => e.kind)).toEqual(['issue', 'redeem', 'refund_back']);

    await removeGiftCard(deps(), { cartId: s.cartId }, { sessionCartIds: [s.cartId] });
    const session = await start(s, minutesAfter(62));
    expect(session.giftCardTotal).toBe(0);
    expect(session.amount).toBe(session.total);
    expect(await balanceOf({ db }, card.id)).toBe(3000);
  });
});

describe('a gift card that pays the whole order', () => {
  it('asks no card: no intent, the order paid at once (ledger row, stock, mail); then pays part of the next', async () => {
    const admin = await owner();
    const card = await issueGiftCard(deps(), { amount: 100 }, admin);
    const tee = await addProduct(db, { stock: 5 });
    const s = await shopperWith(db, { type: 'product', id: tee }, T0);
    await apply(s, card.code);
    const session = await start(s);
    expect(session).toMatchObject({ amount: 0, clientSecret: '', paymentIntentId: '' });
    expect(session.giftCardTotal).toBe(session.total);
    expect(await db.selectFrom('payment').selectAll().execute()).toEqual([]);
    const order = await db
      .selectFrom('order')
      .select(['status', 'paid_at', 'total_cents', 'gift_card_cents'])
      .where('id', '=', session.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', paid_at: T0.toISOString(), gift_card_cents: order.total_cents });
    const stock = await db.selectFrom('inventory_item').select('quantity').executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(4);
    const mails = await db.selectFrom('mail_message').select('kind').where('order_id', '=', session.orderId).execute();
    expect(mails.map((m) => m.kind)).toContain('order_confirmation');
    expect(await db.selectFrom('cart_item').where('cart_id', '=', s.cartId).selectAll().execute()).toEqual([]);
    const left = await balanceOf({ db }, card.id);
    expect(left).toBe(10_000 - order.total_cents);
    // A sale like any: the owner's list counts it and shows it.
    const listed = await listOrders({ db }, { page: 1, pageSize: 20 });
    expect(listed.total).toBe(1);
    expect(listed.items.map((o) => o.id)).toEqual([session.orderId]);

    // The rest of the card pays part of a second order; the card pays the rest.
    const hoodie = await addProduct(db, { priceCents: 9000, stock: 5 });
    const next = await shopperWith(db, { type: 'product', id: hoodie }, T0);
    await apply(next, card.code);
    const second = await start(next);
    expect(Math.round(second.giftCardTotal * 100)).toBe(left);
    expect((await pay(second.clientSecret)).status).toBe('succeeded');
    expect(await balanceOf({ db }, card.id)).toBe(0);
  });
});

describe('a $50 card spent in two orders, one refunded, in the sales report', () => {
  it('counts redemptions as payment (sales at full price), and takes the refunded order off whole, to the cent', async () => {
    const admin = await owner();
    const card = await issueGiftCard(deps(), { amount: 50, recipientEmail: 'friend@example.com' }, admin);
    const print = await addProduct(db, { priceCents: 2000, stock: 5 });
    const tee = await addProduct(db, { priceCents: 4500, stock: 5 });
    const first = await shopperWith(db, { type: 'product', id: print }, T0);
    await apply(first, card.code);
    const a = await start(first);
    expect(a.amount).toBe(0);
    const second = await shopperWith(db, { type: 'product', id: tee }, T0);
    await apply(second, card.code);
    const b = await start(second);
    expect(b.giftCardTotal).toBeCloseTo(50 - a.total, 2);
    expect(b.amount).toBeGreaterThan(0);
    expect((await pay(b.clientSecret)).status).toBe('succeeded');
    expect(await balanceOf({ db }, card.id)).toBe(0);

    await refundOrder(deps(minutesAfter(5)), { id: b.orderId }, admin);
    expect(await balanceOf({ db }, card.id)).toBe(Math.round(b.giftCardTotal * 100));
    const refunds = await db
      .selectFrom('refund')
      .select(['amount_cents', 'gift_card_cents', 'merchandise_cents', 'shipping_cents', 'tax_cents'])
      .where('order_id', '=', b.orderId)
      .orderBy('id')
      .execute();
    expect(refunds.map((r) => [r.amount_cents, r.gift_card_cents])).toEqual([
      [Math.round(b.total * 100), Math.round(b.giftCardTotal * 100)],
    ]);
    for (const r of refunds) {
      expect(r.merchandise_cents + r.shipping_cents + r.tax_cents).toBe(r.amount_cents);
    }

    const report = await salesReport({ db }, {});
    expect(report.totals).toMatchObject({
      orders: 2,
      gross: 65,
      discounts: 0,
      merchandiseRefunded: 45,
      net: 20,
      shipping: cents(a.shipping, b.shipping),
      shippingRefunded: b.shipping,
      tax: cents(a.tax, b.tax),
      taxRefunded: b.tax,
    });
    expect(report.totals.taxOwed).toBeCloseTo(a.tax, 2);
    expect(report.baseTotal).toBeCloseTo(a.total, 2);
  });
});

describe('20 checkouts racing for one gift card', () => {
  it('never takes its balance below zero, and the redeems add up to what the orders record', async () => {
    const admin = await owner();
    const card = await issueGiftCard(deps(), { amount: 100 }, admin);
    const tee = await addProduct(db, { stock: 100 });
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const s = await shopperWith(db, { type: 'product', id: tee }, T0);
      await apply(s, card.code);
      shoppers.push(s);
    }
    const sessions = await Promise.all(shoppers.map((s) => start(s)));
    const balance = await balanceOf({ db }, card.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    const orders = await db.selectFrom('order').select(['id', 'gift_card_cents', 'total_cents']).execute();
    const recorded = orders.reduce((sum, o) => sum + o.gift_card_cents, 0);
    const redeemed = (await ledger(card.id))
      .filter((e) => e.kind !== 'issue')
      .reduce((sum, e) => sum - e.amount_cents, 0);
    expect(redeemed).toBe(recorded);
    expect(recorded).toBe(10_000);
    expect(balance).toBe(0);
    for (const session of sessions) {
      expect(Math.round(session.amount * 100) + Math.round(session.giftCardTotal * 100)).toBe(
        Math.round(session.total * 100),
      );
    }
    expect(orders.filter((o) => o.gift_card_cents > 0).length).toBeGreaterThanOrEqual(2);
  });
});
