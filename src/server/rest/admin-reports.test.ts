import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addOrder, addProduct } from '../testing/fixtures.js';
import { type TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi, resetBuyers } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(resetBuyers);

const cents = (dollars: number) => Math.round(dollars * 100);

/** October: two fixture orders in Texas and Quebec (one refunded $7.35); this month: three real Ontario checkouts. */
async function monthsOfOrders() {
  const texas = await addOrder(db, {
    status: 'paid',
    paidAt: '2026-10-03T09:00:00.000Z',
    lines: [{ quantity: 3, unitCents: 1333 }],
  });
  await db
    .updateTable('order')
    .set({
      tax_cents: 250,
      total_cents: 3999 + 1000 + 250,
      tax_lines: '[{"name":"Sales tax","ratePercent":6.25,"amountCents":250}]',
    })
    .where('id', '=', texas)
    .execute();
  const quebec = await addOrder(db, {
    status: 'partially_refunded',
    paidAt: '2026-10-30T23:59:59.999Z',
    refundedCents: 735,
  });
  await db
    .updateTable('order')
    .set({
      state: 'QC',
      country: 'CA',
      tax_cents: 599,
      total_cents: 4000 + 1000 + 599,
      tax_lines:
        '[{"name":"GST","ratePercent":5,"amountCents":200},{"name":"QST","ratePercent":9.975,"amountCents":399}]',
    })
    .where('id', '=', quebec)
    .execute();
  await addOrder(db, { status: 'pending' }); // never paid: not a sale
  await addOrder(db, { status: 'failed', payment: 'cancelled' });
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4799, stock: 50 });
  for (let i = 0; i < 3; i++) await buyOverApi(app, [{ productId: tee, quantity: i + 1, size: 'M', color: 'black' }]);
}

describe('the sales and tax report', () => {
  it("adds up to the orders' own totals and their refunds' to the cent, by month, region and tax line", async () => {
    await monthsOfOrders();
    const res = await admin.get('/api/admin/reports/sales');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();

    const sold = await db.selectFrom('order').selectAll().where('status', 'not in', ['pending', 'failed']).execute();
    const refunds = await db.selectFrom('refund').selectAll().where('status', '=', 'succeeded').execute();
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const { totals } = report;
    expect(totals.orders).toBe(5);
    expect(cents(totals.gross)).toBe(sum(sold.map((o) => o.subtotal_cents)));
    expect(cents(totals.shipping)).toBe(sum(sold.map((o) => o.shipping_cents)));
    expect(cents(totals.tax)).toBe(sum(sold.map((o) => o.tax_cents)));
    expect(cents(totals.gross) + cents(totals.shipping) + cents(totals.tax) - cents(totals.discounts)).toBe(
      sum(sold.map((o) => o.total_cents)),
    );
    // The refund gave back merchandise and its tax (no shipping): each part as recorded, adding up to its amount.
    expect(cents(totals.refunds)).toBe(sum(refunds.map((r) => r.merchandise_cents)));
    expect(totals.merchandiseRefunded).toBe(totals.refunds);
    expect(cents(totals.taxRefunded)).toBe(sum(refunds.map((r) => r.tax_cents)));
    expect(totals.shippingRefunded).toBe(0);
    expect(cents(totals.refunds) + cents(totals.taxRefunded)).toBe(735);
    expect(cents(totals.net)).toBe(cents(totals.gross) - cents(totals.refunds));
    expect(cents(totals.taxOwed)).toBe(cents(totals.tax) - cents(totals.taxRefunded));
    expect(totals.discounts).toBe(0);

    const ontarioTax = sum(sold.filter((o) => o.state === 'ON').map((o) => o.tax_cents));
    expect(ontarioTax).toBeGreaterThan(0);
    const quebecOwed = 599 - sum(refunds.map((r) => r.tax_cents));
    expect(totals.taxByRegion).toEqual({ ON: ontarioTax / 100, QC: quebecOwed / 100, TX: 2.5 });
    expect(cents(totals.taxByLine.GST) + cents(totals.taxByLine.QST)).toBe(quebecOwed);
    expect(totals.taxByLine).toMatchObject({ HST: ontarioTax / 100, 'Sales tax': 2.5 });
    expect(totals.regions.map((r: { region: string }) => r.region)).toEqual(['ON', 'QC', 'TX']);

    const [october, ...later] = report.months;
    expect(october).toMatchObject({
      month: '2026-10',
      orders: 2,
      gross: 79.99,
      shipping: 20,
      tax: 8.49,
      taxOwed: (849 - (599 - quebecOwed)) / 100,
      taxByRegion: { QC: quebecOwed / 100, TX: 2.5 },
    });
    expect(cents(october.refunds) + cents(october.taxRefunded)).toBe(735);
    expect(sum(later.map((m: { orders: number }) => m.orders))).toBe(3);

    // The CSV the owner hands over says the same, and the orders export adds up to it.
    const csv = await admin.get('/api/admin/exports/sales.csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sales.csv"');
    const rows = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.at(-1)).toMatchObject({
      month: 'Total',
      region: 'All',
      orders: '5',
      gross: totals.gross.toFixed(2),
      merchandise_refunded: totals.refunds.toFixed(2),
      tax: totals.tax.toFixed(2),
      tax_owed: totals.taxOwed.toFixed(2),
      'GST owed': totals.taxByLine.GST.toFixed(2),
    });
    expect(rows.find((r) => r.month === 'Total' && r.region === 'QC')).toMatchObject({
      orders: '1',
      tax_owed: (quebecOwed / 100).toFixed(2),
    });
    const orders = parse((await admin.get('/api/admin/exports/orders.csv')).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(sum(orders.map((o) => cents(Number(o.total))))).toBe(sum(sold.map((o) => o.total_cents)));
    expect(sum(orders.map((o) => cents(Number(o.refunded))))).toBe(
      cents(totals.refunds) + cents(totals.shippingRefunded) + cents(totals.taxRefunded),
    );
  });

  it('keeps to the range: one month, both ends included', async () => {
    await monthsOfOrders();
    const october = (await admin.get('/api/admin/reports/sales?from=2026-10-01&to=2026-10-30')).json();
    expect(october.months.map((m: { month: string }) => m.month)).toEqual(['2026-10']);
    expect(october.totals).toMatchObject({ orders: 2, gross: 79.99 });
    const first = (await admin.get('/api/admin/reports/sales?from=2026-10-01&to=2026-10-29')).json();
    expect(first.totals).toMatchObject({ orders: 1, gross: 39.99, taxByRegion: { TX: 2.5 } });
    const none = (await admin.get('/api/admin/reports/sales?from=2020-01-01&to=2020-12-31')).json();
    expect(none).toMatchObject({ months: [], totals: { orders: 0, gross: 0, net: 0, taxByRegion: {} } });
  });
});
