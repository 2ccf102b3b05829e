import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { buyOverApi, QUEBEC } from '../testing/buyers.js';
import { addProduct } from '../testing/fixtures.js';
import type { TestBrowser } from '../testing/helpers.js';
import { useTestApp } from '../testing/helpers.js';

/**
 * A partial refund's tax now that shipping is taxed (issue 37): each tax given back by the rule the order was taxed
 * by, the goods' share and the shipping's told apart. The shop is registered for GST/HST and QST; the Quebec order
 * is 2 Acid Tees ($45.00) shipped Canada Standard ($12.95), every figure by hand:
 *
 *   taxed 9000 + 1295 = 10295: GST 5 % = 514.75 → 515, QST 9.975 % = 1026.93 → 1027; total 11837.
 *   1 tee back:       GST 4500 × 5 % = 225,  QST 4500 × 9.975 % = 448.875 → 449; refund 4500 + 674 = 5174
 *                     (the old rule gave the goods all the tax: 1542 × 4500 / 9000 = 771, so 5271).
 *   shipping back:    GST 1295 × 5 % = 64.75 → 65, QST 1295 × 9.975 % = 129.18 → 129; refund 1295 + 194 = 1489
 *                     (the old rule gave no tax back with the shipping: 1295).
 *   the rest:         the other tee with its 225 + 449: 5174; every line back to 0.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const refundRows = (orderId: number) =>
  db
    .selectFrom('refund')
    .select(['amount_cents', 'merchandise_cents', 'shipping_cents', 'tax_cents', 'tax_lines'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

/** A refund row as recorded: goods, shipping, and its GST and QST (cents). */
const refunded = (goods: number, shipping: number, gst: number, qst: number) => ({
  amount_cents: goods + shipping + gst + qst,
  merchandise_cents: goods,
  shipping_cents: shipping,
  tax_cents: gst + qst,
  tax_lines: [
    { name: 'GST', amountCents: gst },
    { name: 'QST', amountCents: qst },
  ],
});
/** One tee: 4500 with GST 225 and QST 449, 5174 in all. */
const ONE_TEE = refunded(4500, 0, 225, 449);

describe('a partial refund of a Quebec order whose shipping was taxed', () => {
  it('gives back GST and QST on the goods and on the shipping by the order’s rule, to the cent', async () => {
    expect((await admin.put('/api/admin/tax/registrations', { jurisdictions: ['CA', 'CA-QC'] })).statusCode).toBe(200);
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 20 });
    const { orderId, total } = await buyOverApi(app, [[tee, 2]], QUEBEC, 'ca-standard');
    expect(total).toBe(118.37);
    const line = (await admin.get(`/api/admin/orders/${orderId}`)).json().items[0];

    const oneTee = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      lines: [{ orderItemId: line.id, quantity: 1 }],
      restock: false,
    });
    expect(oneTee.statusCode, oneTee.body).toBe(200);
    const shipping = await admin.post(`/api/admin/orders/${orderId}/refund`, { shipping: true });
    expect(shipping.statusCode, shipping.body).toBe(200);

    const rows = await refundRows(orderId);
    expect(rows.map((r) => ({ ...r, tax_lines: JSON.parse(r.tax_lines) }))).toEqual([
      ONE_TEE,
      // The shipping: 1295 with GST 65 and QST 129, 1489 in all.
      refunded(0, 1295, 65, 129),
    ]);

    // The mails say what the records gave back.
    const mails = await db
      .selectFrom('mail_message')
      .select('text')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'order_refunded')
      .orderBy('id')
      .execute();
    expect(mails).toHaveLength(2);
    // In French (a Quebec order, in US dollars): the amount and, of it, each tax by its French name.
    const texts = mails.map((m) => m.text.replace(/\s/g, ' '));
    expect(texts[0]).toContain('remboursé 51,74 $ US');
    expect(texts[0]).toContain('Dont taxes : TPS 2,25 $ US, TVQ 4,49 $ US');
    expect(texts[1]).toContain('remboursé 14,89 $ US');
    expect(texts[1]).toContain('Dont taxes : TPS 0,65 $ US, TVQ 1,29 $ US');

    // The report reads the records: tax owed is what is left, line by line.
    const report = (await admin.get('/api/admin/reports/sales')).json();
    expect(report.totals).toMatchObject({
      merchandiseRefunded: 45,
      shippingRefunded: 12.95,
      tax: 15.42,
      taxRefunded: 8.68,
      taxOwed: 6.74,
      taxByLine: { GST: 2.25, QST: 4.49 },
    });

    // The rest gives back exactly what was left of each tax.
    const rest = await admin.post(`/api/admin/orders/${orderId}/refund`, {});
    expect(rest.statusCode, rest.body).toBe(200);
    const last = (await refundRows(orderId))[2];
    expect(last && { ...last, tax_lines: JSON.parse(last.tax_lines) }).toEqual(ONE_TEE);
    const after = (await admin.get('/api/admin/reports/sales')).json();
    expect(after.totals).toMatchObject({ taxOwed: 0, taxByLine: { GST: 0, QST: 0 } });
  });
});
