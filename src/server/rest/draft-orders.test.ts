import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * The documented draft-order calls (issue 42): `POST /api/admin/draft-orders` → 201 `{id, total, status:'draft'}`,
 * `POST …/{id}/mark-paid` → 200 with `paymentMethod` and `paymentReference`, `DELETE` releases; bad input is a
 * clear 400 that writes nothing, and only the owner may call them.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const orders = async () => (await db.selectFrom('order').select('id').execute()).length;

describe('draft orders over REST', () => {
  it('creates (201), lists, marks paid (200, the payment method answered) and the order counts as a sale', async () => {
    const original = await addPainting(db, { priceCents: 50_000 });
    const created = await admin.post('/api/admin/draft-orders', {
      lines: [{ paintingId: original, quantity: 1 }],
      customerEmail: 'buyer@example.com',
      pickup: true,
      // A client's price is not read: the catalogue's is.
      price: 1,
    });
    expect(created.statusCode).toBe(201);
    // 500.00 + BC GST 5% (25.00) + PST 7% (35.00).
    expect(created.json()).toMatchObject({ status: 'draft', total: 560 });
    const { id } = created.json();
    expect((await admin.get('/api/admin/draft-orders')).json()).toMatchObject([{ id, status: 'draft' }]);
    const paid = await admin.post(`/api/admin/draft-orders/${id}/mark-paid`, {
      method: 'etransfer',
      reference: 'ET-9',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id, status: 'paid', paymentMethod: 'etransfer', paymentReference: 'ET-9' });
    const order = (await admin.get(`/api/admin/orders/${id}`)).json();
    expect(order).toMatchObject({ status: 'paid', paymentMethod: 'etransfer', paymentReference: 'ET-9' });
    // The orders export names how it was paid.
    const csv = (await admin.get('/api/admin/exports/orders.csv')).body.trim().split(/\r?\n/);
    expect(csv[0]).toMatch(/,payment_method,payment_reference$/);
    expect(csv[1]).toMatch(/,etransfer,ET-9$/);
    const list = (await admin.get('/api/admin/orders')).json();
    expect(list.total).toBe(1);
    // Paid: deleting it is refused, it is an order now.
    expect((await admin.delete(`/api/admin/draft-orders/${id}`)).statusCode).toBe(409);
  });

  it('takes a custom line (a commission: title, price, taxable or not) with no stock, shown on the order', async () => {
    const created = await admin.post('/api/admin/draft-orders', {
      lines: [
        { title: 'Portrait commission', price: 400, quantity: 1 },
        { title: 'Rush fee', price: 50, taxable: false, quantity: 1 },
      ],
      pickup: true,
    });
    expect(created.statusCode).toBe(201);
    // 400.00 taxed at BC 12% (48.00) + 50.00 untaxed.
    expect(created.json()).toMatchObject({ status: 'draft', total: 498, itemCount: 2 });
    const { id } = created.json();
    expect((await admin.post(`/api/admin/draft-orders/${id}/mark-paid`, { method: 'cash' })).statusCode).toBe(200);
    const order = (await admin.get(`/api/admin/orders/${id}`)).json();
    expect(order.items).toEqual([
      expect.objectContaining({ itemType: 'custom', name: 'Portrait commission', price: 400 }),
      expect.objectContaining({ itemType: 'custom', name: 'Rush fee', price: 50 }),
    ]);
  });

  it('answers bad input with a clear 400 and writes nothing', async () => {
    const tee = await addProduct(db);
    const bad: [unknown, string][] = [
      [{ lines: [] }, 'Add at least one line'],
      [{ lines: [{ productId: tee, quantity: 0 }], pickup: true }, 'Quantity must be at least 1'],
      [
        { lines: [{ productId: tee, paintingId: 1, quantity: 1 }], pickup: true },
        'one product, one painting, or a custom title',
      ],
      [{ lines: [{ title: 'Commission', quantity: 1 }], pickup: true }, 'A custom line needs a title and a price'],
      [{ lines: [{ title: 'Commission', price: 'lots', quantity: 1 }], pickup: true }, 'Price must be a number'],
      [
        { lines: [{ productId: tee, size: 'M', color: 'black', quantity: 1 }] },
        'needs an address and a shipping method',
      ],
      [
        {
          lines: [{ productId: tee, size: 'M', color: 'black', quantity: 1 }],
          pickup: true,
          discount: { kind: 'amount', amount: 5 },
        },
        'reason',
      ],
      [
        { lines: [{ productId: tee, size: 'M', color: 'black', quantity: 1 }], pickup: true, customerEmail: 'nope' },
        'email',
      ],
    ];
    for (const [body, message] of bad) {
      const res = await admin.post('/api/admin/draft-orders', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.toLowerCase()).toContain(message.toLowerCase());
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    const unknownItem = await admin.post('/api/admin/draft-orders', {
      lines: [{ productId: 999_999, quantity: 1 }],
      pickup: true,
    });
    expect(unknownItem.statusCode).toBe(404);
    expect(await orders()).toBe(0);
    const { id } = (
      await admin.post('/api/admin/draft-orders', {
        lines: [{ productId: tee, size: 'M', color: 'black', quantity: 1 }],
        pickup: true,
      })
    ).json();
    const wrongMethod = await admin.post(`/api/admin/draft-orders/${id}/mark-paid`, { method: 'bitcoin' });
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json().message).toContain('Payment method must be cash, etransfer, terminal or other');
    expect((await admin.post('/api/admin/draft-orders/abc/mark-paid', { method: 'cash' })).statusCode).toBe(400);
    expect((await admin.post('/api/admin/draft-orders/424242/mark-paid', { method: 'cash' })).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/draft-orders/${id}`)).statusCode).toBe(200);
    expect(await orders()).toBe(0);
  });

  it('refuses a visitor (401) and a customer (403), changing nothing', async () => {
    const original = await addPainting(db);
    const { id } = (
      await admin.post('/api/admin/draft-orders', { lines: [{ paintingId: original, quantity: 1 }], pickup: true })
    ).json();
    const visitor = new TestBrowser(app, '10.9.0.1');
    const draft = { lines: [{ paintingId: original, quantity: 1 }], pickup: true };
    expect((await visitor.post('/api/admin/draft-orders', draft)).statusCode).toBe(401);
    expect((await visitor.post('/api/admin/draft-orders/quote', draft)).statusCode).toBe(401);
    expect((await visitor.get('/api/admin/draft-orders')).statusCode).toBe(401);
    const customer = new TestBrowser(app, '10.9.0.2');
    const registered = await customer.post('/api/register', {
      username: 'cus',
      email: 'cus@example.com',
      password: 'secret1',
    });
    expect(registered.statusCode).toBe(201);
    expect((await customer.post(`/api/admin/draft-orders/${id}/mark-paid`, { method: 'cash' })).statusCode).toBe(403);
    expect((await customer.delete(`/api/admin/draft-orders/${id}`)).statusCode).toBe(403);
    expect((await customer.get('/api/admin/draft-orders')).statusCode).toBe(403);
    // Only the owner sets a custom line's price: a customer's attempt writes nothing.
    const custom = { lines: [{ title: 'My own price', price: 0.01, quantity: 1 }], pickup: true };
    expect((await customer.post('/api/admin/draft-orders', custom)).statusCode).toBe(403);
    expect((await customer.post('/api/admin/draft-orders/quote', custom)).statusCode).toBe(403);
    expect(await orders()).toBe(1);
    expect((await admin.get('/api/admin/draft-orders')).json()).toMatchObject([{ id, status: 'draft' }]);
  });

  it('creates one draft per idempotency key: two at once and a retry after the sale answer the same draft', async () => {
    const original = await addPainting(db, { priceCents: 50_000 });
    const sale = { lines: [{ paintingId: original, quantity: 1 }], pickup: true, idempotencyKey: 'sell-3f9a2c71' };
    // The Sell screen's running total: priced as the draft will be, nothing written nor held.
    const quote = await admin.post('/api/admin/draft-orders/quote', sale);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({ subtotal: 500, discount: 0, shipping: 0, tax: 60, total: 560 });
    expect(await orders()).toBe(0);
    const [a, b] = await Promise.all([
      admin.post('/api/admin/draft-orders', sale),
      admin.post('/api/admin/draft-orders', sale),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toMatchObject({ status: 'draft', total: 560 });
    expect(b.json()).toEqual(a.json());
    expect(await orders()).toBe(1);
    const { id } = a.json();
    expect((await admin.post(`/api/admin/draft-orders/${id}/mark-paid`, { method: 'cash' })).statusCode).toBe(200);
    // The answer of the create was lost: the retry shows the same sale, now paid, and sells nothing again.
    const retry = await admin.post('/api/admin/draft-orders', sale);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ id, status: 'paid', paymentMethod: 'cash' });
    // Another sale (another key) of the same original is refused: it is sold.
    const other = await admin.post('/api/admin/draft-orders', { ...sale, idempotencyKey: 'sell-other-key' });
    expect(other.statusCode).toBe(409);
    const tooShort = await admin.post('/api/admin/draft-orders', { ...sale, idempotencyKey: 'x' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain('idempotencyKey must be 8 to 100 characters');
    expect(await orders()).toBe(1);
  });
});
