import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { tokenHash } from '../domain/tokens.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { shippedOrderOverApi } from '../testing/shipped-orders.js';
import { VISA } from '../testing/shoppers.js';

/**
 * An exchange across prices (issue 41, item 1), over REST, on SQLite and PostgreSQL: the Acid Tee bought in M / black
 * at $45 (to New York) is exchanged for the L at $53 (dearer: the difference is paid from the approval mail's link,
 * the exchange ships once it is paid and the M is back, whichever comes last) or the S at $40 (cheaper: the
 * difference is given back at receipt, as store credit for an account, refunded to the card for a guest). The
 * difference is the one rule (difference.ts): the M's $45 and its tax as a refund counts them, against the new price
 * and its tax at the order's rate. One shop for the file: each case buys its own tee.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
let ip = 0;
useTestApp({ admin: true, perFile: true }, (shop) => ({ app, db, admin } = shop));

/** A tee with its L at $53 and its S at $40 (the M $45), bought in M / black, shipped. */
async function shippedTee() {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 5, sizes: ['S', 'M', 'L'] });
  await db
    .updateTable('product_variant')
    .set({ price_cents: 5300 })
    .where('product_id', '=', tee)
    .where('size', '=', 'L')
    .execute();
  await db
    .updateTable('product_variant')
    .set({ price_cents: 4000 })
    .where('product_id', '=', tee)
    .where('size', '=', 'S')
    .execute();
  const bought = await shippedOrderOverApi({ app, admin }, tee);
  const order = await db
    .selectFrom('order')
    .select(['tax_cents', 'tax_lines', 'shipping_cents'])
    .where('id', '=', bought.orderId)
    .executeTakeFirstOrThrow();
  return { ...bought, tee, order };
}

/**
 * What the M's refund would give back of its tax (the refund rule, by hand): each tax line's share of the goods it
 * taxed, of all it taxed (the goods and, where taxed, the shipping).
 */
function taxOfM(order: { tax_lines: string }): number {
  const lines = JSON.parse(order.tax_lines) as { amountCents: number; goodsCents: number; shippingCents?: number }[];
  return lines.reduce(
    (sum, l) => sum + Math.round((l.amountCents * 4500) / (l.goodsCents + (l.shippingCents ?? 0))),
    0,
  );
}

const exchangeFor = (itemId: number, size: string, extra: Record<string, unknown> = {}) => ({
  lines: [{ orderItemId: itemId, quantity: 1 }],
  reason: 'too_small',
  resolution: 'exchange',
  exchange: [{ orderItemId: itemId, size, color: 'black' }],
  ...extra,
});

const orderRow = (id: number) =>
  db
    .selectFrom('order')
    .select(['status', 'total_cents', 'subtotal_cents', 'tax_cents', 'paid_at', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const mailOf = (eventKey: string) =>
  db.selectFrom('mail_message').select('text').where('event_key', '=', eventKey).executeTakeFirst();

/** The pay link the approval mailed for the return: the exchange order's id and the token. */
async function payLink(returnId: number) {
  const mail = await mailOf(`return:${returnId}:approved`);
  const link = mail?.text.match(/\{\{shop-origin\}\}(?:\/fr)?\/orders\/(\d+)\?token=([\w-]{43})/);
  return { orderId: Number(link?.[1]), token: link?.[2] as string, text: mail?.text ?? '' };
}

/** A stranger's browser (no cookie) pays the difference from the link; answers the paid intent's amount. */
async function payDifference(link: { orderId: number; token: string }) {
  const payer = new TestBrowser(app, `10.41.0.${++ip}`);
  const started = await payer.post('/api/create-payment-intent', link);
  expect(started.statusCode, started.body).toBe(200);
  const paid = await payer.post('/api/test-gateway/confirm', { clientSecret: started.json().clientSecret, card: VISA });
  expect(paid.json().status, paid.body).toBe('succeeded');
  return started.json().amount as number;
}

/** A shipped tee's M asked in exchange for the dearer L by its buyer (`browser`), the return approved. */
async function approvedDearerExchange() {
  const { orderId, itemId, browser } = await shippedTee();
  const { id, exchangeOrderId } = (
    await browser.post(`/api/orders/${orderId}/returns`, exchangeFor(itemId, 'L'))
  ).json();
  await admin.post(`/api/admin/returns/${id}/approve`, {});
  return { orderId, browser, id: id as number, exchangeOrderId: exchangeOrderId as number };
}

describe('an exchange at another price', () => {
  it('offers every in-stock size with its difference, as the server prices it', async () => {
    const { orderId, browser, order } = await shippedTee();
    const options = (await browser.get(`/api/orders/${orderId}/returns`)).json().returnable.lines[0].exchangeOptions;
    const tax = taxOfM(order);
    // L: $53 and its tax at the order's rate (the M's tax scaled to $53), less the M's $45 and its tax.
    const lTax = Math.round((tax * 5300) / 4500);
    const sTax = Math.round((tax * 4000) / 4500);
    expect(options).toEqual(
      expect.arrayContaining([
        { size: 'L', color: 'black', priceDifference: (5300 + lTax - 4500 - tax) / 100 },
        { size: 'S', color: 'black', priceDifference: (4000 + sTax - 4500 - tax) / 100 },
        { size: 'M', color: 'white', priceDifference: 0 },
      ]),
    );
    // By hand: New York's 4% on the M's $45 is $1.80 (the shipping untaxed); the L: $53 + $2.12 − $46.80 = +$8.32;
    // the S: $40 + $1.60 − $46.80 = −$5.20.
    expect(tax).toBe(180);
    expect(options).toContainEqual({ size: 'L', color: 'black', priceDifference: 8.32 });
    expect(options).toContainEqual({ size: 'S', color: 'black', priceDifference: -5.2 });
  });

  it('dearer: the difference is the exchange order’s total, paid from the approval mail’s link, shipped once received', async () => {
    const { orderId, itemId, browser } = await shippedTee();
    const due = 832; // $53 + $2.12 tax − ($45 + $1.80)
    const asked = await browser.post(`/api/orders/${orderId}/returns`, exchangeFor(itemId, 'L'));
    expect(asked.statusCode, asked.body).toBe(201);
    const { id, exchangeOrderId } = asked.json();
    expect(asked.json()).toMatchObject({ priceDifference: due / 100, exchangeWaitingFor: null });
    const held = await orderRow(exchangeOrderId);
    expect(held).toMatchObject({ status: 'pending', total_cents: due, paid_at: null, user_id: null });
    expect(held.subtotal_cents + held.tax_cents).toBe(due);
    const line = db.selectFrom('order_item').select('name').where('order_id', '=', exchangeOrderId);
    expect(await line.where('name', 'like', 'Price%').execute()).toEqual([
      { name: `Price difference (return #${id})` },
    ]);
    // No link before the approval: nothing can be paid.
    const early = await new TestBrowser(app, '10.41.1.1').post('/api/create-payment-intent', {
      orderId: exchangeOrderId,
      token: 'x'.repeat(43),
    });
    expect(early.statusCode).toBe(404);

    const approved = await admin.post(`/api/admin/returns/${id}/approve`, { note: 'Post it back' });
    expect(approved.json()).toMatchObject({ status: 'approved', exchangeWaitingFor: 'payment' });
    const link = await payLink(id);
    expect(link.orderId).toBe(exchangeOrderId);
    expect(link.text).toContain(`Pay $${(due / 100).toFixed(2)}`);
    // Another order's id with this token: 404.
    const guessed = await new TestBrowser(app, '10.41.1.2').post('/api/create-payment-intent', {
      orderId,
      token: link.token,
    });
    expect(guessed.statusCode).toBe(404);

    expect(await payDifference(link)).toBe(due / 100);
    const confirmation = await mailOf(`order_confirmation:${exchangeOrderId}`);
    expect(confirmation?.text).toContain(`It ships once your returned items of order #${orderId} are back with us`);
    // Paid before the M is back: kept, still waiting for the return (held, not ready to ship).
    const waiting = await orderRow(exchangeOrderId);
    expect(waiting.status).toBe('pending');
    expect(waiting.paid_at).not.toBeNull();
    const read = (await browser.get(`/api/orders/${orderId}/returns`)).json().returns[0];
    expect(read).toMatchObject({ exchangeWaitingFor: 'return', priceDifference: due / 100 });
    // Paying again from the link: it is paid.
    const again = await new TestBrowser(app, '10.41.1.3').post('/api/create-payment-intent', link);
    expect(again.statusCode).toBe(409);

    const received = await admin.post(`/api/admin/returns/${id}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', exchangeWaitingFor: null, credit: 0, refund: null });
    const sold = await orderRow(exchangeOrderId);
    expect(sold).toMatchObject({ status: 'paid', total_cents: due });
    expect(sold.user_id).not.toBeNull();
    const holds = await db.selectFrom('stock_hold').select('status').where('order_id', '=', exchangeOrderId).execute();
    expect(holds).toEqual([{ status: 'converted' }]);
    const events = await db
      .selectFrom('order_event')
      .select('note')
      .where('order_id', '=', exchangeOrderId)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.note)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Price difference paid'),
        expect.stringContaining('its price difference paid'),
      ]),
    );
  });

  it('dearer, received before it is paid: waits for the payment, which ships it', async () => {
    const { orderId, browser, id, exchangeOrderId } = await approvedDearerExchange();
    const received = await admin.post(`/api/admin/returns/${id}/receive`, {});
    expect(received.json()).toMatchObject({ status: 'received', exchangeWaitingFor: 'payment' });
    // Waiting, it is no one's checkout in progress (a new checkout of theirs would end it): no account on it yet.
    expect(await orderRow(exchangeOrderId)).toMatchObject({ status: 'pending', user_id: null });
    const mail = await mailOf(`return:${id}:received`);
    expect(mail?.text).toContain('ships once its price difference');
    // A declined card keeps the unit held.
    const link = await payLink(id);
    const payer = new TestBrowser(app, '10.41.2.1');
    const started = (await payer.post('/api/create-payment-intent', link)).json();
    const declined = await payer.post('/api/test-gateway/confirm', {
      clientSecret: started.clientSecret,
      card: { ...VISA, number: '4000 0000 0000 0002' },
    });
    expect(declined.json().status).toBe('requires_payment_method');
    const holds = await db.selectFrom('stock_hold').select('status').where('order_id', '=', exchangeOrderId).execute();
    expect(holds).toEqual([{ status: 'active' }]);
    await payDifference(link);
    const sold = await orderRow(exchangeOrderId);
    const customer = await db.selectFrom('order').select('user_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(sold).toMatchObject({ status: 'paid', user_id: customer.user_id });
    expect(customer.user_id).not.toBeNull();
    const read = (await browser.get(`/api/orders/${orderId}/returns`)).json().returns[0];
    expect(read.exchangeWaitingFor).toBeNull();
  });

  it('dearer, declined after a payment was started: the holds go and the unpaid order is cancelled', async () => {
    const { id, exchangeOrderId } = await approvedDearerExchange();
    await new TestBrowser(app, '10.41.3.1').post('/api/create-payment-intent', await payLink(id));
    const declined = await admin.post(`/api/admin/returns/${id}/decline`, { note: 'Worn' });
    expect(declined.json()).toMatchObject({ status: 'declined', exchangeOrderId: null });
    expect((await orderRow(exchangeOrderId)).status).toBe('cancelled');
    expect(
      await db
        .selectFrom('stock_hold')
        .select('id')
        .where('order_id', '=', exchangeOrderId)
        .where('status', '=', 'active')
        .execute(),
    ).toEqual([]);
  });

  it('dearer, paid and then declined: the units go back on sale and the difference is refunded', async () => {
    const { id, exchangeOrderId } = await approvedDearerExchange();
    await payDifference(await payLink(id));
    const declined = await admin.post(`/api/admin/returns/${id}/decline`, { note: 'Worn' });
    expect(declined.statusCode, declined.body).toBe(200);
    // The exchange order stays linked: sold, then cancelled by the owner's refund path (its card refunded).
    expect(declined.json()).toMatchObject({ status: 'declined', exchangeOrderId, exchangeWaitingFor: null });
    expect((await orderRow(exchangeOrderId)).status).toBe('cancelled');
    const active = await db
      .selectFrom('stock_hold')
      .select('id')
      .where('order_id', '=', exchangeOrderId)
      .where('status', '=', 'active')
      .execute();
    expect(active).toEqual([]);
    const refunds = await db
      .selectFrom('refund')
      .select(['amount_cents', 'status'])
      .where('order_id', '=', exchangeOrderId)
      .execute();
    expect(refunds).toEqual([{ amount_cents: 832, status: 'succeeded' }]);
    // The L is back on the shelf: sold by the exchange, put back by its cancel.
    const moves = await db
      .selectFrom('inventory_transaction')
      .select('quantity_change')
      .where('reference_type', '=', 'order')
      .where('reference_id', '=', exchangeOrderId)
      .orderBy('id')
      .execute();
    expect(moves.map((m) => m.quantity_change)).toEqual([-1, 1]);
  });

  it('cheaper, an account: the difference is store credit at receipt, to the cent', async () => {
    const { orderId, itemId, browser } = await shippedTee();
    const back = 520; // $45 + $1.80 − ($40 + $1.60)
    const asked = await browser.post(`/api/orders/${orderId}/returns`, exchangeFor(itemId, 'S'));
    expect(asked.json()).toMatchObject({ priceDifference: -back / 100 });
    const { id, exchangeOrderId } = asked.json();
    expect((await orderRow(exchangeOrderId)).total_cents).toBe(0);
    await admin.post(`/api/admin/returns/${id}/approve`, {});
    const received = await admin.post(`/api/admin/returns/${id}/receive`, {});
    expect(received.json()).toMatchObject({ status: 'received', credit: back / 100, refund: null });
    expect((await orderRow(exchangeOrderId)).status).toBe('paid');
    const ledger = await db
      .selectFrom('balance_entry')
      .select(['kind', 'amount_cents', 'reason'])
      .where('order_id', '=', orderId)
      .execute();
    expect(ledger).toEqual([{ kind: 'issue', amount_cents: back, reason: `Return #${id}` }]);
    expect((await browser.get('/api/user/store-credit')).json()).toMatchObject({ balance: back / 100 });
  });

  it('cheaper, a guest: the difference is refunded to the card; another customer gets 404', async () => {
    const { orderId, itemId } = await shippedTee();
    const back = 520; // $45 + $1.80 − ($40 + $1.60)
    await db
      .updateTable('order')
      .set({ user_id: null, guest_link_hash: tokenHash(`guest-ex41-${orderId}`) })
      .where('id', '=', orderId)
      .execute();
    const guest = new TestBrowser(app, '10.41.4.1');
    const other = await shippedTee();
    const stolen = await other.browser.post(`/api/orders/${orderId}/returns`, exchangeFor(itemId, 'S'));
    expect(stolen.statusCode).toBe(404);
    const bad = await guest.post(`/api/orders/${orderId}/returns`, {
      ...exchangeFor(itemId, 'S', { token: `guest-ex41-${orderId}` }),
      exchange: [{ orderItemId: itemId, size: 'S', color: 7 }],
    });
    expect(bad.statusCode).toBe(400);
    const asked = await guest.post(
      `/api/orders/${orderId}/returns`,
      exchangeFor(itemId, 'S', { token: `guest-ex41-${orderId}` }),
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json();
    await admin.post(`/api/admin/returns/${id}/approve`, {});
    const received = await admin.post(`/api/admin/returns/${id}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ credit: 0, refund: { amount: back / 100, status: 'succeeded' } });
    const refunds = await db
      .selectFrom('refund')
      .select(['amount_cents', 'gift_card_cents', 'credit_cents', 'merchandise_cents', 'tax_cents', 'shipping_cents'])
      .where('order_id', '=', orderId)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_cents: back, gift_card_cents: 0, credit_cents: 0, shipping_cents: 0 });
    // What is left to refund of the order: its $54.75 less the M's $46.80 (the S's $41.60 sent, $5.20 refunded): the
    // shipping, $7.95; the refunded difference is not taken off twice.
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(order).toMatchObject({ total: 54.75, refundable: 7.95 });
  });

  it('speaks French to a French order: its lines, the paid difference’s confirmation, an exchange’s articles', async () => {
    const { orderId, itemId, browser } = await shippedTee();
    await db.updateTable('order').set({ locale: 'fr' }).where('id', '=', orderId).execute();
    const asked = await browser.post(`/api/orders/${orderId}/returns`, exchangeFor(itemId, 'L'));
    expect(asked.statusCode, asked.body).toBe(201);
    const { id, exchangeOrderId } = asked.json();
    const names = await db
      .selectFrom('order_item')
      .select('name')
      .where('order_id', '=', exchangeOrderId)
      .orderBy('id')
      .execute();
    expect(names.map((n) => n.name)).toEqual(['Acid Tee', `Différence de prix (retour no ${id})`]);
    // The colours in French, and the order's number in the one French form ("no 1", not "#1").
    const requested = (await mailOf(`return:${id}:requested`))?.text ?? '';
    expect(requested).toContain('1 × Acid Tee — M / noir contre L / noir');
    expect(requested).toContain(`articles de la commande no ${orderId}.`);
    expect(requested).not.toMatch(/#\d/);
    // Paid before the M is back: the confirmation says it ships once the items are, not that it is being readied.
    await admin.post(`/api/admin/returns/${id}/approve`, {});
    await payDifference(await payLink(id));
    const confirmation = await mailOf(`order_confirmation:${exchangeOrderId}`);
    expect(confirmation?.text).toContain(
      `paiement pour la commande no ${exchangeOrderId}, votre échange. Elle sera expédiée dès que les articles renvoyés de la commande no ${orderId} nous seront parvenus`,
    );
    expect(confirmation?.text).not.toContain('nous la préparons');
    // Received: sold, the owner told; the shopper's confirmation is not sent twice; one article, not the difference too.
    await admin.post(`/api/admin/returns/${id}/receive`, {});
    const mails = await db.selectFrom('mail_message').select('kind').where('order_id', '=', exchangeOrderId).execute();
    expect(mails.filter((m) => m.kind === 'order_confirmation')).toHaveLength(1);
    expect(mails.some((m) => m.kind === 'order_notice')).toBe(true);
    const { email } = await db.selectFrom('order').select('email').where('id', '=', orderId).executeTakeFirstOrThrow();
    const tracked = await browser.post('/api/track-order', { orderNumber: exchangeOrderId, email });
    expect(tracked.json()).toMatchObject({ status: 'paid', itemCount: 1 });
  });
});
