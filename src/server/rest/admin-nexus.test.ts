import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { buyOverApi, NEW_YORK, QUEBEC } from '../testing/buyers.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, type TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * The economic-nexus monitor (issue 37, item 5) against orders worked out by hand: sales are the merchandise after
 * discounts plus shipping, before tax, less what refunds gave back of both (in the window they were made);
 * transactions count sales. The window is the 12 months before now (2026-11-10). Acid Tee $45.00, Bleach Hoodie
 * $80.00; US Standard $7.95, Canada Standard $12.95 (the shop has not chosen registrations: goods are taxed, and the
 * tax is never counted).
 *
 * a 2025-10-01 NY, 2 tees: before the window. 2026-02-01 one tee back (no shipping): −4500 for New York.
 * b 2026-01-15 NY, 2 tees: 9000 + 795 = +9795. 2026-10-01 one tee back with the shipping: −(4500 + 795) = −5295.
 * c 2026-03-01 NY, hoodie + tee: 12500 + 795 = +13295.
 * d 2026-06-01 QC, 3 tees: 13500 + 1295 = +14795 (Canada).
 * e 2026-09-01 ON, hoodie: 8000 + 1295 = +9295 (Canada).
 * f 2026-10-05 NY, a checkout never paid: nothing.
 * New York: 9795 + 13295 − 4500 − 5295 = 13295 ($132.95), 2 transactions. Canada: 14795 + 9295 = 24090 ($240.90), 2.
 */
const clock = manualClock('2025-10-01T12:00:00.000Z');
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, clock: clock.now }, (shop) => ({ app, db, admin } = shop));

const at = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());
const ONTARIO = { ...QUEBEC, city: 'Toronto', state: 'ON', postalCode: 'M5V 2T6' };

async function refundOneTee(orderId: number, shipping: boolean) {
  const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
  const tee = order.items.find((i: { name: string }) => i.name === 'Acid Tee').id;
  const res = await admin.post(`/api/admin/orders/${orderId}/refund`, {
    lines: [{ orderItemId: tee, quantity: 1 }],
    shipping,
    reason: 'Damaged',
  });
  expect(res.statusCode, res.body).toBe(200);
}

it('sums each region’s sales and transactions over the last 12 months, refunds deducted, against its threshold', async () => {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 50 });
  const hoodie = await addProduct(db, { name: 'Bleach Hoodie', priceCents: 8000, stock: 20 });
  const a = await buyOverApi(app, [[tee, 2]], NEW_YORK, 'us-standard');
  at('2026-01-15T12:00:00.000Z');
  const b = await buyOverApi(app, [[tee, 2]], NEW_YORK, 'us-standard');
  at('2026-02-01T12:00:00.000Z');
  await refundOneTee(a.orderId, false);
  at('2026-03-01T12:00:00.000Z');
  await buyOverApi(
    app,
    [
      [hoodie, 1],
      [tee, 1],
    ],
    NEW_YORK,
    'us-standard',
  );
  at('2026-06-01T12:00:00.000Z');
  await buyOverApi(app, [[tee, 3]], QUEBEC, 'ca-standard');
  at('2026-09-01T12:00:00.000Z');
  await buyOverApi(app, [[hoodie, 1]], ONTARIO, 'ca-standard');
  at('2026-10-01T12:00:00.000Z');
  await refundOneTee(b.orderId, true);
  at('2026-10-05T12:00:00.000Z');
  await buyOverApi(app, [[hoodie, 1]], NEW_YORK, 'us-standard', { pay: false });
  at('2026-11-10T12:00:00.000Z');

  // The seeded table: New York $500,000 or 100 transactions, Canada's small supplier $30,000.
  const seeded = (await admin.get('/api/admin/reports/nexus')).json();
  expect(seeded.find((r: { region: string }) => r.region === 'US-NY')).toEqual({
    region: 'US-NY',
    sales: 132.95,
    transactions: 2,
    threshold: { sales: 500_000, transactions: 100 },
    status: 'ok',
  });
  expect(seeded.find((r: { region: string }) => r.region === 'CA')).toMatchObject({ sales: 240.9, status: 'ok' });
  expect(seeded.find((r: { region: string }) => r.region === 'US-CA').threshold).toEqual({
    sales: 500_000,
    transactions: null,
  });

  // The owner's own table: New York over by its transactions (2 of 2), Canada near by its sales (240.90 of 300:
  // 80.3 %), Texas with nothing sold.
  const thresholds = {
    'US-NY': { sales: 1000, transactions: 2 },
    CA: { sales: 300, transactions: null },
    'US-TX': { sales: 100_000, transactions: 200 },
  };
  const saved = await admin.put('/api/site-settings', { settings: { nexusThresholds: thresholds } });
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await admin.get('/api/admin/reports/nexus');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual([
    { region: 'CA', sales: 240.9, transactions: 2, threshold: thresholds.CA, status: 'near' },
    { region: 'US-NY', sales: 132.95, transactions: 2, threshold: thresholds['US-NY'], status: 'over' },
    { region: 'US-TX', sales: 0, transactions: 0, threshold: thresholds['US-TX'], status: 'ok' },
  ]);

  // A bad table is refused by name and changes nothing.
  for (const bad of [{ 'US-ZZ': { sales: 1, transactions: null } }, { CA: { sales: -1, transactions: null } }]) {
    const refused = await admin.put('/api/site-settings', { settings: { nexusThresholds: bad } });
    expect(refused.statusCode, refused.body).toBe(400);
  }
  expect((await admin.get('/api/admin/reports/nexus')).json().map((r: { region: string }) => r.region)).toEqual([
    'CA',
    'US-NY',
    'US-TX',
  ]);
});
