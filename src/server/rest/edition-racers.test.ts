import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { setEditionSold } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';

/**
 * 30 guests racing over the documented REST checkout for the last 3 numbers of one print size (issue 43), on SQLite
 * and, under `npm run test:pg`, on PostgreSQL: each number is sold once, none is skipped, every other buyer is
 * refused with a clear 4xx (none charged and kept), and the other size's edition is untouched and still sells its
 * number 1.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const RACERS = 30;

async function guest(i: number, paintingId: number, size: string) {
  const browser = new TestBrowser(app, `10.43.0.${i + 1}`);
  const cartId = randomUUID();
  const added = await browser.post('/api/cart', {
    cartId,
    productId: paintingId,
    item_type: 'painting',
    size,
    quantity: 1,
  });
  return { browser, cartId, email: `collector${i}@example.com`, added };
}

async function buy({ browser, cartId, email }: { browser: TestBrowser; cartId: string; email: string }) {
  const started = await browser.post('/api/create-payment-intent', {
    cartId,
    shippingMethod: 'canada standard',
    shippingAddress: { ...ONTARIO_ADDRESS, email },
  });
  if (started.statusCode !== 200) return { status: started.statusCode, code: started.json().code as string };
  const { clientSecret, orderId } = started.json();
  const paid = await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
  return { status: paid.statusCode, code: paid.json().status as string, orderId: orderId as number };
}

describe(`${RACERS} collectors racing for the last 3 numbers of the 8×10`, () => {
  it('sells 48, 49 and 50 once each, refuses the rest, and leaves the 16×20 edition whole', async () => {
    const settings = await admin.put('/api/site-settings', { settings: { guestCheckout: true } });
    expect(settings.statusCode, settings.body).toBe(200);
    const created = await admin.post('/api/paintings', {
      title: 'Tide Line',
      price: 60,
      is_original: false,
      is_limited: true,
      available_sizes: [
        { width: 8, height: 10, unit: 'in', price: 60 },
        { width: 16, height: 20, unit: 'in', price: 140 },
      ],
      editions: [
        { width: 8, height: 10, unit: 'in', total: 50, proofs: 5 },
        { width: 16, height: 20, unit: 'in', total: 25, proofs: 2 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const print = created.json().id as number;
    // 47 of the 8×10 sold before the race.
    await setEditionSold(db, print, 8, 47);

    const racers = await Promise.all(Array.from({ length: RACERS }, (_, i) => guest(i, print, '8x10')));
    expect(racers.map((r) => r.added.statusCode)).toEqual(Array(RACERS).fill(201));
    const outcomes = await Promise.all(racers.map(buy));
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    const won = outcomes.filter((o) => o.code === 'succeeded');
    expect(won).toHaveLength(3);
    expect(outcomes.filter((o) => o.code !== 'succeeded').map((o) => o.status)).toEqual(Array(RACERS - 3).fill(409));

    const lines = await db
      .selectFrom('order_item as oi')
      .innerJoin('order as o', 'o.id', 'oi.order_id')
      .select(['oi.edition_number', 'oi.edition_total', 'oi.size'])
      .where('o.status', '=', 'paid')
      .orderBy('oi.edition_number')
      .execute();
    expect(lines).toEqual([48, 49, 50].map((n) => ({ edition_number: n, edition_total: 50, size: '8x10in' })));
    // No payment kept for an order that is not paid.
    const stray = await db
      .selectFrom('payment')
      .innerJoin('order', 'order.id', 'payment.order_id')
      .select('order.id')
      .where('payment.status', '=', 'succeeded')
      .where('order.status', '!=', 'paid')
      .execute();
    expect(stray).toEqual([]);

    const page = (await admin.get(`/api/paintings/${print}`)).json();
    expect(page.editions).toEqual([
      { width: 8, height: 10, unit: 'in', size: '8x10in', total: 50, sold: 50, proofs: 5, proofsSold: 0 },
      { width: 16, height: 20, unit: 'in', size: '16x20in', total: 25, sold: 0, proofs: 2, proofsSold: 0 },
    ]);
    // Older clients read the first size's edition on the painting.
    expect([page.limited_edition_count, page.current_edition_number]).toEqual([50, 50]);
    expect(page.in_stock).toBe(true);

    // The 8×10 is sold out: it cannot be carted; the 16×20 sells its number 1.
    const late = await guest(RACERS, print, '8x10');
    expect(late.added.statusCode, late.added.body).toBe(409);
    const large = await guest(RACERS + 1, print, '16x20');
    expect(large.added.statusCode, large.added.body).toBe(201);
    expect((await buy(large)).code).toBe('succeeded');
    const big = await db
      .selectFrom('order_item')
      .select(['edition_number', 'edition_total'])
      .where('size', '=', '16x20in')
      .executeTakeFirstOrThrow();
    expect(big).toEqual({ edition_number: 1, edition_total: 25 });
  });
});
