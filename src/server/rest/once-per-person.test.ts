import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS } from '../../shared/schemas/discounts.js';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';

/**
 * Once per customer means once per person (issue 35, item 5): the mailbox is compared normalised (case, spaces,
 * `+tag`, Gmail's dots and googlemail.com), and a guest's uses and an account's uses of the same mailbox count
 * together. Through the documented REST calls, on SQLite and (npm run test:pg) PostgreSQL.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

let tee: number;
let visitors = 0;
beforeEach(async () => {
  expect((await admin.post('/api/site-settings', { key: 'guestCheckout', value: true })).statusCode).toBe(200);
  tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 100 });
  const once = { code: 'ONCE', type: 'fixed_amount', value: 5, oncePerCustomer: true };
  expect((await admin.post('/api/discounts', once)).statusCode).toBe(201);
});

/** A new browser (its own address) whose new cart holds a tee; the code entered answers `applied`. */
async function visitor(account?: { username: string; email: string }) {
  const browser = new TestBrowser(app, `10.6.0.${++visitors}`);
  if (account) {
    const registered = await browser.post('/api/register', { ...account, password: 'secret1' });
    expect(registered.statusCode).toBe(201);
  }
  const cartId = randomUUID();
  const added = await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' });
  expect(added.statusCode).toBe(201);
  const applied = await browser.post(`/api/cart/${cartId}/discount`, { code: 'ONCE' });
  const checkout = (email: string) =>
    browser.post('/api/create-payment-intent', {
      cartId,
      shippingMethod: 'canada standard',
      shippingAddress: { ...ONTARIO_ADDRESS, email },
    });
  return { browser, cartId, applied, checkout };
}

/** Checks out with the code and pays: the order carries the discount. */
async function buysWithCode(v: Awaited<ReturnType<typeof visitor>>, email: string) {
  const started = await v.checkout(email);
  expect(started.statusCode).toBe(200);
  expect(started.json().discountTotal).toBe(5);
  const paid = await v.browser.post('/api/test-gateway/confirm', {
    clientSecret: started.json().clientSecret,
    card: VISA,
  });
  expect(paid.json().status).toBe('succeeded');
}

const refusedAsUsed = (res: { statusCode: number; json: () => { message: string } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(DISCOUNT_REFUSALS.alreadyUsed);
};

describe('"once per customer"', () => {
  it("refuses the code to other spellings of a guest's mailbox, and to the account registered later with it", async () => {
    await buysWithCode(await visitor(), 'Ann.Smith+promo@gmail.com');

    for (const email of ['  ann.smith@gmail.com ', 'ANNSMITH@googlemail.com', 'a.n.n.smith+x@GMAIL.com']) {
      refusedAsUsed(await (await visitor()).checkout(email));
    }
    // Registered with that mailbox (nothing confirmed): the same person, refused when applying and at checkout.
    const account = await visitor({ username: 'annsmith', email: 'AnnSmith@googlemail.com' });
    refusedAsUsed(account.applied);
    const entered = await visitor();
    expect(entered.applied.statusCode).toBe(200);
    const registered = { username: 'ann2', email: 'ann.smith@gmail.com', password: 'secret1' };
    expect((await entered.browser.post('/api/register', registered)).statusCode).toBe(201);
    // The account's own mailbox counts, whatever e-mail the order gives.
    refusedAsUsed(await entered.checkout('ann.parcels@example.com'));

    // Someone else still gets it.
    await buysWithCode(await visitor(), 'bob@example.com');
    const paid = await db.selectFrom('order').select('email').where('discount_code', '=', 'ONCE').execute();
    expect(paid.map((o) => o.email).sort()).toEqual(['Ann.Smith+promo@gmail.com', 'bob@example.com']);
  });

  it("counts an account's use against a guest giving the account's mailbox, dots counting outside Gmail", async () => {
    const account = await visitor({ username: 'carol', email: 'carol.jones@example.com' });
    expect(account.applied.statusCode).toBe(200);
    // The account's own mailbox counts, whatever address the order was shipped to.
    await buysWithCode(account, 'carol.parcels@example.com');

    refusedAsUsed(await (await visitor()).checkout('Carol.Jones+shop@Example.com'));
    expect((await (await visitor()).checkout('caroljones@example.com')).statusCode).toBe(200);
  });
});
