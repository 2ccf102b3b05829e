import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS, heldElsewhereRefusal } from '../../shared/schemas/discounts.js';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser, useTestApp } from '../testing/helpers.js';
import { ONTARIO_ADDRESS } from '../testing/shoppers.js';

/**
 * Discount uses cannot be hoarded (issue 35, item 4): a cart holds at most one use of a code, and one address,
 * browser session or mailbox holds at most one unpaid use of the same code; the owner sees the uses held beside
 * the uses paid. Through the documented REST calls, on SQLite and (npm run test:pg) PostgreSQL.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
const clock = manualClock();
useTestApp({ admin: true, clock: clock.now }, (shop) => ({ app, db, admin } = shop));

let tee: number;
beforeEach(async () => {
  expect((await admin.post('/api/site-settings', { key: 'guestCheckout', value: true })).statusCode).toBe(200);
  tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 500 });
  const created = await admin.post('/api/discounts', { code: 'FIVE', type: 'fixed_amount', value: 5, usageLimit: 5 });
  expect(created.statusCode).toBe(201);
});

/** A new cart of `browser` holding one tee, with the code FIVE entered. */
async function cartWithCode(browser: TestBrowser): Promise<string> {
  const cartId = randomUUID();
  const added = await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' });
  expect(added.statusCode).toBe(201);
  expect((await browser.post(`/api/cart/${cartId}/discount`, { code: 'FIVE' })).statusCode).toBe(200);
  return cartId;
}

/** The guest's checkout of the cart (unpaid), over the documented call. */
const startCheckout = (browser: TestBrowser, cartId: string, email: string) =>
  browser.post('/api/create-payment-intent', {
    cartId,
    shippingMethod: 'canada standard',
    shippingAddress: { ...ONTARIO_ADDRESS, email },
  });

/** The owner's figures for FIVE, over REST and tRPC (the same answer). */
async function fiveUses() {
  const rest = (await admin.get('/api/discounts')).json().find((d: { code: string }) => d.code === 'FIVE');
  const trpc = (await admin.get('/trpc/admin.discounts.list'))
    .json()
    .result.data.find((d: { code: string }) => d.code === 'FIVE');
  expect(trpc).toMatchObject({ timesUsed: rest.timesUsed, timesHeld: rest.timesHeld });
  return { timesUsed: rest.timesUsed, timesHeld: rest.timesHeld, status: rest.status };
}

const orderCount = async () => (await db.selectFrom('order').select('id').execute()).length;

describe('a 5-use code', () => {
  it('lets one browser racing 20 guest checkouts hold one use; the owner sees it held, and the shopper can re-price', async () => {
    const browser = new TestBrowser(app, '10.9.0.1');
    const carts: string[] = [];
    for (let i = 0; i < 20; i++) carts.push(await cartWithCode(browser));

    const answers = await Promise.all(
      carts.map((cartId, i) => startCheckout(browser, cartId, `hoarder${i}@example.com`)),
    );

    const started = answers.flatMap((a, i) => (a.statusCode === 200 ? [{ cartId: carts[i] as string, i }] : []));
    expect(started).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'DISCOUNT_REFUSED', message: heldElsewhereRefusal(15) });
    }
    expect(await orderCount()).toBe(1);
    expect(await fiveUses()).toEqual({ timesUsed: 0, timesHeld: 1, status: 'active' });

    // The shopper re-pricing their own checkout (a reload, another method) is never refused.
    const [own] = started as [{ cartId: string; i: number }];
    const again = await startCheckout(browser, own.cartId, `hoarder${own.i}@example.com`);
    expect(again.statusCode).toBe(200);
    expect(await fiveUses()).toMatchObject({ timesHeld: 1 });

    // Once that reservation runs out, this browser may hold a use again.
    clock.advance(16 * 60_000);
    const other = carts.find((c) => c !== own.cartId) as string;
    expect((await startCheckout(browser, other, 'hoarder-late@example.com')).statusCode).toBe(200);
    expect(await fiveUses()).toMatchObject({ timesHeld: 1 });
  });

  it('still stops 20 different shoppers racing at exactly 5 held uses', async () => {
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const browser = new TestBrowser(app, `10.8.0.${i + 1}`);
      shoppers.push({ browser, cartId: await cartWithCode(browser), email: `shopper${i}@example.com` });
    }

    const answers = await Promise.all(shoppers.map((s) => startCheckout(s.browser, s.cartId, s.email)));

    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(DISCOUNT_REFUSALS.usedUp);
    }
    expect(await fiveUses()).toEqual({ timesUsed: 0, timesHeld: 5, status: 'active' });
  });

  it('refuses a second unpaid use to the same session from another address, and to the same mailbox from another browser', async () => {
    const first = new TestBrowser(app, '10.7.0.1');
    expect((await startCheckout(first, await cartWithCode(first), 'ann.smith@gmail.com')).statusCode).toBe(200);

    const sameSession = new TestBrowser(app, '10.7.0.2');
    sameSession.cookie = first.cookie;
    const cart = await cartWithCode(sameSession);
    const bySession = await startCheckout(sameSession, cart, 'someone.else@example.com');
    expect(bySession.statusCode).toBe(409);
    expect(bySession.json().message).toBe(heldElsewhereRefusal(15));

    const sameMailbox = new TestBrowser(app, '10.7.0.3');
    const byMailbox = await startCheckout(
      sameMailbox,
      await cartWithCode(sameMailbox),
      'Ann.Smith+deal@GoogleMail.com',
    );
    expect(byMailbox.statusCode).toBe(409);
    expect(await orderCount()).toBe(1);

    // A stranger is not held up by any of this.
    const stranger = new TestBrowser(app, '10.7.0.4');
    expect((await startCheckout(stranger, await cartWithCode(stranger), 'zed@example.com')).statusCode).toBe(200);
    expect(await fiveUses()).toMatchObject({ timesHeld: 2 });
  });

  it("lets a guest who signs in mid-checkout keep the cart's one use: the new checkout takes it over", async () => {
    const once = { code: 'ONLYONE', type: 'fixed_amount', value: 5, usageLimit: 1, oncePerCustomer: true };
    expect((await admin.post('/api/discounts', once)).statusCode).toBe(201);
    const browser = new TestBrowser(app, '10.5.0.1');
    const cartId = randomUUID();
    await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' });
    expect((await browser.post(`/api/cart/${cartId}/discount`, { code: 'ONLYONE' })).statusCode).toBe(200);
    const asGuest = await startCheckout(browser, cartId, 'pat.lee@example.com');
    expect(asGuest.json()).toMatchObject({ discountTotal: 5 });

    const registered = { username: 'patlee', email: 'Pat.Lee@example.com', password: 'secret1' };
    expect((await browser.post('/api/register', registered)).statusCode).toBe(201);
    const asAccount = await startCheckout(browser, cartId, 'pat.lee@example.com');
    expect(asAccount.statusCode).toBe(200);
    expect(asAccount.json()).toMatchObject({ discountTotal: 5 });
    const uses = await db
      .selectFrom('discount_use as u')
      .innerJoin('discount as d', 'd.id', 'u.discount_id')
      .select(['u.order_id', 'u.status'])
      .where('d.code', '=', 'ONLYONE')
      .orderBy('u.order_id')
      .execute();
    expect(uses).toEqual([
      { order_id: asGuest.json().orderId, status: 'released' },
      { order_id: asAccount.json().orderId, status: 'held' },
    ]);
  });
});
