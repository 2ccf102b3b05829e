import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { BAD_CART_LINK, EXPIRED_CART_LINK } from '../../../shared/schemas/cart.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { ONTARIO_ADDRESS, VISA } from '../../load/buyer.js';
import { addProduct } from '../../testing/fixtures.js';
import { manualClock, TestBrowser } from '../../testing/helpers.js';
import { outbox, signInOwner, useMailShop } from '../../testing/mail-shop.js';
import type { SmtpSink } from '../../testing/smtp-sink.js';
import { sign } from '../tokens.js';
import { mailCartReminders } from './reminders.js';

/**
 * The abandoned-checkout reminder (issue 40, item 2), over the documented API and a real SMTP sink: a guest who
 * ticked "E-mail me a link to my cart" and did not pay within the owner's delay gets one mail, whose signed link
 * fills a fresh browser's cart.
 */
let app: FastifyInstance;
let db: Db;
let config: Config;
let sink: SmtpSink;
let owner: TestBrowser;
const clock = manualClock();
const MINUTE = 60_000;

useMailShop(clock.now, (shop) => ({ app, db, sink, config } = shop));
beforeEach(async () => {
  owner = await signInOwner(app, db);
  expect((await owner.post('/api/site-settings', { key: 'guestCheckout', value: true })).statusCode).toBe(200);
});

const run = () => mailCartReminders({ db, clock: clock.now, config });
const reminders = async () => (await outbox(db)).filter((m) => m.kind === 'cart_reminder');

let ip = 0;
/** A guest of their own fills a cart with `quantity` of the product and starts its checkout, unpaid. */
async function abandon(
  productId: number,
  { email = 'robin@example.com', remindMe = true, quantity = 1, address = ONTARIO_ADDRESS } = {},
) {
  const browser = new TestBrowser(app, `10.1.0.${++ip}`);
  const cartId = randomUUID();
  expect((await browser.post('/api/cart', { cartId, productId, quantity })).statusCode).toBe(201);
  const start = await browser.post('/api/create-payment-intent', {
    cartId,
    shippingMethod: 'canada standard',
    shippingAddress: { ...address, email },
    remindMe,
  });
  expect(start.statusCode).toBe(200);
  return { browser, cartId, ...(start.json() as { clientSecret: string; orderId: number }) };
}

/** The token in a reminder mail's link. */
function tokenOf(text: string): string {
  const match = /\/\?restore=([\w.-]+)/.exec(text);
  expect(match).not.toBeNull();
  return match?.[1] as string;
}

describe('abandoned-checkout reminder', () => {
  it('consent off: no mail, however long the checkout waits', async () => {
    const productId = await addProduct(db, { sizes: [], colors: [], stock: 5 });
    await abandon(productId, { remindMe: false });
    clock.advance(300 * MINUTE);
    expect(await run()).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it('consent on: one mail after the delay (none before), once however often and however many run it', async () => {
    const productId = await addProduct(db, { sizes: [], colors: [], name: 'Acid Wash Tee', stock: 5 });
    await abandon(productId, { quantity: 2 });
    clock.advance(239 * MINUTE);
    expect(await run()).toBe(0);
    clock.advance(2 * MINUTE);
    const counts = await Promise.all([run(), run()]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await run()).toBe(0);
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe('robin@example.com');
    expect(mails[0]?.text).toContain('2 × Acid Wash Tee');
    await app.mailWorker.tick();
    expect(sink.messages.filter((m) => m.subject.startsWith('You left something in your cart'))).toHaveLength(1);
    expect(sink.messages[sink.messages.length - 1]?.body).toContain('https://shop.example.com/?restore=');
  });

  it('writes a Quebec guest in French', async () => {
    const productId = await addProduct(db, { sizes: [], colors: [], stock: 5 });
    const quebec = { ...ONTARIO_ADDRESS, city: 'Montréal', state: 'QC', postalCode: 'H2X 1Y4' };
    await abandon(productId, { address: quebec });
    clock.advance(241 * MINUTE);
    expect(await run()).toBe(1);
    expect((await reminders())[0]?.subject).toContain('Vous avez laissé quelque chose dans votre panier');
  });

  it('follows the owner: the delay setting (at least 1), and off sends nothing', async () => {
    expect(
      (await owner.post('/api/site-settings', { key: 'abandonedCheckoutDelayMinutes', value: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await owner.post('/api/site-settings', { key: 'abandonedCheckoutDelayMinutes', value: 30 })).statusCode,
    ).toBe(200);
    const productId = await addProduct(db, { sizes: [], colors: [], stock: 5 });
    await abandon(productId);
    clock.advance(31 * MINUTE);
    expect(
      (await owner.post('/api/site-settings', { key: 'abandonedCheckoutReminders', value: false })).statusCode,
    ).toBe(200);
    expect(await run()).toBe(0);
    expect(
      (await owner.post('/api/site-settings', { key: 'abandonedCheckoutReminders', value: true })).statusCode,
    ).toBe(200);
    expect(await run()).toBe(1);
  });

  it('paid: no mail', async () => {
    const productId = await addProduct(db, { sizes: [], colors: [], stock: 5 });
    const { browser, clientSecret } = await abandon(productId);
    const paid = await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
    expect(paid.json().status).toBe('succeeded');
    clock.advance(241 * MINUTE);
    expect(await run()).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it('every item sold out now: no mail', async () => {
    const productId = await addProduct(db, { sizes: [], colors: [], stock: 1 });
    await abandon(productId);
    clock.advance(241 * MINUTE);
    // The hold ran out meanwhile; another shopper buys the last one.
    const rival = await abandon(productId, { email: 'rival@example.com', remindMe: false });
    const paid = await rival.browser.post('/api/test-gateway/confirm', {
      clientSecret: rival.clientSecret,
      card: VISA,
    });
    expect(paid.json().status).toBe('succeeded');
    expect(await run()).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it('a second cart of the same address within a week: no second mail; a week later, one', async () => {
    const productId = await addProduct(db, { sizes: [], colors: [], stock: 9 });
    await abandon(productId);
    clock.advance(241 * MINUTE);
    expect(await run()).toBe(1);
    await abandon(productId, { email: 'Robin@Example.com' });
    clock.advance(241 * MINUTE);
    expect(await run()).toBe(0);
    clock.advance(7 * 24 * 60 * MINUTE);
    await abandon(productId);
    clock.advance(241 * MINUTE);
    expect(await run()).toBe(1);
    expect(await reminders()).toHaveLength(2);
  });

  it("the link fills a fresh browser's cart; tampered, forged or expired links get a clear 400", async () => {
    const productId = await addProduct(db, { sizes: [], colors: [], name: 'Acid Wash Tee', stock: 5 });
    const abandoned = await abandon(productId, { quantity: 2 });
    clock.advance(241 * MINUTE);
    expect(await run()).toBe(1);
    const token = tokenOf((await reminders())[0]?.text ?? '');

    const fresh = new TestBrowser(app, '10.2.0.1');
    const cartId = randomUUID();
    const restored = await fresh.post('/api/cart/restore', { token, cartId });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ added: 1 });
    const cart = (await fresh.get(`/api/cart/${cartId}`)).json();
    expect(cart.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [productId, 2],
    ]);
    const row = await db.selectFrom('checkout_reminder').selectAll().executeTakeFirstOrThrow();
    expect(row.restored_cart_id).toBe(cartId);

    const [id, expires, signature] = token.split('.');
    const tampered = `${id}.${Number(expires) + 3600}.${signature}`;
    const forged = `${id}.${expires}.${sign(Buffer.alloc(32, 7), 'cart-reminder', `${id}:${expires}:${abandoned.cartId}`)}`;
    for (const bad of [tampered, forged, 'nonsense', `${Number(id) + 1}.${expires}.${signature}`]) {
      const res = await fresh.post('/api/cart/restore', { token: bad, cartId: randomUUID() });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BAD_CART_LINK);
    }
    clock.advance(7 * 24 * 60 * MINUTE);
    const expired = await fresh.post('/api/cart/restore', { token, cartId: randomUUID() });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(EXPIRED_CART_LINK);
  });

  it('opened again in the same browser it adds nothing more; a line with fewer units left comes back with those', async () => {
    const productId = await addProduct(db, { sizes: [], colors: [], name: 'Spiral Tee', stock: 5 });
    await abandon(productId, { quantity: 2 });
    clock.advance(241 * MINUTE);
    expect(await run()).toBe(1);
    const token = tokenOf((await reminders())[0]?.text ?? '');
    const fresh = new TestBrowser(app, '10.2.0.2');
    const quantities = async (id: string) =>
      ((await fresh.get(`/api/cart/${id}`)).json() as { quantity: number }[]).map((line) => line.quantity);
    const cartId = randomUUID();
    expect((await fresh.post('/api/cart/restore', { token, cartId })).json()).toEqual({ added: 1 });
    expect((await fresh.post('/api/cart/restore', { token, cartId })).json()).toEqual({ added: 0 });
    expect(await quantities(cartId)).toEqual([2]);

    // Another guest's checkout now holds 4 of the 5: a third browser's cart gets the one left.
    await abandon(productId, { email: 'other@example.com', quantity: 4, remindMe: false });
    const other = randomUUID();
    expect((await fresh.post('/api/cart/restore', { token, cartId: other })).json()).toEqual({ added: 1 });
    expect(await quantities(other)).toEqual([1]);
  });

  it('the dashboard counts an order paid from a restored cart within 7 days of its reminder, and its revenue', async () => {
    const productId = await addProduct(db, { sizes: [], colors: [], stock: 5, priceCents: 4000 });
    await abandon(productId);
    clock.advance(241 * MINUTE);
    expect(await run()).toBe(1);
    const token = tokenOf((await reminders())[0]?.text ?? '');
    const fresh = new TestBrowser(app, '10.3.0.1');
    const cartId = randomUUID();
    expect((await fresh.post('/api/cart/restore', { token, cartId })).statusCode).toBe(200);
    // Not paid yet: nothing recovered.
    expect((await owner.get('/api/admin/dashboard')).json().recovered).toEqual({ orders: 0, revenue: 0 });
    const start = await fresh.post('/api/create-payment-intent', {
      cartId,
      shippingMethod: 'canada standard',
      shippingAddress: { ...ONTARIO_ADDRESS, email: 'robin@example.com' },
    });
    expect(start.statusCode).toBe(200);
    const paid = await fresh.post('/api/test-gateway/confirm', { clientSecret: start.json().clientSecret, card: VISA });
    expect(paid.json().status).toBe('succeeded');
    const order = await db
      .selectFrom('order')
      .select('base_total_cents')
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect((await owner.get('/api/admin/dashboard')).json().recovered).toEqual({
      orders: 1,
      revenue: order.base_total_cents / 100,
    });
  });

  it("a customer's e-mail preference is theirs: stored and answered, refused to a visitor, bad input a 400", async () => {
    const customer = new TestBrowser(app, '10.4.0.1');
    expect(
      (await customer.post('/api/register', { username: 'pref', email: 'pref@example.com', password: 'secret1' }))
        .statusCode,
    ).toBeLessThan(300);
    expect((await customer.get('/trpc/account.preferences')).json().result.data).toEqual({ cartReminders: false });
    const set = await customer.post('/trpc/account.setPreferences', { cartReminders: true });
    expect(set.json().result.data).toEqual({ cartReminders: true });
    expect((await customer.get('/trpc/account.preferences')).json().result.data).toEqual({ cartReminders: true });
    expect((await customer.post('/trpc/account.setPreferences', { cartReminders: 'yes' })).statusCode).toBe(400);
    expect(
      (await new TestBrowser(app, '10.4.0.2').post('/trpc/account.setPreferences', { cartReminders: true })).statusCode,
    ).toBe(401);
  });
});
