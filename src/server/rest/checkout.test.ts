import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
useTestApp((shop) => ({ app, db } = shop));

const address = { ...ONTARIO_ADDRESS, name: 'Wren Shopper', email: 'shopper@example.com' };

async function shopper(name = 'shopper'): Promise<{ browser: TestBrowser; cartId: string }> {
  const browser = new TestBrowser(app);
  await browser.post('/api/register', { username: name, email: `${name}@example.com`, password: 'secret1' });
  return { browser, cartId: randomUUID() };
}

async function canadaStandard(browser: TestBrowser): Promise<number> {
  const res = await browser.post('/api/calculate-shipping', { country: 'CA', state: 'ON' });
  return res.json().shippingMethods[0].id;
}

describe('shipping and tax', () => {
  it('answers the methods of a country, the first one first', async () => {
    const browser = new TestBrowser(app);
    const us = (await browser.post('/api/calculate-shipping', { country: 'US', state: 'NY' })).json();
    expect(us.shippingMethods.map((m: { name: string }) => m.name)).toEqual(['US Standard', 'US Express']);
    expect(us.shippingMethods[0]).toMatchObject({ price: expect.any(Number), estimatedDays: '5-7 business days' });
    const ca = (await browser.post('/api/calculate-shipping', { country: 'ca' })).json();
    expect(ca.shippingMethods.map((m: { name: string }) => m.name)).toEqual(['Canada Standard', 'Canada Express']);
    expect((await browser.post('/api/calculate-shipping', { country: 'FR' })).statusCode).toBe(400);
  });

  it('answers the tax rate and amount for a subtotal', async () => {
    const res = await new TestBrowser(app).post('/api/calculate-tax', { subtotal: 100, country: 'CA', state: 'ON' });
    expect(res.json()).toMatchObject({ taxRate: 0.13, taxAmount: 13 });
  });
});

describe('the documented checkout sequence', () => {
  it('buys clothing and a print, then shows the order in the history', async () => {
    const { browser, cartId } = await shopper();
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 5 });
    const print = await addPainting(db, {
      title: 'Tidal Drift Print',
      original: false,
      sizes: [{ width: 8, height: 10, priceCents: 6000 }],
    });
    await browser.post('/api/cart', { cartId, productId: tee, quantity: 2, size: 'M', color: 'black', price: 0.01 });
    await browser.post('/api/cart', { cartId, productId: print, quantity: 1, size: '8x10in', item_type: 'painting' });
    const methodId = await canadaStandard(browser);

    const start = await browser.post('/api/create-payment-intent', {
      amount: 999,
      currency: 'usd',
      cartId,
      shippingMethodId: methodId,
      shippingAddress: address,
    });
    expect(start.statusCode).toBe(409);
    expect(start.json().code).toBe('PRICE_CHANGED');
    expect(await db.selectFrom('stock_hold').select('id').execute()).toEqual([]);

    const subtotal = 2 * 48 + 60;
    const shipping = 12.95;
    const tax = Math.round(subtotal * 13) / 100;
    const total = Math.round((subtotal + shipping + tax) * 100) / 100;
    const intent = await browser.post('/api/create-payment-intent', {
      amount: total,
      currency: 'usd',
      cartId,
      shippingMethod: 'canada standard',
      ...address,
    });
    expect(intent.statusCode).toBe(200);
    const { clientSecret, paymentIntentId, orderId, amount } = intent.json();
    expect(amount).toBe(total);
    expect(clientSecret).toMatch(/^pi_test_/);

    const created = await browser.post('/api/orders', {
      order: { customerId: 'guest-1', ...address, name: 'Wren S.', total: 1, status: 'paid', shippingCost: 0, tax: 0 },
      items: [{ productId: tee, name: 'Product 1', quantity: 2, price: 0.01 }],
      paymentIntentId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: orderId, status: 'pending', name: 'Wren S.', total });

    const paid = await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
    expect(paid.json()).toMatchObject({ status: 'succeeded', orderId });

    const confirmed = await browser.put(`/api/orders/${orderId}`, { paymentIntentId, status: 'paid' });
    expect(confirmed.json()).toMatchObject({ id: orderId, status: 'paid' });

    const history = (await browser.get('/api/orders')).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      id: orderId,
      status: 'paid',
      total,
      shippingCost: shipping,
      tax,
      shippingMethod: 'Canada Standard',
      items: [
        expect.objectContaining({ name: 'Acid Tee', price: 48, quantity: 2, size: 'M', color: 'black' }),
        expect.objectContaining({ name: 'Tidal Drift Print', price: 60, quantity: 1, size: '8x10in' }),
      ],
    });
    expect((await browser.get(`/api/cart/${cartId}`)).json()).toEqual([]);
    const ledger = await db
      .selectFrom('inventory_transaction')
      .select(['transaction_type', 'quantity_change'])
      .where('transaction_type', '=', 'sale')
      .execute();
    expect(ledger).toEqual([
      { transaction_type: 'sale', quantity_change: -2 },
      { transaction_type: 'sale', quantity_change: -1 },
    ]);
    expect((await browser.get(`/api/products/${tee}`)).json().stock).toBe(3);
  });

  it('shows a decline and leaves nothing paid or held', async () => {
    const { browser, cartId } = await shopper();
    const original = await addPainting(db);
    await browser.post('/api/cart', { cartId, productId: original, quantity: 1, item_type: 'painting' });
    const start = await browser.post('/api/create-payment-intent', {
      cartId,
      shippingMethodId: await canadaStandard(browser),
      shippingAddress: address,
    });
    const { clientSecret, orderId } = start.json();
    const declined = await browser.post('/api/test-gateway/confirm', {
      clientSecret,
      card: { ...VISA, number: '4000 0000 0000 0002' },
    });
    expect(declined.json()).toEqual({
      status: 'requires_payment_method',
      orderId,
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const holds = await db.selectFrom('stock_hold').select('status').where('order_id', '=', orderId).execute();
    expect(holds.map((h) => h.status)).toEqual(['released']);
    expect((await browser.get('/api/orders')).json()).toEqual([]);
    expect((await browser.get(`/api/paintings/${original}`)).json()).toMatchObject({ in_stock: true, is_sold: false });

    const retry = await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
    expect(retry.json().status).toBe('succeeded');
    expect((await browser.get(`/api/paintings/${original}`)).json()).toMatchObject({ in_stock: false, is_sold: true });
  });

  it("never marks an order paid on the client's word", async () => {
    const { browser, cartId } = await shopper();
    const tee = await addProduct(db);
    await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' });
    const { orderId, paymentIntentId } = (
      await browser.post('/api/create-payment-intent', {
        cartId,
        shippingMethodId: await canadaStandard(browser),
        shippingAddress: address,
      })
    ).json();
    const res = await browser.put(`/api/orders/${orderId}`, { paymentIntentId, status: 'paid' });
    expect(res.json()).toMatchObject({ id: orderId, status: 'pending' });
  });

  it("keeps a shopper out of someone else's order", async () => {
    const owner = await shopper('owner');
    const tee = await addProduct(db);
    await owner.browser.post('/api/cart', { cartId: owner.cartId, productId: tee, size: 'M', color: 'black' });
    const { orderId } = (
      await owner.browser.post('/api/create-payment-intent', {
        cartId: owner.cartId,
        shippingMethodId: await canadaStandard(owner.browser),
        shippingAddress: address,
      })
    ).json();
    const stranger = await shopper('stranger');
    expect(
      (await stranger.browser.put(`/api/orders/${orderId}`, { paymentIntentId: 'pi_someone', status: 'paid' }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.browser.get(`/api/orders/${orderId}`)).statusCode).toBe(404);
    expect((await new TestBrowser(app).get('/api/orders')).statusCode).toBe(401);
  });

  it('requires a login, a cart and a valid address', async () => {
    const anonymous = new TestBrowser(app);
    const cartId = randomUUID();
    const payload = { cartId, shippingMethodId: 1, shippingAddress: address };
    expect((await anonymous.post('/api/create-payment-intent', payload)).statusCode).toBe(401);
    const { browser } = await shopper();
    const empty = await browser.post('/api/create-payment-intent', payload);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Your cart is empty', code: 'CART_EMPTY' });
    const bad = await browser.post('/api/create-payment-intent', {
      ...payload,
      shippingAddress: { ...address, city: 'X' },
    });
    expect(bad.json()).toEqual({ message: 'City is required', code: 'BAD_REQUEST' });
  });
});
