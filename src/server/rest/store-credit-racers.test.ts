import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { registeredCustomer } from '../testing/credit-customers.js';
import { addProduct } from '../testing/fixtures.js';
import { type TestBrowser, useTestApp } from '../testing/helpers.js';
import { startCheckoutOverApi } from '../testing/shoppers.js';

/**
 * Racers on one customer's store credit (issue 41, item 2), through the documented REST checkout of the real app,
 * on SQLite and, under `npm run test:pg`, on PostgreSQL (requests on separate connections at once): a balance never
 * goes below zero, and what the live orders hold plus the balance is always what was given.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const customerWithCredit = (name: string, credit: number) =>
  registeredCustomer({ app, db, admin }, name, { credit, reason: 'x' });

async function cart(browser: TestBrowser, productId: number): Promise<string> {
  const cartId = randomUUID();
  const added = await browser.post('/api/cart', { cartId, productId, quantity: 1, size: 'M', color: 'black' });
  expect(added.statusCode, added.body).toBe(201);
  return cartId;
}

const start = startCheckoutOverApi;

/** The credit's balance (the ledger's sum) and what orders not ended hold of it, in cents. */
async function creditState() {
  const { sum } = await db
    .selectFrom('balance_entry')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.val(0)).as('sum'))
    .executeTakeFirstOrThrow();
  const held = await db
    .selectFrom('order')
    .select(['status', 'store_credit_cents'])
    .where('status', 'in', ['pending', 'paid'])
    .execute();
  return { balance: Number(sum), held: held.reduce((n, o) => n + o.store_credit_cents, 0), orders: held };
}

describe('one customer’s store credit under racing checkouts', () => {
  it('10 checkouts at once, each wanting about $30 of $100: never below zero, the takes add up to at most $100', async () => {
    const ada = await customerWithCredit('ada', 100);
    // $24 + shipping + 13% HST: about $30 a checkout.
    const tee = await addProduct(db, { priceCents: 2400, stock: 50 });
    const carts = await Promise.all(Array.from({ length: 10 }, () => cart(ada.browser, tee)));
    const answers = await Promise.all(carts.map((cartId) => start(ada.browser, cartId, ada.email)));
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    expect(ok.length).toBeGreaterThan(0);
    const total = ok[0].total as number;
    expect(total).toBeGreaterThan(25);
    const state = await creditState();
    expect(state.balance).toBeGreaterThanOrEqual(0);
    expect(state.balance + state.held).toBe(10000);
    expect(state.held).toBeLessThanOrEqual(10000);
    // Paid whole by the credit: sold at once, as many as $100 covers, and at most one checkout left pending.
    const paid = state.orders.filter((o) => o.status === 'paid');
    expect(paid.length).toBe(Math.min(10, Math.floor(10000 / Math.round(total * 100))));
    expect(state.orders.filter((o) => o.status === 'pending').length).toBeLessThanOrEqual(1);
    const own = (await ada.browser.get('/api/user/store-credit')).json();
    expect(Math.round(own.balance * 100)).toBe(state.balance);
  });

  it('one cart started in 10 tabs at once takes the credit once', async () => {
    const ada = await customerWithCredit('ada', 100);
    const tee = await addProduct(db, { priceCents: 15000, stock: 50 });
    const cartId = await cart(ada.browser, tee);
    const answers = await Promise.all(Array.from({ length: 10 }, () => start(ada.browser, cartId, ada.email)));
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    expect(new Set(ok.map((s) => s.orderId)).size).toBe(1);
    for (const s of ok) expect(s.storeCreditTotal).toBe(100);
    const state = await creditState();
    expect(state).toMatchObject({ balance: 0, held: 10000 });
  });

  it('a checkout racing the owner’s “Remove credit” five times at once: what each took adds up, never below zero', async () => {
    for (let round = 0; round < 4; round++) {
      const ada = await customerWithCredit(`racer${round}`, 50);
      const tee = await addProduct(db, { priceCents: 9000, stock: 5 });
      const cartId = await cart(ada.browser, tee);
      const remove = () =>
        admin.post(`/api/admin/customers/${ada.key}/credit`, { change: 'remove', amount: 10, reason: 'Race' });
      const [checkout, ...removals] = await Promise.all([
        start(ada.browser, cartId, ada.email),
        ...Array.from({ length: 5 }, remove),
      ]);
      expect(checkout.statusCode, checkout.body).toBe(200);
      for (const r of removals) expect([200, 409], r.body).toContain(r.statusCode);
      const removed = removals.filter((r) => r.statusCode === 200).length * 10;
      // The removals that went first left the checkout the rest; the ones after it were refused.
      expect(checkout.json().storeCreditTotal + removed).toBe(50);
      const own = (await ada.browser.get('/api/user/store-credit')).json();
      expect(own.balance).toBe(0);
    }
  });
});
