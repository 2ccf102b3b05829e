import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../shared/money.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, type TestShop, useTestApp } from '../testing/helpers.js';

/**
 * Every amount a CAD shopper is shown of a cart is in CAD (issue 37): the checkout quote's lines, its discount and
 * its totals, and the cart drawer's totals (`GET /api/cart/{cartId}/totals?currency=cad`), priced by the server.
 * The owner charges USD and CAD at 1.38 CAD per USD, converted prices rounded up to .99, registered for GST/HST and
 * QST. Worked out by hand:
 *
 *   Acid Tee     US$45.00, no CAD price: 45.00 × 1.38 = 62.10 → CA$62.99; × 2 = CA$125.98
 *   Night Hoodie US$80.00, set CAD price: CA$99.00
 *   subtotal CA$224.98; TENOFF US$10.00 off × 1.38 = CA$13.80 (an amount, to the cent): CA$211.18
 *   Canada Standard US$12.95 × 1.38 = 17.871 → CA$17.99; taxed 229.17: GST 5 % 11.4585 → 11.46,
 *   QST 9.975 % 22.8597 → 22.86: tax CA$34.32; total 211.18 + 17.99 + 34.32 = CA$263.49.
 *
 * In USD the same cart is 170.00 less 10.00: any base figure among them fails the test.
 */
let shop: TestShop & { admin: TestBrowser };
useTestApp({ admin: true }, (s) => {
  shop = s;
});

async function chargeCadWithTenOff(): Promise<{ tee: number; hoodie: number }> {
  const { admin, db } = shop;
  const saved = await admin.put('/api/site-settings', {
    settings: { chargeCurrencies: ['USD', 'CAD'], cadRate: 1.38, cadRounding: '.99' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const registered = await admin.put('/api/admin/tax/registrations', { jurisdictions: ['CA', 'CA-QC'] });
  expect(registered.statusCode, registered.body).toBe(200);
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 20, colors: ['black'], sizes: ['M'] });
  const hoodie = await addProduct(db, {
    name: 'Night Hoodie',
    priceCents: 8000,
    stock: 20,
    colors: ['black'],
    sizes: ['M'],
  });
  expect((await admin.put(`/api/products/${hoodie}`, { prices: { CAD: 99 } })).statusCode).toBe(200);
  const code = await admin.post('/api/discounts', { code: 'TENOFF', type: 'fixed_amount', value: 10 });
  expect(code.statusCode, code.body).toBe(201);
  return { tee, hoodie };
}

/** A visitor's cart of 2 tees and a hoodie with TENOFF entered, in CAD. */
async function cadCart() {
  const { tee, hoodie } = await chargeCadWithTenOff();
  const browser = new TestBrowser(shop.app, '10.37.11.1');
  const cartId = randomUUID();
  for (const [productId, quantity] of [
    [tee, 2],
    [hoodie, 1],
  ] as const) {
    const added = await browser.post('/api/cart', { cartId, productId, quantity, size: 'M', color: 'black' });
    expect(added.statusCode, added.body).toBe(201);
  }
  const applied = await browser.post(`/api/cart/${cartId}/discount`, { code: 'TENOFF', currency: 'cad' });
  expect(applied.statusCode, applied.body).toBe(200);
  expect(applied.json()).toMatchObject({ code: 'TENOFF', amountOff: 13.8 });
  return { browser, cartId };
}

/** The cart's lines, subtotal and discount in CAD, the same in the quote and in the cart's totals. */
const CAD_MERCHANDISE = {
  lines: [
    { quantity: 2, unitPrice: 62.99, lineTotal: 125.98 },
    { quantity: 1, unitPrice: 99, lineTotal: 99 },
  ],
  subtotal: 224.98,
  discount: { code: 'TENOFF', amountOff: 13.8 },
  discountTotal: 13.8,
};

const cents = (dollars: number[]) => dollars.reduce((sum, d) => sum + toCents(d), 0);

describe('a CAD cart', () => {
  it('is quoted line by line in CAD, the lines, discount, shipping and tax adding up to the total to the cent', async () => {
    const { browser, cartId } = await cadCart();
    const input = { cartId, shippingMethodId: 'ca-standard', country: 'CA', state: 'QC', currency: 'cad' };
    const res = await browser.get(`/trpc/checkout.quote?input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json().result.data;
    expect(quote).toMatchObject({
      currency: 'cad',
      ...CAD_MERCHANDISE,
      shipping: 17.99,
      tax: 34.32,
      total: 263.49,
    });
    const cart = (await browser.get(`/api/cart/${cartId}`)).json();
    expect(quote.lines.map((l: { id: number }) => l.id)).toEqual(cart.map((l: { id: number }) => l.id));
    const lineCents = cents(quote.lines.map((l: { lineTotal: number }) => l.lineTotal));
    expect(lineCents).toBe(toCents(quote.subtotal));
    expect(lineCents - toCents(quote.discountTotal) + toCents(quote.shipping) + toCents(quote.tax)).toBe(26349);
  });

  it('answers the cart drawer’s totals and discount line in CAD, and in the base without a currency', async () => {
    const { browser, cartId } = await cadCart();
    const cad = await browser.get(`/api/cart/${cartId}/totals?currency=cad`);
    expect(cad.statusCode, cad.body).toBe(200);
    expect(cad.json()).toMatchObject({
      currency: 'cad',
      ...CAD_MERCHANDISE,
      total: 211.18,
      notice: null,
    });
    const usd = await browser.get(`/api/cart/${cartId}/totals`);
    expect(usd.json()).toMatchObject({
      currency: 'usd',
      lines: [{ lineTotal: 90 }, { lineTotal: 80 }],
      subtotal: 170,
      discountTotal: 10,
      total: 160,
    });
  });

  it('answers a CAD-based shop’s cart drawer in USD at the checkout’s USD prices, not the CAD ones', async () => {
    const saved = await shop.admin.put('/api/site-settings', {
      settings: { currency: 'CAD', currencySymbol: 'CA$', chargeCurrencies: ['CAD', 'USD'], cadRate: 1.25 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // CA$62.50 at 1.25 CAD per USD: US$50.00.
    const tee = await addProduct(shop.db, {
      name: 'Maple Tee',
      priceCents: 6250,
      stock: 9,
      colors: ['red'],
      sizes: ['M'],
    });
    const browser = new TestBrowser(shop.app, '10.37.11.2');
    const cartId = randomUUID();
    const added = await browser.post('/api/cart', { cartId, productId: tee, quantity: 2, size: 'M', color: 'red' });
    expect(added.statusCode, added.body).toBe(201);
    const input = { cartId, shippingMethodId: 'us-standard', country: 'US', state: 'NY', currency: 'usd' };
    const quote = (await browser.get(`/trpc/checkout.quote?input=${encodeURIComponent(JSON.stringify(input))}`)).json()
      .result.data;
    expect(quote).toMatchObject({ currency: 'usd', lines: [{ quantity: 2, unitPrice: 50, lineTotal: 100 }] });
    const usd = await browser.get(`/api/cart/${cartId}/totals?currency=usd`);
    expect(usd.statusCode, usd.body).toBe(200);
    expect(usd.json()).toMatchObject({ currency: 'usd', lines: quote.lines, subtotal: 100, total: 100 });
    const cad = await browser.get(`/api/cart/${cartId}/totals`);
    expect(cad.json()).toMatchObject({ currency: 'cad', lines: [{ unitPrice: 62.5, lineTotal: 125 }], subtotal: 125 });
  });

  it('refuses a currency the shop does not charge with 400, changing nothing', async () => {
    const { browser, cartId } = await cadCart();
    await shop.admin.put('/api/site-settings', { settings: { chargeCurrencies: ['USD'] } });
    const refused = await browser.get(`/api/cart/${cartId}/totals?currency=cad`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'BAD_REQUEST', message: 'The shop does not charge in CAD' });
  });
});
