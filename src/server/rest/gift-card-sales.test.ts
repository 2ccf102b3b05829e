import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setSettings } from '../domain/settings.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser, type TestShop, useTestApp } from '../testing/helpers.js';
import { TEST_ADDRESS, VISA } from '../testing/shoppers.js';

/** Gift cards sold as an item over the documented REST API (issue 41, item 3): the line, pricing, the sale, refunds. */
const clock = manualClock('2026-11-23T10:00:00.000Z');
let shop: TestShop & { admin: TestBrowser };
useTestApp({ admin: true, clock: clock.now }, (s) => {
  shop = s;
});

const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function onSale(on = true) {
  await setSettings({ db: shop.db, clock: clock.now }, { giftCardsOnSale: on });
}

let shoppers = 0;
async function shopper() {
  const name = `giver${++shoppers}`;
  const browser = new TestBrowser(shop.app, `10.42.0.${shoppers}`);
  const email = `${name}@example.com`;
  expect((await browser.post('/api/register', { username: name, email, password: 'secret1' })).statusCode).toBe(201);
  const cartId = randomUUID();
  const card = (body: object = {}) =>
    browser.post(`/api/cart/${cartId}/items`, {
      type: 'gift_card',
      amount: 50,
      recipientName: 'Ana',
      recipientEmail: 'ana@example.com',
      message: 'Happy birthday!',
      sendOn: TOMORROW,
      ...body,
    });
  const checkout = () =>
    browser.post('/api/create-payment-intent', {
      cartId,
      shippingMethod: 'us-standard',
      shippingAddress: { ...TEST_ADDRESS, email },
    });
  const pay = async () => {
    const started = await checkout();
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json();
    const paid = await browser.post('/api/test-gateway/confirm', { clientSecret: session.clientSecret, card: VISA });
    expect(paid.json().status).toBe('succeeded');
    return session;
  };
  return { browser, cartId, email, card, checkout, pay };
}

const cartRows = () => shop.db.selectFrom('cart_item').selectAll().execute();

describe('a gift card line', () => {
  it('is refused while the owner does not sell gift cards (404), and refuses bad input with a 400 that adds nothing', async () => {
    const s = await shopper();
    const off = await s.card();
    expect(off.statusCode, off.body).toBe(404);
    await onSale();
    for (const bad of [
      { amount: -25 },
      { amount: 0 },
      { amount: 9 },
      { amount: 501 },
      { amount: 1e9 },
      { amount: 25.5 },
      { amount: '50' },
      { type: 'product' },
      { type: undefined },
      { recipientName: '' },
      { recipientEmail: 'not-an-address' },
      { message: 'x'.repeat(301) },
      { sendOn: '2026-11-21' },
      { sendOn: '2027-11-25' },
      { sendOn: 'tomorrow' },
      { sendOn: '2026-02-30' },
    ]) {
      const answer = await s.card(bad);
      expect(answer.statusCode, `${JSON.stringify(bad)} ${answer.body}`).toBe(400);
    }
    expect((await s.card({ sendOn: '2026-11-21' })).json().message).toBe(
      'Please choose a send date from today to one year from now.',
    );
    expect(await cartRows()).toEqual([]);
    expect(
      (await shop.app.inject({ method: 'POST', url: `/api/cart/${s.cartId}/items`, payload: [] })).statusCode,
    ).toBe(400);
  });

  it('is one card per line (never merged, its quantity fixed), shown with its recipient and date', async () => {
    await onSale();
    const s = await shopper();
    const first = await s.card();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      item_type: 'gift_card',
      quantity: 1,
      price: 50,
      giftCard: {
        recipientName: 'Ana',
        recipientEmail: 'ana@example.com',
        message: 'Happy birthday!',
        sendOn: TOMORROW,
      },
    });
    expect((await s.card({ amount: 25, sendOn: TODAY })).statusCode).toBe(201);
    expect((await s.card()).statusCode).toBe(201);
    const cart = (await s.browser.get(`/api/cart/${s.cartId}`)).json();
    expect(cart.map((l: { price: number }) => l.price)).toEqual([50, 25, 50]);
    const raise = await s.browser.put(`/api/cart/${first.json().id}`, { cartId: s.cartId, quantity: 2 });
    expect(raise.statusCode).toBe(400);
    expect(raise.json().message).toBe('A gift card is one card: remove it and add another to change it.');
    expect((await s.browser.delete(`/api/cart/${first.json().id}?cartId=${s.cartId}`)).statusCode).toBeLessThan(300);
    expect(await cartRows()).toHaveLength(2);
    // Another browser cannot touch the line by its id.
    const mallory = new TestBrowser(shop.app, '10.42.9.9');
    expect((await mallory.delete(`/api/cart/${cart[1].id}`)).statusCode).toBe(404);
    expect(await cartRows()).toHaveLength(2);
  });
});

describe('a gift card at checkout and on payment', () => {
  it('a tee + a $50 card, a 10% code, Texas: the card untaxed and undiscounted, to the cent; the card issued on payment', async () => {
    await onSale();
    const tee = await addProduct(shop.db, { name: 'Acid Tee', priceCents: 4500, stock: 10 });
    const code = await shop.admin.post('/api/discounts', { code: 'TEN', type: 'percentage', value: 10 });
    expect(code.statusCode, code.body).toBe(201);
    const s = await shopper();
    const added = await s.browser.post('/api/cart', {
      cartId: s.cartId,
      productId: tee,
      quantity: 1,
      size: 'M',
      color: 'black',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await s.card()).statusCode).toBe(201);
    expect((await s.browser.post(`/api/cart/${s.cartId}/discount`, { code: 'TEN' })).statusCode).toBe(200);
    const totals = (await s.browser.get(`/api/cart/${s.cartId}/totals`)).json();
    expect(totals).toMatchObject({ subtotal: 95, discountTotal: 4.5, total: 90.5 });

    const session = await s.pay();
    // By hand: goods $45.00 + card $50.00 = $95.00; 10% of the tee only: −$4.50; US standard $7.95;
    // Texas 6.25% on the tee after its discount: 6.25% × $40.50 = $2.53125 → $2.53 (the card is not taxed).
    // Total: 95.00 − 4.50 + 7.95 + 2.53 = $100.98.
    expect(session).toMatchObject({ subtotal: 95, discountTotal: 4.5, shipping: 7.95, tax: 2.53, total: 100.98 });

    const order = await shop.db
      .selectFrom('order')
      .select(['id', 'total_cents', 'tax_cents'])
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ total_cents: 10098, tax_cents: 253 });
    const lines = await shop.db
      .selectFrom('order_item')
      .select(['item_type', 'name', 'unit_price_cents', 'discount_cents', 'taxable'])
      .orderBy('id')
      .execute();
    expect(lines[1]).toEqual({
      item_type: 'gift_card',
      name: `Gift card for Ana, sent on ${TOMORROW}`,
      unit_price_cents: 5000,
      discount_cents: 0,
      taxable: 0,
    });

    // The sales report: the card is deferred revenue, counted apart, out of gross and tax.
    const report = await shop.admin.get('/api/admin/reports/sales');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().totals).toMatchObject({
      orders: 1,
      gross: 45,
      discounts: 4.5,
      net: 40.5,
      shipping: 7.95,
      tax: 2.53,
      taxOwed: 2.53,
      taxByLine: { 'Sales tax': 2.53 },
      giftCardsSold: 50,
      giftCardsRefunded: 0,
    });

    // Issued: one card, its issue row, its code only in the recipient's mail (scheduled for tomorrow).
    const cards = await shop.db.selectFrom('balance_account').selectAll().execute();
    expect(cards).toHaveLength(1);
    const entries = await shop.db.selectFrom('balance_entry').selectAll().execute();
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'issue',
        amount_cents: 5000,
        order_id: order.id,
        reason: `Sold in order #${order.id}`,
      }),
    ]);
    const mails = await shop.db
      .selectFrom('mail_message')
      .select(['kind', 'recipient', 'text', 'next_attempt_at', 'status'])
      .orderBy('id')
      .execute();
    const gift = mails.find((m) => m.kind === 'gift_card');
    expect(gift).toMatchObject({ recipient: 'ana@example.com', next_attempt_at: `${TOMORROW}T12:00:00.000Z` });
    const codeShown = gift?.text.match(/Your code: ([A-Z2-9-]{19})/)?.[1] ?? '';
    expect(codeShown).toHaveLength(19);
    expect(JSON.stringify(cards)).not.toContain(codeShown.replaceAll('-', ''));
    const receipt = mails.find((m) => m.kind === 'order_confirmation');
    expect(receipt?.text).toContain(`Gift card for Ana, sent on ${TOMORROW}`);
    expect(receipt?.text).not.toContain(codeShown);
    for (const m of mails.filter((x) => x.kind !== 'gift_card')) expect(m.text).not.toContain(codeShown);

    // The mail leaves on the date, not before, and once.
    await shop.app.mailWorker.tick();
    const before = await shop.db.selectFrom('mail_message').select('status').where('kind', '=', 'gift_card').execute();
    expect(before).toEqual([{ status: 'pending' }]);
    clock.advance(DAY);
    await shop.app.mailWorker.tick();
    expect(
      (await shop.db.selectFrom('mail_message').select('status').where('kind', '=', 'gift_card').execute())[0],
    ).toEqual({
      status: 'pending',
    });
    clock.advance(2 * HOUR);
    expect(await shop.app.mailWorker.tick()).toBe(1);
    expect(await shop.app.mailWorker.tick()).toBe(0);
    const after = await shop.db.selectFrom('mail_message').select('status').where('kind', '=', 'gift_card').execute();
    expect(after).toEqual([{ status: 'kept' }]);

    // The owner's list shows the card sold with its order, recipient and date.
    const listed = (await shop.admin.get('/api/admin/gift-cards')).json();
    expect(listed[0]).toMatchObject({
      balance: 50,
      recipientEmail: 'ana@example.com',
      sale: { orderId: order.id, recipientName: 'Ana', sendOn: TOMORROW },
    });
    clock.advance(-DAY - 2 * HOUR);
  });

  it('a cart of gift cards only: $0 shipping, no tax; a gift card cannot pay for a gift card', async () => {
    await onSale();
    const s = await shopper();
    const issued = (await shop.admin.post('/api/admin/gift-cards', { amount: 100 })).json();
    expect((await s.card({ sendOn: TODAY })).statusCode).toBe(201);
    const applied = await s.browser.post(`/api/cart/${s.cartId}/gift-card`, { code: issued.code });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ balance: 100, applied: 0 });
    const started = await s.checkout();
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      subtotal: 50,
      shipping: 0,
      tax: 0,
      total: 50,
      giftCardTotal: 0,
      amount: 50,
    });
    const session = started.json();
    const paid = await s.browser.post('/api/test-gateway/confirm', { clientSecret: session.clientSecret, card: VISA });
    expect(paid.json().status).toBe('succeeded');
    // Sent today: at once.
    const gift = await shop.db
      .selectFrom('mail_message')
      .select(['next_attempt_at', 'recipient'])
      .where('kind', '=', 'gift_card')
      .where('recipient', '=', 'ana@example.com')
      .executeTakeFirstOrThrow();
    expect(gift.next_attempt_at <= clock.now().toISOString()).toBe(true);
  });
});

describe('refunding a gift card sold', () => {
  async function soldCard() {
    await onSale();
    const s = await shopper();
    expect((await s.card({ sendOn: TODAY })).statusCode).toBe(201);
    const session = await s.pay();
    const line = await shop.db
      .selectFrom('order_item')
      .select('id')
      .where('order_id', '=', session.orderId)
      .executeTakeFirstOrThrow();
    const mail = await shop.db
      .selectFrom('mail_message')
      .select('text')
      .where('kind', '=', 'gift_card')
      .executeTakeFirstOrThrow();
    const code = mail.text.match(/Your code: ([A-Z2-9-]{19})/)?.[1] ?? '';
    return { orderId: session.orderId as number, lineId: line.id, code };
  }

  it('unused: the card is disabled and the timeline says how much was unused', async () => {
    const { orderId, lineId, code } = await soldCard();
    const refund = await shop.admin.post(`/api/admin/orders/${orderId}/refund`, {
      lines: [{ orderItemId: lineId, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().refunds).toEqual([expect.objectContaining({ amount: 50, status: 'succeeded' })]);
    expect(JSON.stringify(refund.json())).toContain('$50.00 unused');
    const [card] = (await shop.admin.get('/api/admin/gift-cards')).json();
    expect(card).toMatchObject({ balance: 0, disabled: true });
    const report = (await shop.admin.get('/api/admin/reports/sales')).json().totals;
    expect(report).toMatchObject({ gross: 0, refunds: 0, net: 0, tax: 0, giftCardsSold: 50, giftCardsRefunded: 50 });
    const other = await shopper();
    expect((await other.card()).statusCode).toBe(201);
    expect((await other.browser.post(`/api/cart/${other.cartId}/gift-card`, { code })).statusCode).toBe(400);
  });

  it('partly spent: 409 with what is left, unless the owner confirms; then what is left is refunded', async () => {
    const { orderId, lineId, code } = await soldCard();
    // Spent $20 of it on a $20 tee (no shipping, no tax: a CA pickup is not needed; a manual adjust stands in).
    const [card] = (await shop.admin.get('/api/admin/gift-cards')).json();
    await shop.db
      .insertInto('balance_entry')
      .values({
        account_id: card.id,
        kind: 'redeem',
        amount_cents: -2000,
        order_id: 999,
        reason: 'Order #999',
        created_at: clock.now().toISOString(),
      })
      .execute();
    expect(code).toHaveLength(19);
    const url = `/api/admin/orders/${orderId}/refund`;
    const refused = await shop.admin.post(url, { lines: [{ orderItemId: lineId, quantity: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('$20.00 spent and $30.00 left');
    expect(await shop.db.selectFrom('refund').selectAll().execute()).toEqual([]);
    const confirmed = await shop.admin.post(url, {
      lines: [{ orderItemId: lineId, quantity: 1 }],
      giftCardRemaining: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().refunds).toEqual([expect.objectContaining({ amount: 30 })]);
    const [after] = (await shop.admin.get('/api/admin/gift-cards')).json();
    expect(after).toMatchObject({ balance: 0, disabled: true });
  });
});
