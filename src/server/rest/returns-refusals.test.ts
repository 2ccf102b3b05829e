import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { tokenHash } from '../domain/tokens.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser, useTestApp } from '../testing/helpers.js';
import { shippedOrderOverApi } from '../testing/shipped-orders.js';

/**
 * What a return request may not ask (issue 41, item 1), each refused with a clear 4xx that writes nothing: the
 * window, originals and final sale, quantities, bad bodies; and attackers: no cookie, another customer's order, a
 * guest with a wrong token, a customer on the owner's calls, a guessed return id.
 */
const clock = manualClock('2026-12-01T10:00:00.000Z');
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, clock: clock.now }, (shop) => ({ app, db, admin } = shop));

const DAY = 86_400_000;

async function order(quantity = 2, { ship = true } = {}) {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 10 });
  return { ...(await shippedOrderOverApi({ app, admin }, tee, { quantity, ship })), tee };
}

const refund = (itemId: number, quantity = 1) => ({
  lines: [{ orderItemId: itemId, quantity }],
  reason: 'damaged',
  resolution: 'refund',
});
const requests = async () => (await db.selectFrom('return_request').select('id').execute()).length;

describe('the return window', () => {
  it('is closed before shipping, open 30 days from shipping, and counts from the delivery once recorded', async () => {
    const unshipped = await order(1, { ship: false });
    const early = await unshipped.browser.post(`/api/orders/${unshipped.orderId}/returns`, refund(unshipped.itemId));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a shipped or delivered order can be returned.');

    const { orderId, itemId, browser } = await order();
    clock.advance(30 * DAY + 60_000);
    const late = await browser.post(`/api/orders/${orderId}/returns`, refund(itemId));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The return window for this order has closed.');
    const french = await browser.request('POST', `/api/orders/${orderId}/returns`, refund(itemId), {
      'x-shop-locale': 'fr',
    });
    expect(french.json().message).toBe('Le délai de retour de cette commande est écoulé.');
    // Delivered now: 30 days from today.
    expect((await admin.put(`/api/admin/orders/${orderId}/status`, { status: 'delivered' })).statusCode).toBe(200);
    const form = (await browser.get(`/api/orders/${orderId}/returns`)).json().returnable;
    expect(form).toMatchObject({
      open: true,
      from: 'delivered',
      until: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    expect((await browser.post(`/api/orders/${orderId}/returns`, refund(itemId))).statusCode).toBe(201);
    // The owner's setting: 0 turns returns off.
    expect((await admin.put('/api/site-settings', { settings: { returnWindowDays: 0 } })).statusCode).toBe(200);
    expect((await browser.post(`/api/orders/${orderId}/returns`, refund(itemId))).statusCode).toBe(409);
  });
});

describe('what cannot be returned', () => {
  it('refuses a final-sale item and more than is left, counting open requests', async () => {
    const { orderId, itemId, browser, tee } = await order(2);
    expect((await browser.post(`/api/orders/${orderId}/returns`, refund(itemId, 3))).statusCode).toBe(409);
    expect((await browser.post(`/api/orders/${orderId}/returns`, refund(itemId, 2))).statusCode).toBe(201);
    const again = await browser.post(`/api/orders/${orderId}/returns`, refund(itemId, 1));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('That is more than can still be returned of this item.');
    expect(await requests()).toBe(1);

    await db.updateTable('product').set({ final_sale: 1 }).where('id', '=', tee).execute();
    const second = await order(1);
    await db.updateTable('product').set({ final_sale: 1 }).where('id', '=', second.tee).execute();
    const finalSale = await second.browser.post(`/api/orders/${second.orderId}/returns`, refund(second.itemId));
    expect(finalSale.statusCode).toBe(409);
    expect(finalSale.json().message).toContain('final-sale');
    const form = (await second.browser.get(`/api/orders/${second.orderId}/returns`)).json().returnable.lines[0];
    expect(form).toMatchObject({ returnable: 0, excluded: 'final_sale' });
  });

  it('answers 400 to a bad body and writes nothing', async () => {
    const { orderId, itemId, browser } = await order();
    const bad = [
      { ...refund(itemId), reason: 'bored' },
      { ...refund(itemId), resolution: 'swap' },
      { ...refund(itemId), lines: [] },
      { ...refund(itemId), lines: [{ orderItemId: itemId, quantity: 0 }] },
      { ...refund(itemId), lines: [{ orderItemId: itemId, quantity: 1.5 }] },
      { ...refund(itemId), resolution: 'exchange' },
      { ...refund(itemId), exchange: [{ orderItemId: itemId, size: 'L', color: 'black' }] },
      { ...refund(itemId), priceCents: 1 },
      // A price or difference set by the client inside a line is refused, not ignored (the server prices it).
      { ...refund(itemId), lines: [{ orderItemId: itemId, quantity: 1, priceCents: 0 }] },
      {
        ...refund(itemId),
        resolution: 'exchange',
        exchange: [{ orderItemId: itemId, size: 'L', color: '', price: 0 }],
      },
      {
        ...refund(itemId),
        resolution: 'exchange',
        exchange: [{ orderItemId: itemId, size: 'L', color: '', priceDifference: -40 }],
      },
      {
        ...refund(itemId),
        lines: [
          { orderItemId: itemId, quantity: 1 },
          { orderItemId: itemId, quantity: 1 },
        ],
      },
      { ...refund(itemId), lines: [{ orderItemId: 999_999, quantity: 1 }] },
    ];
    for (const body of bad) {
      const answer = await browser.post(`/api/orders/${orderId}/returns`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await requests()).toBe(0);
  });

  it('offers store credit to a signed-in customer only, never to a guest', async () => {
    const { orderId, itemId } = await order();
    await db
      .updateTable('order')
      .set({ user_id: null, guest_link_hash: tokenHash('guest-token-1') })
      .where('id', '=', orderId)
      .execute();
    const guest = new TestBrowser(app);
    const form = await guest.get(`/api/orders/${orderId}/returns?token=guest-token-1`);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().returnable.creditOffered).toBe(false);
    const credit = await guest.post(`/api/orders/${orderId}/returns`, {
      ...refund(itemId),
      resolution: 'credit',
      token: 'guest-token-1',
    });
    expect(credit.statusCode).toBe(400);
    expect(credit.json().message).toBe('Store credit is for signed-in customers: choose a refund or an exchange.');
    const asked = await guest.post(`/api/orders/${orderId}/returns`, { ...refund(itemId), token: 'guest-token-1' });
    expect(asked.statusCode, asked.body).toBe(201);
  });
});

describe('attackers', () => {
  it('cannot see or return another’s order, guess a token, or move a return', async () => {
    const { orderId, itemId, browser } = await order();
    const other = await order();
    const stranger = new TestBrowser(app);
    expect((await stranger.get(`/api/orders/${orderId}/returns`)).statusCode).toBe(401);
    expect((await stranger.post(`/api/orders/${orderId}/returns`, refund(itemId))).statusCode).toBe(401);
    // Another customer: the order is not theirs, as if it did not exist.
    expect((await other.browser.get(`/api/orders/${orderId}/returns`)).statusCode).toBe(404);
    expect((await other.browser.post(`/api/orders/${orderId}/returns`, refund(itemId))).statusCode).toBe(404);
    // Their own order, with this order's line: not part of it.
    expect((await other.browser.post(`/api/orders/${other.orderId}/returns`, refund(itemId))).statusCode).toBe(400);
    // A guest order with a wrong token, and an account's order with any token.
    await db
      .updateTable('order')
      .set({ user_id: null, guest_link_hash: tokenHash('right') })
      .where('id', '=', other.orderId)
      .execute();
    expect((await stranger.get(`/api/orders/${other.orderId}/returns?token=wrong`)).statusCode).toBe(404);
    expect(
      (await stranger.post(`/api/orders/${orderId}/returns`, { ...refund(itemId), token: 'right' })).statusCode,
    ).toBe(404);
    expect(await requests()).toBe(0);

    const asked = await browser.post(`/api/orders/${orderId}/returns`, refund(itemId));
    const id = asked.json().id as number;
    // The owner's calls: not for a customer or a stranger; a guessed id is 404.
    for (const move of ['approve', 'decline', 'receive', 'close']) {
      expect((await browser.post(`/api/admin/returns/${id}/${move}`, {})).statusCode).toBe(403);
      expect((await stranger.post(`/api/admin/returns/${id}/${move}`, {})).statusCode).toBe(401);
      expect((await admin.post(`/api/admin/returns/${id + 1000}/${move}`, {})).statusCode).toBe(404);
    }
    expect((await browser.get('/api/admin/returns')).statusCode).toBe(403);
    // Out of order: received before approval, closed before approval.
    expect((await admin.post(`/api/admin/returns/${id}/receive`, {})).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/returns/${id}/close`, {})).statusCode).toBe(409);
    const list = await admin.get('/api/admin/returns?status=requested');
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await admin.get('/api/admin/returns?status=approved')).json()).toEqual([]);
    expect((await admin.get('/api/admin/returns?status=lost')).statusCode).toBe(400);
    expect((await admin.get(`/api/admin/returns?orderId=${orderId}`)).json().map((r: { id: number }) => r.id)).toEqual([
      id,
    ]);
    expect((await admin.get(`/api/admin/returns?orderId=${other.orderId}`)).json()).toEqual([]);
  });
});
