import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { NEW_YORK, QUEBEC } from '../testing/buyers.js';
import { type FakeStripe, fakeStripeGateway, startFakeStripe } from '../testing/fake-stripe.js';
import { addProduct } from '../testing/fixtures.js';
import { signedInAdmin, TestBrowser, testConfig, testDb } from '../testing/helpers.js';

/**
 * Money in the shopper's currency (issue 37, item 3), through the documented REST calls, on the real Stripe SDK
 * against the fake Stripe. The owner charges USD and CAD at 1.38 CAD per USD, converted prices rounded up to .99,
 * and is registered for GST/HST and QST (shipping taxed). Every figure is worked out by hand:
 *
 *   Acid Tee    US$45.00, no CAD price: 45.00 × 1.38 = 62.10 → up to .99: CA$62.99
 *   Night Hoodie US$80.00, set CAD price: CA$99.00
 *   Canada Standard US$12.95 × 1.38 = 17.871 → 17.87 → CA$17.99
 *   TENOFF, US$10.00 off: × 1.38 = CA$13.80 (an amount: to the cent, not rounded up)
 *
 *   2 tees + 1 hoodie = 125.98 + 99.00 = CA$224.98; less 13.80 = 211.18; shipping 17.99; taxed 229.17:
 *   GST 5 % = 11.4585 → 11.46; QST 9.975 % = 22.8597 → 22.86; total 211.18 + 17.99 + 11.46 + 22.86 = CA$263.49,
 *   which at 1.38 is US$190.93 (19093.478 cents) in the base currency.
 */
let app: FastifyInstance;
let db: Db;
let stripe: FakeStripe;
let admin: TestBrowser;
let tee: number;
let hoodie: number;
let buyers = 0;

beforeEach(async () => {
  db = await testDb();
  stripe = await startFakeStripe();
  app = await buildApp({ db, config: testConfig(), logger: false, gateway: fakeStripeGateway(stripe) });
  ({ admin } = await signedInAdmin(app, db));
  tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 20, colors: ['black'], sizes: ['M'] });
  hoodie = await addProduct(db, { name: 'Night Hoodie', priceCents: 8000, stock: 20, colors: ['black'], sizes: ['M'] });
});

afterEach(async () => {
  await app.close();
  await db.destroy();
  await stripe.close();
});

async function setting(key: string, value: unknown) {
  const res = await admin.post('/api/site-settings', { key, value });
  expect(res.statusCode, res.body).toBe(200);
}

/** The owner turns CAD on, at 1.38 rounded up to .99, sets the hoodie's CAD price and the TENOFF code. */
async function chargeCad() {
  await setting('chargeCurrencies', ['USD', 'CAD']);
  await setting('cadRate', 1.38);
  await setting('cadRounding', '.99');
  const registered = await admin.put('/api/admin/tax/registrations', { jurisdictions: ['CA', 'CA-QC'] });
  expect(registered.statusCode, registered.body).toBe(200);
  const priced = await admin.put(`/api/products/${hoodie}`, { prices: { CAD: 99 } });
  expect(priced.statusCode, priced.body).toBe(200);
  const code = await admin.post('/api/discounts', { code: 'TENOFF', type: 'fixed_amount', value: 10 });
  expect(code.statusCode, code.body).toBe(201);
}

/** A new customer carts `lines` and starts a checkout to `address` (with `extra` in the call). */
async function startCheckout(
  lines: [number, number][],
  address: typeof QUEBEC,
  shippingMethod: string,
  extra: Record<string, unknown> = {},
) {
  const name = `cadbuyer${++buyers}`;
  const email = `${name}@example.com`;
  const browser = new TestBrowser(app, `10.37.3.${buyers}`);
  expect((await browser.post('/api/register', { username: name, email, password: 'secret1' })).statusCode).toBe(201);
  const cartId = randomUUID();
  for (const [productId, quantity] of lines) {
    const added = await browser.post('/api/cart', { cartId, productId, quantity, size: 'M', color: 'black' });
    expect(added.statusCode, added.body).toBe(201);
  }
  if (extra.code)
    expect((await browser.post(`/api/cart/${cartId}/discount`, { code: extra.code })).statusCode).toBe(200);
  const started = await browser.post('/api/create-payment-intent', {
    cartId,
    shippingMethod,
    shippingAddress: { ...address, email },
    ...(extra.currency ? { currency: extra.currency } : {}),
    ...(extra.amount ? { amount: extra.amount } : {}),
  });
  return { browser, cartId, started };
}

/** Stripe takes the card; the browser comes back to the checkout, which finalises the payment; the paid order. */
async function pay(browser: TestBrowser, cartId: string, paymentIntentId: string) {
  stripe.succeed(paymentIntentId);
  const back = await browser.get(`/trpc/checkout.pending?input=${encodeURIComponent(JSON.stringify({ cartId }))}`);
  const { orderId } = back.json().result.data;
  const order = await browser.get(`/api/orders/${orderId}`);
  expect(order.statusCode, order.body).toBe(200);
  return order.json();
}

const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];

const mailOf = async (orderId: number, kind: string) =>
  db
    .selectFrom('mail_message')
    .select(['text', 'subject'])
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();

describe('a Canadian checkout when the shop charges CAD', () => {
  it('is priced, charged, recorded, mailed and refunded in CAD, to the cent', async () => {
    await chargeCad();
    const settings = (await new TestBrowser(app).get('/api/site-settings')).json();
    expect(settings).toMatchObject({ currency: 'USD', chargeCurrencies: ['USD', 'CAD'], currencySymbol: '$' });

    const listed = (await new TestBrowser(app).get('/api/products')).json();
    const byName = (n: string) => listed.find((p: { name: string }) => p.name === n);
    expect(byName('Acid Tee')).toMatchObject({ price: 45, cadPrice: null, prices: { CAD: 62.99 } });
    expect(byName('Night Hoodie')).toMatchObject({ price: 80, cadPrice: 99, prices: { CAD: 99 } });

    const shipping = await new TestBrowser(app).post('/api/calculate-shipping', { country: 'CA' });
    expect(shipping.json().currency).toBe('cad');
    expect(shipping.json().shippingMethods[0]).toMatchObject({ name: 'Canada Standard', price: 17.99 });

    const { browser, cartId, started } = await startCheckout(
      [
        [tee, 2],
        [hoodie, 1],
      ],
      QUEBEC,
      'ca-standard',
      { code: 'TENOFF', amount: 263.49 },
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      currency: 'cad',
      amount: 263.49,
      subtotal: 224.98,
      discountTotal: 13.8,
      shipping: 17.99,
      tax: 34.32,
      total: 263.49,
    });
    const intent = stripe.intents.get(started.json().paymentIntentId);
    expect(intent).toMatchObject({ amount: 26349, currency: 'cad' });

    const order = await pay(browser, cartId, started.json().paymentIntentId);
    expect(order).toMatchObject({ status: 'paid', currency: 'cad', total: 263.49 });
    const row = await db
      .selectFrom('order')
      .select(['currency', 'total_cents', 'exchange_rate_micros', 'base_total_cents', 'tax_lines'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      currency: 'cad',
      total_cents: 26349,
      exchange_rate_micros: 1_380_000,
      base_total_cents: 19093,
    });
    expect(JSON.parse(row.tax_lines)).toEqual([
      { name: 'GST', ratePercent: 5, amountCents: 1146, goodsCents: 21118, shippingCents: 1799 },
      { name: 'QST', ratePercent: 9.975, amountCents: 2286, goodsCents: 21118, shippingCents: 1799 },
    ]);
    const payment = await db.selectFrom('payment').select(['currency', 'amount_cents']).executeTakeFirstOrThrow();
    expect(payment).toEqual({ currency: 'cad', amount_cents: 26349 });

    const confirmation = await mailOf(order.id, 'order_confirmation');
    // A Quebec address with no language chosen: the order, and so its mail, is in French (order-locale.ts).
    expect(confirmation.text).toContain('Total: 263,49\u00a0$');
    expect(confirmation.text).toContain('(TENOFF): -13,80\u00a0$');

    const refund = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: 50, reason: 'Damaged' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(stripe.refunds(started.json().paymentIntentId)).toMatchObject([{ amount: 5000, currency: 'cad' }]);
    // A Quebec order is French (its address chose it), and so is its refund mail, in its CAD amount.
    expect((await mailOf(order.id, 'order_refunded')).subject).toBe(
      `Remboursement de 50,00\u00a0$ pour la commande no ${order.id}`,
    );
    // More than is left of the order, in its currency, is refused and changes nothing.
    const tooMuch = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: 213.5 });
    expect(tooMuch.statusCode).toBe(409);
    expect(stripe.refunds(started.json().paymentIntentId)).toHaveLength(1);
  });

  it('charges the owner’s new CAD price at the next checkout', async () => {
    await chargeCad();
    await admin.put(`/api/products/${tee}`, { prices: { CAD: 59.5 } });
    // 59.50 + shipping 17.99 = 77.49; GST 3.8745 → 3.87, QST 7.7296 → 7.73: CA$89.09.
    const { started } = await startCheckout([[tee, 1]], QUEBEC, 'ca-standard');
    expect(started.json()).toMatchObject({ currency: 'cad', subtotal: 59.5, tax: 11.6, total: 89.09 });
    expect(stripe.intents.get(started.json().paymentIntentId)).toMatchObject({ amount: 8909, currency: 'cad' });
    // Cleared, the price is converted again: 62.99 + 17.99 = 80.98; GST 4.049 → 4.05, QST 8.0778 → 8.08.
    await admin.put(`/api/products/${tee}`, { prices: { CAD: null } });
    const again = await startCheckout([[tee, 1]], QUEBEC, 'ca-standard');
    expect(again.started.json()).toMatchObject({ subtotal: 62.99, total: 93.11 });
  });

  it('leaves a US checkout in USD, and a US shopper may choose CAD', async () => {
    await chargeCad();
    // Registered in Canada only: no New York tax. 45.00 + 7.95 = US$52.95, as before CAD was on.
    const us = await startCheckout([[tee, 1]], NEW_YORK, 'us-standard');
    expect(us.started.json()).toMatchObject({ currency: 'usd', subtotal: 45, shipping: 7.95, tax: 0, total: 52.95 });
    expect(stripe.intents.get(us.started.json().paymentIntentId)).toMatchObject({ amount: 5295, currency: 'usd' });
    const order = await pay(us.browser, us.cartId, us.started.json().paymentIntentId);
    expect(order).toMatchObject({ currency: 'usd', total: 52.95 });
    expect((await mailOf(order.id, 'order_confirmation')).text).toContain('Total: $52.95');
    // US Standard 7.95 × 1.38 = 10.971 → 10.97 → up to 10.99; 62.99 + 10.99 = CA$73.98.
    const inCad = await startCheckout([[tee, 1]], NEW_YORK, 'us-standard', { currency: 'cad' });
    expect(inCad.started.json()).toMatchObject({ currency: 'cad', subtotal: 62.99, shipping: 10.99, total: 73.98 });
  });
});

describe('the owner’s figures with orders in two currencies', () => {
  it('show each currency in its own money, and the base total at each order’s rate, to the cent', async () => {
    await chargeCad();
    const lines: [number, number][] = [
      [tee, 2],
      [hoodie, 1],
    ];
    const cad = await startCheckout(lines, QUEBEC, 'ca-standard', { code: 'TENOFF' });
    const cadOrder = await pay(cad.browser, cad.cartId, cad.started.json().paymentIntentId);
    const usd = await startCheckout([[tee, 1]], NEW_YORK, 'us-standard');
    const usdOrder = await pay(usd.browser, usd.cartId, usd.started.json().paymentIntentId);
    expect([cadOrder.total, usdOrder.total]).toEqual([263.49, 52.95]);
    expect((await admin.post(`/api/admin/orders/${cadOrder.id}/refund`, { amount: 50 })).statusCode).toBe(200);

    const report = (await admin.get('/api/admin/reports/sales')).json();
    const of = (currency: string) =>
      report.currencies.find((c: { currency: string }) => c.currency === currency).totals;
    expect(of('cad')).toMatchObject({ orders: 1, gross: 224.98, discounts: 13.8, shipping: 17.99, tax: 34.32 });
    expect(of('usd')).toMatchObject({ orders: 1, gross: 45, discounts: 0, shipping: 7.95, tax: 0 });
    expect(report.currency).toBe('usd');
    expect(report.totals).toEqual(of('usd'));
    // CA$263.49 at 1.38 = US$190.93; the CA$50.00 refund = 36.2319 → US$36.23; plus US$52.95: US$207.65.
    expect(report.baseTotal).toBe(207.65);

    const dashboard = (await admin.get('/api/admin/dashboard')).json();
    // In the base currency: the discount CA$13.80 at 1.38 is US$10.00.
    expect(dashboard.totals.today).toMatchObject({ orders: 2, revenue: 207.65, discounts: 10 });
    // The average: 20765 / 2 = 10382.5 → US$103.83.
    expect(dashboard.averageOrderValue).toBe(103.83);
    // Each currency in its own money: CA$263.49 less the CA$50.00 refund; US$52.95.
    expect(dashboard.currency).toBe('usd');
    // Every order was today: the 7 and 30 days say the same.
    const allDays = (period: object) => ({ today: period, week: period, month: period });
    expect(dashboard.currencies).toEqual([
      {
        currency: 'usd',
        totals: allDays({ orders: 1, revenue: 52.95, discounts: 0 }),
        averageOrderValue: 52.95,
      },
      {
        currency: 'cad',
        totals: allDays({ orders: 1, revenue: 213.49, discounts: 13.8 }),
        averageOrderValue: 213.49,
      },
    ]);

    // The exports: each order and line in its own currency, the orders' base total at their rate, and the refund
    // split. The CA$50.00 refund is goods with their tax: the tax on the goods left is GST 1146 × 21118 / 22917 =
    // 1056.04 → 1056 and QST 2286 × 21118 / 22917 = 2106.54 → 2107, so 3163; of 50.00: 5000 × 3163 / (21118 +
    // 3163) = 651.33 → CA$6.51 tax, no shipping.
    const orders = rowsOf((await admin.get('/api/admin/exports/orders.csv')).body);
    const cols = ['order', 'currency', 'total', 'refunded', 'refunded_shipping', 'refunded_tax', 'net', 'base_total'];
    expect(orders.map((o) => cols.map((c) => o[c]))).toEqual([
      [String(cadOrder.id), 'cad', '263.49', '50.00', '0.00', '6.51', '213.49', '190.93'],
      [String(usdOrder.id), 'usd', '52.95', '0.00', '0.00', '0.00', '52.95', '52.95'],
    ]);
    const lineRows = rowsOf((await admin.get('/api/admin/exports/order-lines.csv')).body);
    expect(lineRows.map((l) => [l.order, l.name, l.quantity, l.unit_price, l.line_total, l.currency])).toEqual([
      [String(cadOrder.id), 'Acid Tee', '2', '62.99', '125.98', 'cad'],
      [String(cadOrder.id), 'Night Hoodie', '1', '99.00', '99.00', 'cad'],
      [String(usdOrder.id), 'Acid Tee', '1', '45.00', '45.00', 'usd'],
    ]);
  });
});

describe('currencies the shop does not charge', () => {
  it('are refused with a 400 naming them, and change nothing', async () => {
    // CAD is off: a Canadian checkout stays in USD (today's shop), CAD asked for is refused.
    const usd = await startCheckout([[tee, 1]], QUEBEC, 'ca-standard');
    expect(usd.started.json()).toMatchObject({ currency: 'usd', subtotal: 45 });
    const cad = await startCheckout([[tee, 1]], QUEBEC, 'ca-standard', { currency: 'cad' });
    expect(cad.started.statusCode).toBe(400);
    expect(cad.started.json().message).toContain('CAD');
    const eur = await startCheckout([[tee, 1]], QUEBEC, 'ca-standard', { currency: 'eur' });
    expect(eur.started.statusCode).toBe(400);
    expect(eur.started.json().message).toContain('EUR');
    const quote = await new TestBrowser(app).post('/api/calculate-shipping', { country: 'CA', currency: 'cad' });
    expect(quote.statusCode).toBe(400);
    expect(stripe.intents.size).toBe(1);

    for (const [key, value] of [
      ['chargeCurrencies', ['USD', 'EUR']],
      ['currency', 'EUR'],
      ['cadRate', -1],
      ['cadRounding', '.49'],
      ['currencySymbol', '€'],
      ['currencySymbol', 'CA$'],
    ] as const) {
      const res = await admin.post('/api/site-settings', { key, value });
      expect({ key, value, status: res.statusCode }).toEqual({ key, value, status: 400 });
    }
    const bad = await admin.put(`/api/products/${tee}`, { prices: { EUR: 40 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('EUR');
    const settings = (await new TestBrowser(app).get('/api/site-settings')).json();
    expect(settings).toMatchObject({ currency: 'USD', chargeCurrencies: ['USD'], currencySymbol: '$' });
  });
});
