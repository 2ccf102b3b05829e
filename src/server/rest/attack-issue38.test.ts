import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { ONTARIO_ADDRESS } from '../testing/shoppers.js';

/**
 * A fresh client against what issues 37 and 38 added or widened (photos, swatches, details, translations, the cart's
 * totals in a currency, the checkout's currency and amount), over REST and batched tRPC: anonymous, a customer, the
 * admin with hostile input. Every refusal is a clear 4xx that changes nothing; nothing answers 5xx.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

async function customer(name: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app, `10.38.0.${name.length}`);
  const res = await browser.post('/api/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'secret1',
  });
  expect(res.statusCode, res.body).toBe(201);
  return browser;
}

/** What the database holds of a product's issue-38 fields: a refused write must leave it as it was. */
async function productState(id: number) {
  const images = await db
    .selectFrom('item_image')
    .select(['url', 'alt', 'color'])
    .where('item_type', '=', 'product')
    .where('item_id', '=', id)
    .orderBy('position')
    .execute();
  const swatches = await db
    .selectFrom('product_color_swatch')
    .select(['color', 'hex'])
    .where('product_id', '=', id)
    .execute();
  const row = await db
    .selectFrom('product')
    .select(['name', 'image_url', 'details'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const translations = await db.selectFrom('translation').selectAll().where('item_key', '=', String(id)).execute();
  return { images, swatches, row, translations };
}

const WRITE = {
  images: [{ url: 'https://evil.example/x.jpg', alt: 'pwned' }],
  colorSwatches: { black: '#000000' },
  details: { materials: 'pwned' },
  translations: { fr: { name: 'pwned' } },
};

describe('the owner’s new fields, written by anyone else', () => {
  it('are refused to an anonymous client and a customer, over REST and batched tRPC, changing nothing', async () => {
    const tee = await addProduct(db, { colors: ['black'], sizes: ['M'] });
    const painting = await addPainting(db);
    const before = await productState(tee);
    const mallory = await customer('mallory');
    for (const browser of [new TestBrowser(app), mallory]) {
      for (const [field, value] of Object.entries(WRITE)) {
        const rest = await browser.put(`/api/products/${tee}`, { [field]: value });
        expect([401, 403], `${field}: ${rest.body}`).toContain(rest.statusCode);
        const created = await browser.post('/api/products', { name: 'X', price: 1, [field]: value });
        expect([401, 403]).toContain(created.statusCode);
      }
      const art = await browser.put(`/api/paintings/${painting}`, { images: WRITE.images, details: { framing: 'x' } });
      expect([401, 403]).toContain(art.statusCode);
      const category = await browser.post('/api/categories', { name: 'Evil', details: { materials: 'x' } });
      expect([401, 403]).toContain(category.statusCode);
      // A batch mixing the owner's writes: each refused on its own.
      const batch = await browser.request(
        'POST',
        '/trpc/admin.products.update,admin.paintings.update,admin.translations.setSite?batch=1',
        { 0: { id: tee, ...WRITE }, 1: { id: painting, images: WRITE.images }, 2: { fr: { heroTitle: 'pwned' } } },
      );
      expect(batch.statusCode).toBeLessThan(500);
      for (const answer of batch.json() as { error?: { data: { httpStatus: number } } }[]) {
        expect([401, 403]).toContain(answer.error?.data.httpStatus);
      }
      // The owner's reads of the same fields.
      const reads = await browser.get(
        `/trpc/admin.categories.get,admin.translations.of,admin.translations.untranslated?batch=1&input=${encodeURIComponent(
          JSON.stringify({ 0: { id: 1 }, 1: { scope: 'product' }, 2: {} }),
        )}`,
      );
      for (const answer of reads.json() as { error?: { data: { httpStatus: number } } }[]) {
        expect([401, 403]).toContain(answer.error?.data.httpStatus);
      }
    }
    expect(await productState(tee)).toEqual(before);
  });
});

describe('photo URLs the admin writes', () => {
  const hostile = [
    '/\\evil.example/x.jpg',
    '/\\/evil.example/x.jpg',
    '\\\\evil.example/x.jpg',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'vbscript:msgbox(1)',
    'https:/evil.example/x.jpg',
    'https:\\\\evil.example/x.jpg',
  ];
  for (const url of hostile) {
    it(`refuse ${JSON.stringify(url)} in the list and as the cover, changing nothing`, async () => {
      const tee = await addProduct(db, { colors: ['black'], sizes: ['M'] });
      const before = await productState(tee);
      const listed = await admin.put(`/api/products/${tee}`, { images: [{ url, alt: 'x' }] });
      expect(listed.statusCode, listed.body).toBe(400);
      const cover = await admin.put(`/api/products/${tee}`, { imageUrl: url });
      expect(cover.statusCode, cover.body).toBe(400);
      expect(await productState(tee)).toEqual(before);
    });
  }

  it('a protocol-relative cover (`imageUrl: //evil…`) does not enter the photos the list refuses it from', async () => {
    const tee = await addProduct(db, { colors: ['black'], sizes: ['M'] });
    const res = await admin.put(`/api/products/${tee}`, { imageUrl: '//evil.example/x.jpg' });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('a list of 12 and a different cover at once never make 13 photos', async () => {
    const tee = await addProduct(db, { colors: ['black'], sizes: ['M'] });
    const images = Array.from({ length: 12 }, (_, i) => ({ url: `/uploads/${i}.webp`, alt: `Photo ${i}` }));
    const res = await admin.put(`/api/products/${tee}`, { images, imageUrl: '/uploads/other.webp' });
    expect(res.statusCode).toBeLessThan(500);
    expect((await productState(tee)).images.length).toBeLessThanOrEqual(12);
  });

  it('hostile shapes are 400s, never 500s', async () => {
    const tee = await addProduct(db, { colors: ['black'], sizes: ['M'] });
    const before = await productState(tee);
    for (const body of [
      { images: 'x' },
      { images: [null] },
      { images: [{ url: 5, alt: 'x' }] },
      { images: [{ url: '/uploads/a.webp', alt: 'x', color: 7 }] },
      { colorSwatches: [] },
      { colorSwatches: { black: null } },
      { colorSwatches: JSON.parse('{"__proto__": "#000000"}') },
      { details: 'x' },
      { details: { materials: 'x'.repeat(100_000) } },
      { details: { sizeChart: { columns: Array(1000).fill('a'), rows: [], unit: 'in' } } },
      { translations: { xx: { name: 'x' } } },
      { translations: { fr: { name: 7 } } },
    ]) {
      const res = await admin.put(`/api/products/${tee}`, body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(await productState(tee)).toEqual(before);
  });
});

describe('the cart’s totals in a currency', () => {
  it('answer 400 for a currency the shop does not charge, or does not know, and for repeated or odd parameters', async () => {
    const tee = await addProduct(db, { colors: ['black'], sizes: ['M'] });
    const browser = new TestBrowser(app);
    const cartId = randomUUID();
    expect(
      (await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' })).statusCode,
    ).toBe(201);
    const ok = await browser.get(`/api/cart/${cartId}/totals`);
    expect(ok.statusCode, ok.body).toBe(200);
    for (const q of ['cad', 'eur', 'CAD ', 'cad&currency=usd', 'x'.repeat(5000), '%00', '']) {
      const res = await browser.get(`/api/cart/${cartId}/totals?currency=${q}`);
      expect(res.statusCode, `${q.slice(0, 20)} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (q !== '') expect(res.statusCode, q.slice(0, 20)).toBe(400);
    }
  });

  it('of a cart id nobody has, or of a cart id that is not one, answer without a 5xx', async () => {
    const browser = new TestBrowser(app);
    const unknown = await browser.get(`/api/cart/${randomUUID()}/totals`);
    expect(unknown.statusCode).toBeLessThan(500);
    const odd = await browser.get('/api/cart/..%2f..%2fadmin/totals');
    expect(odd.statusCode).toBe(400);
  });

  it('in CAD when the shop charges CAD, the same for whoever names the cart (the cart id is the secret)', async () => {
    expect(
      (await admin.put('/api/site-settings', { settings: { chargeCurrencies: ['USD', 'CAD'], cadRate: 1.38 } }))
        .statusCode,
    ).toBe(200);
    const tee = await addProduct(db, { colors: ['black'], sizes: ['M'], priceCents: 4500 });
    const owner = await customer('alice');
    const cartId = randomUUID();
    expect(
      (await owner.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' })).statusCode,
    ).toBe(201);
    const own = await owner.get(`/api/cart/${cartId}/totals?currency=cad`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ currency: 'cad' });
    const other = await new TestBrowser(app).get(`/api/cart/${cartId}/totals?currency=cad`);
    // Whoever holds the id reads what the owner reads, no more: no e-mail, no address, no user id.
    expect(other.statusCode).toBe(200);
    expect(JSON.stringify(other.json())).not.toMatch(/alice|example\.com|userId/);
  });
});

describe('the checkout’s currency and amount', () => {
  it('never charges a client amount: a differing amount is refused, in CAD as in USD', async () => {
    expect(
      (await admin.put('/api/site-settings', { settings: { chargeCurrencies: ['USD', 'CAD'], cadRate: 1.38 } }))
        .statusCode,
    ).toBe(200);
    const tee = await addProduct(db, { colors: ['black'], sizes: ['M'], priceCents: 4500 });
    const browser = await customer('bob');
    const cartId = randomUUID();
    expect(
      (await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' })).statusCode,
    ).toBe(201);
    const start = (extra: object) =>
      browser.post('/api/create-payment-intent', {
        cartId,
        shippingMethod: 'canada standard',
        shippingAddress: { ...ONTARIO_ADDRESS, email: 'bob@example.com' },
        ...extra,
      });
    const honest = await start({ currency: 'cad' });
    expect(honest.statusCode, honest.body).toBe(200);
    const cadTotal = honest.json().total as number;
    expect(honest.json().currency).toBe('cad');
    for (const amount of [0.01, cadTotal - 0.01, 45, -1, 1e12, 'free']) {
      const res = await start({ currency: 'cad', amount });
      expect(res.statusCode, `${amount}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // The amount the shop computed in CAD, sent as USD, is not taken as the USD total.
    const usdWithCadAmount = await start({ currency: 'usd', amount: cadTotal });
    expect(usdWithCadAmount.statusCode).toBe(409);
    const again = await start({ currency: 'cad', amount: cadTotal });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ currency: 'cad', amount: cadTotal });
    const payments = await db.selectFrom('payment').select(['amount_cents', 'currency']).execute();
    for (const p of payments) {
      expect(p.currency === 'cad' ? p.amount_cents : null).toBe(
        p.currency === 'cad' ? Math.round(cadTotal * 100) : null,
      );
    }
  });
});

describe('orders of another customer', () => {
  it('answer 404 to a customer guessing ids, and nothing to the guest lookup without the token', async () => {
    const tee = await addProduct(db, { colors: ['black'], sizes: ['M'] });
    const alice = await customer('alice');
    const cartId = randomUUID();
    expect(
      (await alice.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' })).statusCode,
    ).toBe(201);
    const started = await alice.post('/api/create-payment-intent', {
      cartId,
      shippingMethod: 'canada standard',
      shippingAddress: { ...ONTARIO_ADDRESS, email: 'alice@example.com' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const orderId = started.json().orderId as number;
    const mallory = await customer('mallory');
    for (const id of [orderId, orderId + 1, 0, -1, 2 ** 31, 'x']) {
      const res = await mallory.get(`/api/orders/${id}`);
      expect([400, 404], `${id}: ${res.body}`).toContain(res.statusCode);
    }
    expect((await mallory.get('/api/orders')).json()).toEqual([]);
    for (const token of ['x', 'a'.repeat(64), '']) {
      const res = await new TestBrowser(app).get(`/api/guest-orders/${orderId}/${token}`);
      expect([400, 404], `${token}: ${res.body}`).toContain(res.statusCode);
    }
    const tracked = await new TestBrowser(app).post('/api/track-order', { orderId, email: 'mallory@example.com' });
    expect(tracked.statusCode).toBeGreaterThanOrEqual(400);
    expect(tracked.statusCode).toBeLessThan(500);
  });
});

describe('the owner’s reports and tax registrations', () => {
  it('are refused to anonymous and customers, REST and tRPC', async () => {
    const mallory = await customer('mallory');
    for (const browser of [new TestBrowser(app), mallory]) {
      for (const [method, url, body] of [
        ['GET', '/api/admin/dashboard', undefined],
        ['GET', '/api/admin/reports/nexus', undefined],
        ['GET', '/api/admin/tax/registrations', undefined],
        ['PUT', '/api/admin/tax/registrations', { jurisdictions: ['CA'] }],
        ['GET', '/api/admin/reports/sales?from=2026-01-01&to=2026-12-31', undefined],
        ['GET', '/api/admin/exports/orders.csv', undefined],
      ] as const) {
        const res = await browser.request(method, url, body);
        expect([401, 403], `${method} ${url}: ${res.statusCode}`).toContain(res.statusCode);
      }
    }
    const settings = (await new TestBrowser(app).get('/api/site-settings')).json();
    expect(settings.taxRegistrations ?? null).toBeNull();
  });
});

describe('a shop whose base is CAD, charging USD too', () => {
  it('answers the cart’s totals in USD as the checkout quotes them, never the CAD figures labelled USD', async () => {
    const saved = await admin.put('/api/site-settings', {
      settings: {
        currency: 'CAD',
        currencySymbol: 'CA$',
        chargeCurrencies: ['CAD', 'USD'],
        cadRate: 1.38,
        cadRounding: 'none',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // CA$69.00 is US$50.00 at 1.38 CAD per USD.
    const tee = await addProduct(db, { colors: ['black'], sizes: ['M'], priceCents: 6900 });
    const browser = new TestBrowser(app);
    const cartId = randomUUID();
    expect(
      (await browser.post('/api/cart', { cartId, productId: tee, quantity: 2, size: 'M', color: 'black' })).statusCode,
    ).toBe(201);
    const input = { cartId, country: 'US', state: 'NY', shippingMethodId: 'us-standard', currency: 'usd' };
    const quote = await browser.get(`/trpc/checkout.quote?input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().result.data).toMatchObject({ currency: 'usd', subtotal: 100 });
    const totals = await browser.get(`/api/cart/${cartId}/totals?currency=usd`);
    expect(totals.statusCode, totals.body).toBe(200);
    expect(totals.json()).toMatchObject({
      currency: 'usd',
      subtotal: 100,
      lines: [{ quantity: 2, unitPrice: 50, lineTotal: 100 }],
    });
    const inCad = await browser.get(`/api/cart/${cartId}/totals?currency=cad`);
    expect(inCad.json()).toMatchObject({ currency: 'cad', subtotal: 138 });
  });
});
