import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { type Address, buyOverApi, NEW_YORK, QUEBEC } from '../testing/buyers.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, type TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * The sales and tax report, the sales CSV and the dashboard against orders worked out by hand (issue 35, item 10).
 * The orders are real checkouts (test gateway) and real refunds through the admin API; every expected figure below
 * is written out in cents from the prices, rates and rules, never taken from the code under test.
 *
 * Acid Tee $45.00, Bleach Hoodie $80.00; code FALL10 takes 10 % off. Quebec: GST 5 % + QST 9.975 % on the
 * discounted merchandise, Canada Standard $12.95. New York: 4 % sales tax, US Standard $7.95.
 *
 * A (Quebec, FALL10), paid Nov 10: 2 tees 9000 − 900 = 8100; GST 405, QST 807.975 → 808: tax 1213; total 10608.
 *   Cancelled Nov 20: all of it back (8100 merchandise, 1295 shipping, 1213 tax: GST 405, QST 808).
 * B (New York), paid Nov 12: hoodie + tee 12500; tax 500; shipping 795; total 13795.
 *   Dec 3, the tee and the shipping back: 4500 merchandise, its tax 500 × 4500 / 12500 = 180, shipping 795: 5475.
 * C (Quebec, FALL10), paid Dec 5: 3 tees 13500 − 1350 = 12150; GST 607.5 → 608, QST 1211.9625 → 1212: tax 1820;
 *   total 12150 + 1295 + 1820 = 15265.
 *   Dec 6, one tee back: paid 4500 − 1350 / 3 = 4050 for it; its tax 1820 × 4050 / 12150 = 606.67 → 607
 *   (GST 607 × 608 / 1820 = 202.78 → 203, QST 404.22 → 404); 4657 in all.
 * A checkout never paid (Dec 5) is no sale.
 */
const clock = manualClock('2026-11-10T15:00:00.000Z');
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, clock: clock.now }, (shop) => ({ app, db, admin } = shop));

const at = (iso: string) => {
  const moved = Date.parse(iso) - clock.now().getTime();
  expect(moved, `the clock only moves forward (to ${iso})`).toBeGreaterThanOrEqual(0);
  clock.advance(moved);
};

/** A new customer who carts `lines` ([productId, quantity]), maybe applies `code`, checks out and pays. */
const buy = (lines: [number, number][], address: Address, method: string, options?: { code?: string; pay?: boolean }) =>
  buyOverApi(app, lines, address, method, options);

const itemOf = async (orderId: number, name: string) => {
  const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
  return order.items.find((i: { name: string }) => i.name === name).id as number;
};

/** Dollars as the API and the CSV write them, from hand-computed cents. */
const $ = (cents: number) => cents / 100;
const csv$ = (cents: number) => (cents / 100).toFixed(2);

it('reports each month and region to the cent: a cancellation, a refund with shipping and tax, a discount, Quebec and New York', async () => {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 50 });
  const hoodie = await addProduct(db, { name: 'Bleach Hoodie', priceCents: 8000, stock: 20 });
  expect((await admin.post('/api/discounts', { code: 'FALL10', type: 'percentage', value: 10 })).statusCode).toBe(201);

  const a = await buy([[tee, 2]], QUEBEC, 'ca-standard', { code: 'FALL10' });
  expect(a.total).toBe($(10608));
  at('2026-11-12T18:30:00.000Z');
  const b = await buy(
    [
      [hoodie, 1],
      [tee, 1],
    ],
    NEW_YORK,
    'us-standard',
  );
  expect(b.total).toBe($(13795));
  at('2026-11-20T09:00:00.000Z');
  const cancel = await admin.put(`/api/admin/orders/${a.orderId}/status`, { status: 'cancelled' });
  expect(cancel.statusCode, cancel.body).toBe(200);
  at('2026-12-03T11:00:00.000Z');
  const partial = await admin.post(`/api/admin/orders/${b.orderId}/refund`, {
    lines: [{ orderItemId: await itemOf(b.orderId, 'Acid Tee'), quantity: 1 }],
    shipping: true,
    reason: 'Arrived late and torn',
  });
  expect(partial.statusCode, partial.body).toBe(200);
  at('2026-12-05T20:00:00.000Z');
  const c = await buy([[tee, 3]], QUEBEC, 'ca-standard', { code: 'FALL10' });
  expect(c.total).toBe($(15265));
  await buy([[hoodie, 1]], NEW_YORK, 'us-standard', { pay: false });
  at('2026-12-06T10:00:00.000Z');
  const oneTee = await admin.post(`/api/admin/orders/${c.orderId}/refund`, {
    lines: [{ orderItemId: await itemOf(c.orderId, 'Acid Tee'), quantity: 1 }],
  });
  expect(oneTee.statusCode, oneTee.body).toBe(200);

  const res = await admin.get('/api/admin/reports/sales');
  expect(res.statusCode, res.body).toBe(200);
  const report = res.json();
  const quebecNov = {
    region: 'QC',
    orders: 1,
    gross: $(9000),
    discounts: $(900),
    refunds: $(8100),
    merchandiseRefunded: $(8100),
    net: 0,
    shipping: $(1295),
    shippingRefunded: $(1295),
    tax: $(1213),
    taxRefunded: $(1213),
    taxOwed: 0,
    taxByLine: { GST: 0, QST: 0 },
    giftCardsSold: 0,
    giftCardsRefunded: 0,
  };
  const newYorkNov = {
    region: 'NY',
    orders: 1,
    gross: $(12500),
    discounts: 0,
    refunds: 0,
    merchandiseRefunded: 0,
    net: $(12500),
    shipping: $(795),
    shippingRefunded: 0,
    tax: $(500),
    taxRefunded: 0,
    taxOwed: $(500),
    taxByLine: { 'Sales tax': $(500) },
    giftCardsSold: 0,
    giftCardsRefunded: 0,
  };
  const november = {
    month: '2026-11',
    orders: 2,
    gross: $(21500),
    discounts: $(900),
    refunds: $(8100),
    merchandiseRefunded: $(8100),
    net: $(12500),
    shipping: $(2090),
    shippingRefunded: $(1295),
    tax: $(1713),
    taxRefunded: $(1213),
    taxOwed: $(500),
    taxByRegion: { NY: $(500), QC: 0 },
    taxByLine: { GST: 0, QST: 0, 'Sales tax': $(500) },
    giftCardsSold: 0,
    giftCardsRefunded: 0,
    regions: [newYorkNov, quebecNov],
  };
  const newYorkDec = {
    region: 'NY',
    orders: 0,
    gross: 0,
    discounts: 0,
    refunds: $(4500),
    merchandiseRefunded: $(4500),
    net: $(-4500),
    shipping: 0,
    shippingRefunded: $(795),
    tax: 0,
    taxRefunded: $(180),
    taxOwed: $(-180),
    taxByLine: { 'Sales tax': $(-180) },
    giftCardsSold: 0,
    giftCardsRefunded: 0,
  };
  const quebecDec = {
    region: 'QC',
    orders: 1,
    gross: $(13500),
    discounts: $(1350),
    refunds: $(4050),
    merchandiseRefunded: $(4050),
    net: $(8100),
    shipping: $(1295),
    shippingRefunded: 0,
    tax: $(1820),
    taxRefunded: $(607),
    taxOwed: $(1213),
    taxByLine: { GST: $(608 - 203), QST: $(1212 - 404) },
    giftCardsSold: 0,
    giftCardsRefunded: 0,
  };
  const december = {
    month: '2026-12',
    orders: 1,
    gross: $(13500),
    discounts: $(1350),
    refunds: $(8550),
    merchandiseRefunded: $(8550),
    net: $(3600),
    shipping: $(1295),
    shippingRefunded: $(795),
    tax: $(1820),
    taxRefunded: $(787),
    taxOwed: $(1033),
    taxByRegion: { NY: $(-180), QC: $(1213) },
    taxByLine: { GST: $(405), QST: $(808), 'Sales tax': $(-180) },
    giftCardsSold: 0,
    giftCardsRefunded: 0,
    regions: [newYorkDec, quebecDec],
  };
  const totals = {
    orders: 3,
    gross: $(35000),
    discounts: $(2250),
    refunds: $(16650),
    merchandiseRefunded: $(16650),
    net: $(16100),
    shipping: $(3385),
    shippingRefunded: $(2090),
    tax: $(3533),
    taxRefunded: $(2000),
    taxOwed: $(1533),
    taxByRegion: { NY: $(320), QC: $(1213) },
    taxByLine: { GST: $(405), QST: $(808), 'Sales tax': $(320) },
    giftCardsSold: 0,
    giftCardsRefunded: 0,
  };
  expect(report.months).toEqual([november, december]);
  expect(report.totals).toMatchObject(totals);
  expect(report.totals.regions.map((r: { region: string; taxOwed: number }) => [r.region, r.taxOwed])).toEqual([
    ['NY', $(320)],
    ['QC', $(1213)],
  ]);

  // The owner's month is the sum of its orders: what they charged less what was given back in it, to the cent.
  const moneyIn = (m: typeof november) =>
    Math.round(m.net * 100) +
    Math.round(m.shipping * 100) -
    Math.round(m.shippingRefunded * 100) +
    Math.round(m.taxOwed * 100);
  expect(moneyIn(november)).toBe(10608 + 13795 - 10608);
  expect(moneyIn(december)).toBe(15265 - 5475 - 4657);

  // The CSV says the same, a row per month and region, then all regions, then the range.
  const file = await admin.get('/api/admin/exports/sales.csv');
  expect(file.statusCode).toBe(200);
  const rows = parse(file.body, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.map((r) => `${r.month} ${r.region}`)).toEqual([
    '2026-11 NY',
    '2026-11 QC',
    '2026-11 All',
    '2026-12 NY',
    '2026-12 QC',
    '2026-12 All',
    'Total NY',
    'Total QC',
    'Total All',
  ]);
  expect(rows[3]).toEqual({
    month: '2026-12',
    region: 'NY',
    orders: '0',
    gross: '0.00',
    discounts: '0.00',
    merchandise_refunded: csv$(4500),
    net: csv$(-4500),
    shipping: '0.00',
    shipping_refunded: csv$(795),
    tax: '0.00',
    tax_refunded: csv$(180),
    tax_owed: csv$(-180),
    gift_cards_sold: '0.00',
    gift_cards_refunded: '0.00',
    'GST owed': '0.00',
    'QST owed': '0.00',
    'Sales tax owed': csv$(-180),
  });
  expect(rows[1]).toMatchObject({ month: '2026-11', region: 'QC', net: '0.00', tax: csv$(1213), tax_owed: '0.00' });
  expect(rows.at(-1)).toEqual({
    month: 'Total',
    region: 'All',
    orders: '3',
    gross: csv$(35000),
    discounts: csv$(2250),
    merchandise_refunded: csv$(16650),
    net: csv$(16100),
    shipping: csv$(3385),
    shipping_refunded: csv$(2090),
    tax: csv$(3533),
    tax_refunded: csv$(2000),
    tax_owed: csv$(1533),
    gift_cards_sold: '0.00',
    gift_cards_refunded: '0.00',
    'GST owed': csv$(405),
    'QST owed': csv$(808),
    'Sales tax owed': csv$(320),
  });

  // The dashboard's figure is the same money, day by day: sales, tax and shipping included, refunds deducted.
  const dashboard = (await admin.get('/api/admin/dashboard')).json();
  const day = (date: string) => dashboard.days.find((d: { date: string }) => d.date === date);
  expect(day('2026-11-10')).toEqual({ date: '2026-11-10', revenue: $(10608), orders: 1, discounts: $(900) });
  expect(day('2026-11-12')).toEqual({ date: '2026-11-12', revenue: $(13795), orders: 1, discounts: 0 });
  expect(day('2026-11-20')).toEqual({ date: '2026-11-20', revenue: $(-10608), orders: 0, discounts: 0 });
  expect(day('2026-12-03')).toEqual({ date: '2026-12-03', revenue: $(-5475), orders: 0, discounts: 0 });
  expect(day('2026-12-05')).toEqual({ date: '2026-12-05', revenue: $(15265), orders: 1, discounts: $(1350) });
  expect(dashboard.totals.today).toEqual({ revenue: $(-4657), orders: 0, discounts: 0 });
  expect(dashboard.totals.month).toEqual({ revenue: $(18928), orders: 3, discounts: $(2250) });
  expect(dashboard.averageOrderValue).toBe($(6309)); // 18928 / 3 = 6309.33
  // Best sellers count the units kept: 6 tees sold, 2 cancelled, 2 given back; the hoodie kept.
  expect(dashboard.bestSellers.byUnits.map((s: { name: string; units: number }) => [s.name, s.units])).toEqual([
    ['Acid Tee', 2],
    ['Bleach Hoodie', 1],
  ]);

  // Each refund recorded what it gave back, which is what the report reads.
  const refunds = (id: number) => admin.get(`/api/admin/orders/${id}`).then((r) => r.json().refunds);
  expect(await refunds(a.orderId)).toMatchObject([
    { amount: $(10608), merchandise: $(8100), shipping: $(1295), tax: $(1213) },
  ]);
  expect(await refunds(b.orderId)).toMatchObject([
    { amount: $(5475), merchandise: $(4500), shipping: $(795), tax: $(180) },
  ]);
  expect(await refunds(c.orderId)).toMatchObject([{ amount: $(4657), merchandise: $(4050), shipping: 0, tax: $(607) }]);
});
