import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';

/**
 * 20 guests racing through the documented REST checkout of the real app for what there is too little of, half of
 * them paying in CAD and half in USD (issue 37: the same races on the CAD path), on SQLite and, under
 * `npm run test:pg`, on PostgreSQL (requests on separate connections at once): the last units of one size × colour,
 * a code with 5 uses, an original, the last editions of a print, and one unit held by one checkout against the
 * others'. Each race: exactly as many paid orders as there were units (0 oversold), every other buyer a clear 409,
 * no 5xx, one succeeded payment per paid order in its order's currency and amount, one confirmation mail each.
 * (Gift cards do not exist yet.)
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const RACERS = 20;
let race = 0;

beforeEach(async () => {
  race++;
  const settings = await admin.put('/api/site-settings', {
    settings: { chargeCurrencies: ['USD', 'CAD'], cadRate: 1.38, cadRounding: '.99', guestCheckout: true },
  });
  expect(settings.statusCode, settings.body).toBe(200);
});

interface Buyer {
  browser: TestBrowser;
  email: string;
  cartId: string;
  currency: 'usd' | 'cad';
}

/** `RACERS` guests, each from an address and session of their own, with `line` in a cart (and `code` entered). */
async function buyers(line: object, code?: string): Promise<Buyer[]> {
  return Promise.all(
    Array.from({ length: RACERS }, async (_, i) => {
      const browser = new TestBrowser(app, `10.20.${race}.${i + 1}`);
      const cartId = randomUUID();
      const added = await browser.post('/api/cart', { cartId, ...line, quantity: 1 });
      expect(added.statusCode, added.body).toBe(201);
      const currency = i % 2 ? 'usd' : 'cad';
      if (code) {
        const applied = await browser.post(`/api/cart/${cartId}/discount`, { code, currency });
        expect(applied.statusCode, applied.body).toBe(200);
      }
      return { browser, email: `racer${race}-${i}@example.com`, cartId, currency };
    }),
  );
}

function start({ browser, cartId, email, currency }: Buyer) {
  return browser.post('/api/create-payment-intent', {
    cartId,
    shippingMethod: 'canada standard',
    shippingAddress: { ...ONTARIO_ADDRESS, email },
    currency,
  });
}

interface Outcome {
  status: number;
  code?: string;
  orderId?: number;
  currency?: string;
  amount?: number;
}

/** Every buyer starts a checkout at once, and each who got one pays it at once. */
async function raceToPay(all: Buyer[]): Promise<Outcome[]> {
  return Promise.all(
    all.map(async (b): Promise<Outcome> => {
      const started = await start(b);
      if (started.statusCode !== 200) return { status: started.statusCode, code: started.json().code };
      const { clientSecret, orderId, currency, amount } = started.json();
      expect(currency).toBe(b.currency);
      const paid = await b.browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
      return { status: paid.statusCode, code: paid.json().status, orderId, currency, amount };
    }),
  );
}

/** The race's ledger: paid orders, their one succeeded payment each (currency, amount) and their one mail each. */
async function audit(outcomes: Outcome[], expectedPaid: number, refusals: RegExp) {
  expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
  const won = outcomes.filter((o) => o.code === 'succeeded');
  expect(won).toHaveLength(expectedPaid);
  const refused = outcomes.filter((o) => o.code !== 'succeeded');
  expect(refused.map((o) => `${o.status} ${o.code}`)).toEqual(
    Array(RACERS - expectedPaid).fill(expect.stringMatching(new RegExp(`^409 (${refusals.source})$`))),
  );
  const paidOrders = await db
    .selectFrom('order')
    .select(['id', 'currency', 'total_cents', 'email'])
    .where('status', '=', 'paid')
    .execute();
  expect(paidOrders.map((o) => o.id).sort()).toEqual(won.map((o) => o.orderId).sort());
  for (const order of paidOrders) {
    const payments = await db
      .selectFrom('payment')
      .select(['amount_cents', 'currency'])
      .where('order_id', '=', order.id)
      .where('status', '=', 'succeeded')
      .execute();
    expect(payments).toEqual([{ amount_cents: order.total_cents, currency: order.currency.toLowerCase() }]);
    const winner = won.find((o) => o.orderId === order.id);
    expect(order.currency.toLowerCase()).toBe(winner?.currency);
    expect(Math.round((winner?.amount ?? 0) * 100)).toBe(order.total_cents);
    const mails = await db
      .selectFrom('mail_message')
      .select('kind')
      .where('order_id', '=', order.id)
      .where('recipient', '=', order.email)
      .execute();
    expect(mails, `order ${order.id}`).toHaveLength(1);
  }
  // No payment succeeded for an order that is not paid (none lost, none kept without its goods).
  const stray = await db
    .selectFrom('payment')
    .innerJoin('order', 'order.id', 'payment.order_id')
    .select('order.id')
    .where('payment.status', '=', 'succeeded')
    .where('order.status', '!=', 'paid')
    .execute();
  expect(stray).toEqual([]);
  return paidOrders;
}

describe(`${RACERS} buyers racing, half in CAD`, () => {
  it('for the last 3 units of M / black: 3 paid, 17 refused, the variant at 0 and its neighbour untouched', async () => {
    const tee = await admin.post('/api/products', {
      name: 'Last Three Tee',
      price: 40,
      stock: 0,
      sizes: ['M', 'L'],
      colors: ['black'],
      variants: [
        { size: 'M', color: 'black', stock: 3 },
        { size: 'L', color: 'black', stock: 50 },
      ],
    });
    expect(tee.statusCode, tee.body).toBe(201);
    const outcomes = await raceToPay(await buyers({ productId: tee.json().id, size: 'M', color: 'black' }));
    await audit(outcomes, 3, /RESERVED|OUT_OF_STOCK/);
    const stock = await db
      .selectFrom('inventory_item as i')
      .innerJoin('product_variant as v', 'v.id', 'i.variant_id')
      .select(['v.size', 'i.quantity'])
      .where('i.product_id', '=', tee.json().id)
      .orderBy('v.size')
      .execute();
    expect(stock).toEqual([
      { size: 'L', quantity: 50 },
      { size: 'M', quantity: 0 },
    ]);
  });

  it('for a code with 5 uses: 5 paid orders carry it, 5 uses counted, 15 refused', async () => {
    const tee = await admin.post('/api/products', {
      name: 'Plenty Tee',
      price: 40,
      stock: 100,
      sizes: ['M'],
      colors: ['black'],
    });
    expect(tee.statusCode, tee.body).toBe(201);
    const code = await admin.post('/api/discounts', { code: 'FIVE', type: 'fixed_amount', value: 5, usageLimit: 5 });
    expect(code.statusCode, code.body).toBe(201);
    const outcomes = await raceToPay(await buyers({ productId: tee.json().id, size: 'M', color: 'black' }, 'FIVE'));
    const paid = await audit(outcomes, 5, /DISCOUNT_REFUSED/);
    const withCode = await db
      .selectFrom('order')
      .select(['id', 'discount_cents', 'currency'])
      .where('discount_code', '=', 'FIVE')
      .where('status', '=', 'paid')
      .execute();
    expect(withCode.map((o) => o.id).sort()).toEqual(paid.map((o) => o.id).sort());
    // US$5.00 off, or its CAD amount at 1.38 (an amount, to the cent): CA$6.90.
    for (const o of withCode) expect(o.discount_cents).toBe(o.currency.toLowerCase() === 'cad' ? 690 : 500);
    expect(await db.selectFrom('discount_use').select('id').where('status', '=', 'used').execute()).toHaveLength(5);
  });

  it('for an original: one paid, 19 refused, the painting sold', async () => {
    const painting = await addPainting(db, { original: true });
    const outcomes = await raceToPay(await buyers({ productId: painting, item_type: 'painting' }));
    await audit(outcomes, 1, /RESERVED|PAINTING_SOLD|OUT_OF_STOCK/);
    const row = await db.selectFrom('painting').select('is_sold').where('id', '=', painting).executeTakeFirstOrThrow();
    expect(row.is_sold).toBe(1);
  });

  it('for the last 2 editions of a print: 2 paid, numbered 49 and 50 once each, 18 refused', async () => {
    const print = await addPainting(db, { original: false, limited: { count: 50, current: 48 } });
    const outcomes = await raceToPay(await buyers({ productId: print, item_type: 'painting' }));
    const paid = await audit(outcomes, 2, /RESERVED|PAINTING_SOLD|OUT_OF_STOCK/);
    const editions = await db
      .selectFrom('order_item')
      .select('edition_number')
      .where(
        'order_id',
        'in',
        paid.map((o) => o.id),
      )
      .orderBy('edition_number')
      .execute();
    expect(editions.map((e) => e.edition_number)).toEqual([49, 50]);
  });

  it('for one unit: one checkout holds it, the others are refused while it holds, and only its holder pays', async () => {
    const tee = await admin.post('/api/products', {
      name: 'Only One Tee',
      price: 40,
      stock: 1,
      sizes: ['M'],
      colors: ['black'],
    });
    expect(tee.statusCode, tee.body).toBe(201);
    const all = await buyers({ productId: tee.json().id, size: 'M', color: 'black' });
    const started = await Promise.all(all.map((b) => start(b)));
    expect(started.filter((s) => s.statusCode >= 500).map((s) => s.body)).toEqual([]);
    const holders = started.flatMap((s, i) => (s.statusCode === 200 ? [i] : []));
    expect(holders).toHaveLength(1);
    const holder = holders[0] ?? -1;
    // Every other buyer tries again at once, while the hold stands: still refused.
    const again = await Promise.all(all.filter((_, i) => i !== holder).map((b) => start(b)));
    expect(again.map((s) => s.statusCode)).toEqual(Array(RACERS - 1).fill(409));
    const paid = await all[holder]?.browser.post('/api/test-gateway/confirm', {
      clientSecret: started[holder]?.json().clientSecret,
      card: VISA,
    });
    expect(paid?.json().status).toBe('succeeded');
    const orders = await db.selectFrom('order').select(['status']).where('status', '=', 'paid').execute();
    expect(orders).toHaveLength(1);
    const item = await db
      .selectFrom('inventory_item')
      .select('quantity')
      .where('product_id', '=', tee.json().id)
      .executeTakeFirstOrThrow();
    expect(item.quantity).toBe(0);
  });
});
