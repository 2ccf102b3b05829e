import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { type Address, buyOverApi, NEW_YORK, QUEBEC } from '../testing/buyers.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * Tax only where the shop is registered (issue 37), through the documented REST calls. Every expected figure is
 * worked out by hand from the table's rates: Quebec GST 5 % + QST 9.975 %, Ontario HST 13 %, BC GST 5 % + PST 7 %,
 * New York 4 %; Canada Standard $12.95, US Standard $7.95; Acid Tee $45.00 (clothing).
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const $ = (cents: number) => cents / 100;

/** A new customer's checkout (unpaid): its answer and its order's tax as stored. */
async function checkout(lines: [number, number][], address: Address, shippingMethod: string) {
  const answer = await buyOverApi(app, lines, address, shippingMethod, { pay: false });
  const order = await db
    .selectFrom('order')
    .select(['tax_cents', 'tax_lines', 'total_cents'])
    .where('id', '=', answer.orderId)
    .executeTakeFirstOrThrow();
  // The lines as charged (each also keeps what it taxed, for refunds: rest/refund-tax-split.test.ts).
  const taxLines = JSON.parse(order.tax_lines).map(({ name, ratePercent, amountCents }: Record<string, unknown>) => ({
    name,
    ratePercent,
    amountCents,
  }));
  return { answer, taxCents: order.tax_cents, taxLines, totalCents: order.total_cents };
}

const calculateTax = async (subtotal: number, country: string, state: string) => {
  const res = await new TestBrowser(app).post('/api/calculate-tax', { subtotal, country, state });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const register = async (body: object) => {
  const res = await admin.put('/api/admin/tax/registrations', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a shop that has not chosen where it collects', () => {
  it('answers calculate-tax and prices a checkout as before: every jurisdiction of the table, on the goods only', async () => {
    expect((await admin.get('/api/admin/tax/registrations')).json()).toEqual({
      jurisdictions: null,
      shippingTaxable: {},
      exemptions: {},
    });
    // The figures of shared/tax.test.ts and rest/checkout.test.ts, unchanged.
    expect(await calculateTax(99.99, 'CA', 'QC')).toEqual({
      taxRate: 0.14975,
      taxAmount: 14.97,
      lines: [
        { name: 'GST', ratePercent: 5, amountCents: 500 },
        { name: 'QST', ratePercent: 9.975, amountCents: 997 },
      ],
    });
    expect(await calculateTax(100, 'CA', 'ON')).toMatchObject({ taxRate: 0.13, taxAmount: 13 });
    expect(await calculateTax(100, 'US', 'NY')).toMatchObject({ taxRate: 0.04, taxAmount: 4 });
    expect(await calculateTax(100, 'US', 'OR')).toEqual({ taxRate: 0, taxAmount: 0, lines: [] });

    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 20 });
    // 2 tees 9000: GST 450, QST 897.75 → 898; the shipping 1295 untaxed; 9000 + 1295 + 1348.
    const quebec = await checkout([[tee, 2]], QUEBEC, 'ca-standard');
    expect(quebec.taxLines).toEqual([
      { name: 'GST', ratePercent: 5, amountCents: 450 },
      { name: 'QST', ratePercent: 9.975, amountCents: 898 },
    ]);
    expect(quebec.answer).toMatchObject({ tax: $(1348), total: $(11643) });
  });
});

describe('a shop registered for GST/HST and QST', () => {
  it('charges a Quebec order GST 5 % and QST 9.975 % on the goods and the shipping, and records both lines', async () => {
    expect(await register({ jurisdictions: ['CA', 'ca-qc'] })).toEqual({
      jurisdictions: ['CA', 'CA-QC'],
      shippingTaxable: {},
      exemptions: {},
    });
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 20 });
    // 9000 + 1295 = 10295: GST 514.75 → 515, QST 1026.92625 → 1027; total 9000 + 1295 + 1542 = 11837.
    const quebec = await checkout([[tee, 2]], QUEBEC, 'ca-standard');
    expect(quebec.taxLines).toEqual([
      { name: 'GST', ratePercent: 5, amountCents: 515 },
      { name: 'QST', ratePercent: 9.975, amountCents: 1027 },
    ]);
    expect([quebec.taxCents, quebec.totalCents]).toEqual([1542, 11837]);
    expect(quebec.answer).toMatchObject({ subtotal: $(9000), shipping: $(1295), tax: $(1542), total: $(11837) });

    // Ontario: HST is federal (CA): 13 % of 4500 + 1295 = 753.35 → 753.
    const ontario = await checkout(
      [[tee, 1]],
      { ...QUEBEC, city: 'Toronto', state: 'ON', postalCode: 'M5V 2T6' },
      'ca-standard',
    );
    expect(ontario.taxLines).toEqual([{ name: 'HST', ratePercent: 13, amountCents: 753 }]);
    // BC without CA-BC: GST only (5 % of 5795 = 289.75 → 290), no PST.
    expect(await calculateTax(100, 'CA', 'BC')).toEqual({
      taxRate: 0.05,
      taxAmount: 5,
      lines: [{ name: 'GST', ratePercent: 5, amountCents: 500 }],
    });
    const bc = await checkout(
      [[tee, 1]],
      { ...QUEBEC, city: 'Vancouver', state: 'BC', postalCode: 'V6B 1A1' },
      'ca-standard',
    );
    expect(bc.taxLines).toEqual([{ name: 'GST', ratePercent: 5, amountCents: 290 }]);
    // Not registered in any US state: New York pays no tax.
    expect(await calculateTax(100, 'US', 'NY')).toEqual({ taxRate: 0, taxAmount: 0, lines: [] });
  });

  it('taxes New York only once registered there, and its shipping only when the owner says so', async () => {
    await register({ jurisdictions: ['CA', 'CA-QC'] });
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 20 });
    const untaxed = await checkout([[tee, 1]], NEW_YORK, 'us-standard');
    expect([untaxed.taxCents, untaxed.totalCents, untaxed.taxLines]).toEqual([0, 5295, []]);

    await register({ jurisdictions: ['CA', 'CA-QC', 'US-NY'] });
    // 4 % of the tee only: 180; 4500 + 795 + 180.
    const goodsOnly = await checkout([[tee, 1]], NEW_YORK, 'us-standard');
    expect(goodsOnly.taxLines).toEqual([{ name: 'Sales tax', ratePercent: 4, amountCents: 180 }]);
    expect(goodsOnly.totalCents).toBe(5475);

    expect(
      (await register({ jurisdictions: ['CA', 'CA-QC', 'US-NY'], shippingTaxable: { 'US-NY': true } })).shippingTaxable,
    ).toEqual({ 'US-NY': true });
    // 4 % of 4500 + 795 = 211.8 → 212; 4500 + 795 + 212.
    const withShipping = await checkout([[tee, 1]], NEW_YORK, 'us-standard');
    expect(withShipping.taxLines).toEqual([{ name: 'Sales tax', ratePercent: 4, amountCents: 212 }]);
    expect(withShipping.totalCents).toBe(5507);
  });

  it('exempts the categories a jurisdiction exempts, and never taxes a gift card', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 20 });
    const canvas = await addProduct(db, { name: 'Canvas Print', priceCents: 6000, stock: 20 });
    const card = await addProduct(db, { name: 'Gift Card', priceCents: 5000, stock: 20 });
    expect((await admin.put(`/api/products/${canvas}`, { taxCategory: 'art' })).statusCode).toBe(200);
    const asCard = await admin.put(`/api/products/${card}`, { taxCategory: 'gift_card' });
    expect(asCard.json().taxCategory).toBe('gift_card');
    expect((await admin.put(`/api/products/${card}`, { taxCategory: 'food' })).statusCode).toBe(400);
    expect((await admin.get(`/api/products/${card}`)).json().taxCategory).toBe('gift_card');

    await register({ jurisdictions: ['US-NY'], exemptions: { 'US-NY': ['clothing'] } });
    // Only the canvas is taxed: 4 % of 6000 = 240; 4500 + 6000 + 5000 + 795 + 240.
    const mixed = await checkout(
      [
        [tee, 1],
        [canvas, 1],
        [card, 1],
      ],
      NEW_YORK,
      'us-standard',
    );
    expect(mixed.taxLines).toEqual([{ name: 'Sales tax', ratePercent: 4, amountCents: 240 }]);
    expect(mixed.totalCents).toBe(16535);
    // Clothing alone: no tax line at all.
    const clothing = await checkout([[tee, 2]], NEW_YORK, 'us-standard');
    expect([clothing.taxCents, clothing.taxLines]).toEqual([0, []]);
    // A gift card in Quebec (registered there too): GST and QST on nothing, not even the shipping.
    await register({ jurisdictions: ['CA', 'CA-QC', 'US-NY'] });
    const giftOnly = await checkout([[card, 1]], QUEBEC, 'ca-standard');
    expect([giftOnly.taxCents, giftOnly.totalCents]).toEqual([0, 6295]);
  });
});

describe('the registrations call', () => {
  it('refuses bad input with 400 naming it, and writes nothing', async () => {
    await register({ jurisdictions: ['CA'], shippingTaxable: { 'US-NY': true } });
    const audit = async () =>
      (
        await db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const entries = await audit();
    const refusals: [object, string][] = [
      [{ jurisdictions: ['CA', 'US-ZZ'] }, 'US-ZZ'],
      [{ jurisdictions: ['CA-ON'] }, 'CA-ON'],
      [{ jurisdictions: ['CA'], shippingTaxable: { 'CA-QC': true } }, 'CA-QC'],
      [{ jurisdictions: ['CA'], shippingTaxable: { Narnia: true } }, 'Narnia'],
      [{ jurisdictions: ['CA'], exemptions: { 'US-NY': ['food'] } }, ''],
      [{ jurisdictions: ['CA'], exemptions: { 'US-XX': ['clothing'] } }, 'US-XX'],
      [{ jurisdictions: 'CA' }, 'jurisdictions'],
      [{}, ''],
    ];
    for (const [body, named] of refusals) {
      const res = await admin.put('/api/admin/tax/registrations', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(named);
      expect(res.body).not.toMatch(/stack|at .*\.ts/);
    }
    const bySettings = await admin.put('/api/site-settings', { settings: { taxRegistrations: ['US-NY', 'NOPE'] } });
    expect(bySettings.statusCode).toBe(400);
    expect(bySettings.body).toContain('NOPE');
    expect((await admin.get('/api/admin/tax/registrations')).json()).toEqual({
      jurisdictions: ['CA'],
      shippingTaxable: { 'US-NY': true },
      exemptions: {},
    });
    expect(await audit()).toBe(entries);
  });

  it('is the admin’s alone, and a saved choice is in the audit log', async () => {
    const anonymous = new TestBrowser(app);
    const customer = new TestBrowser(app);
    expect(
      (await customer.post('/api/register', { username: 'nosy', email: 'nosy@example.com', password: 'secret1' }))
        .statusCode,
    ).toBe(201);
    for (const browser of [anonymous, customer]) {
      const expected = browser === anonymous ? 401 : 403;
      expect((await browser.get('/api/admin/tax/registrations')).statusCode).toBe(expected);
      expect((await browser.put('/api/admin/tax/registrations', { jurisdictions: ['CA'] })).statusCode).toBe(expected);
      expect((await browser.get('/api/admin/reports/nexus')).statusCode).toBe(expected);
    }
    expect((await admin.get('/api/admin/tax/registrations')).json().jurisdictions).toBeNull();
    await register({ jurisdictions: ['CA'] });
    const entry = await db.selectFrom('audit_log').select(['action']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.action).toBe('admin.tax.setRegistrations');
    // The public settings never carry the owner's tax choices.
    const publicSettings = (await anonymous.get('/api/site-settings')).json();
    expect(publicSettings).not.toHaveProperty('taxRegistrations');
    expect(publicSettings).not.toHaveProperty('nexusThresholds');
    expect(publicSettings).toHaveProperty('dutiesNotice');
  });
});
