import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, type TestShop, useTestApp } from '../testing/helpers.js';
import { startCheckoutOverApi } from '../testing/shoppers.js';

/** Gift cards over the documented REST API (issue 41): the owner's issue and list, a shopper's cart's card. */
let shop: TestShop & { admin: TestBrowser };
useTestApp({ admin: true }, (s) => {
  shop = s;
});

async function cartWithTee(browser: TestBrowser): Promise<string> {
  const tee = await addProduct(shop.db, { stock: 20 });
  const cartId = randomUUID();
  const added = await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' });
  expect(added.statusCode, added.body).toBe(201);
  return cartId;
}

describe('the owner’s gift cards', () => {
  it('issues a card (201, the only answer with the code), lists it with its balance and history, disables it', async () => {
    const issued = await shop.admin.post('/api/admin/gift-cards', {
      amount: 25,
      recipientEmail: 'friend@example.com',
      message: 'Happy birthday',
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const card = issued.json();
    expect(card).toEqual({ id: expect.any(Number), code: expect.any(String), last4: card.code.slice(-4), balance: 25 });
    const list = await shop.admin.get('/api/admin/gift-cards');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: card.id, balance: 25, last4: card.last4 })]);
    expect(list.body).not.toContain(card.code);
    const disabled = await shop.admin.post(`/api/admin/gift-cards/${card.id}/disable`, {});
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await shop.admin.post(`/api/admin/gift-cards/${card.id}/disable`, {})).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 that issues nothing', async () => {
    for (const bad of [
      {},
      { amount: -5 },
      { amount: 0 },
      { amount: 10.005 },
      { amount: 'ten' },
      { amount: 100000 },
      { amount: 10, recipientEmail: 'not-an-address' },
      { amount: 10, message: 'x'.repeat(501) },
    ]) {
      const answer = await shop.admin.post('/api/admin/gift-cards', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await shop.db.selectFrom('balance_account').selectAll().execute()).toEqual([]);
    const shopper = new TestBrowser(shop.app, '10.41.0.9');
    expect((await shopper.post('/api/admin/gift-cards', { amount: 10 })).statusCode).toBe(401);
  });
});

describe('a gift card on a cart', () => {
  it('applies (200 {last4, balance, applied}), refuses a wrong code (400) and a spent card (409), and pays at checkout', async () => {
    const card = (await shop.admin.post('/api/admin/gift-cards', { amount: 10 })).json();
    const browser = new TestBrowser(shop.app, '10.41.0.1');
    await browser.post('/api/register', { username: 'gifted', email: 'gift@example.com', password: 'secret1' });
    const cartId = await cartWithTee(browser);

    const wrong = await browser.post(`/api/cart/${cartId}/gift-card`, { code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This gift card is not valid.');
    for (const bad of [{}, { code: 42 }, { code: 'x'.repeat(65) }]) {
      expect((await browser.post(`/api/cart/${cartId}/gift-card`, bad)).statusCode).toBe(400);
    }
    expect((await browser.post('/api/cart/not-a-cart/gift-card', { code: card.code })).statusCode).toBe(400);

    const applied = await browser.post(`/api/cart/${cartId}/gift-card`, { code: card.code });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ last4: card.last4, balance: 10, applied: 10 });

    const start = await startCheckoutOverApi(browser, cartId, 'gift@example.com');
    expect(start.statusCode, start.body).toBe(200);
    const session = start.json();
    expect(session.giftCardTotal).toBe(10);
    expect(session.amount).toBeCloseTo(session.total - 10, 2);

    // Spent: another cart is refused with 409.
    const other = await cartWithTee(browser);
    const spent = await browser.post(`/api/cart/${other}/gift-card`, { code: card.code });
    expect(spent.statusCode).toBe(409);
    expect(spent.json().message).toBe('This gift card has no balance left.');

    // Removed: the next start of the checkout puts the card's share back and the card pays nothing.
    expect((await browser.delete(`/api/cart/${cartId}/gift-card`)).statusCode).toBe(204);
    const again = (await startCheckoutOverApi(browser, cartId, 'gift@example.com')).json();
    expect(again).toMatchObject({ giftCardTotal: 0, amount: again.total });
    expect((await shop.admin.get('/api/admin/gift-cards')).json()[0].balance).toBe(10);
  });

  it('covering the whole total: create-payment-intent answers amount 0 and no clientSecret, the order already paid', async () => {
    const card = (await shop.admin.post('/api/admin/gift-cards', { amount: 500 })).json();
    const browser = new TestBrowser(shop.app, '10.41.0.4');
    await browser.post('/api/register', { username: 'covered', email: 'covered@example.com', password: 'secret1' });
    const cartId = await cartWithTee(browser);
    expect((await browser.post(`/api/cart/${cartId}/gift-card`, { code: card.code })).statusCode).toBe(200);
    const start = await startCheckoutOverApi(browser, cartId, 'covered@example.com');
    expect(start.statusCode, start.body).toBe(200);
    const session = start.json();
    expect(session).toMatchObject({ amount: 0, clientSecret: null, paymentIntentId: null });
    expect(session.giftCardTotal).toBe(session.total);
    const order = await browser.get(`/api/orders/${session.orderId}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().status).toBe('paid');

    // The owner refunds part and cancels the rest: no payment, both settled on the gift card alone.
    const url = `/api/admin/orders/${session.orderId}`;
    const seen = (await shop.admin.get(url)).json();
    expect(seen).toMatchObject({ refundable: session.total, payments: [] });
    expect(seen.refundTenders).toEqual({
      cardCents: 0,
      giftCardCents: Math.round(session.total * 100),
      creditCents: 0,
    });
    expect(seen.giftCard).toEqual({ paid: session.total, last4: card.last4 });
    const refunded = await shop.admin.post(`${url}/refund`, { amount: 5, reason: 'Loose thread' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'partially_refunded', refundable: session.total - 5 });
    expect(refunded.json().refunds).toEqual([expect.objectContaining({ amount: 5, giftCard: 5, status: 'succeeded' })]);
    const cancelled = await shop.admin.put(`${url}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundable: 0 });
    expect((await shop.admin.get('/api/admin/gift-cards')).json()[0].balance).toBe(500);
  });

  it('is refused on another shopper’s cart (404), which keeps no card', async () => {
    const card = (await shop.admin.post('/api/admin/gift-cards', { amount: 10 })).json();
    const victim = new TestBrowser(shop.app, '10.41.0.2');
    const cartId = await cartWithTee(victim);
    const mallory = new TestBrowser(shop.app, '10.41.0.3');
    expect((await mallory.post(`/api/cart/${cartId}/gift-card`, { code: card.code })).statusCode).toBe(404);
    expect((await mallory.delete(`/api/cart/${cartId}/gift-card`)).statusCode).toBe(404);
    expect(await shop.db.selectFrom('cart_gift_card').selectAll().execute()).toEqual([]);
  });
});
