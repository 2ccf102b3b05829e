import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { setEditionSold } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { LIMITED_PRINT_SIZES, newLimitedPrint } from '../testing/limited-print.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';

/**
 * Editions per print size over REST (issue 43, item 5): `POST`/`PUT /api/paintings` take `editions`, paintings
 * answer them; without `editions`, `limited_edition_count` is the first size's edition; bad editions are a 400 that
 * changes nothing.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, perFile: true }, (shop) => ({ app, db, admin } = shop));

/** What a painting's editions and edition columns hold (a refused call must leave it so). */
async function state(id: number) {
  const page = (await admin.get(`/api/paintings/${id}`)).json();
  return {
    editions: page.editions,
    count: page.limited_edition_count,
    current: page.current_edition_number,
    stock: page.stock,
  };
}

describe('editions per print size over REST', () => {
  it('answers each size with its edition, and the painting row with the first size', async () => {
    const id = await newLimitedPrint(admin);
    expect(await state(id)).toEqual({
      editions: [
        { width: 8, height: 10, unit: 'in', size: '8x10in', total: 50, sold: 0, proofs: 5, proofsSold: 0 },
        { width: 16, height: 20, unit: 'in', size: '16x20in', total: 25, sold: 0, proofs: 0, proofsSold: 0 },
      ],
      count: 50,
      current: 0,
      stock: 75,
    });
  });

  it.each([
    ['a size the print does not offer', { editions: [{ width: 5, height: 7, total: 10 }] }],
    [
      'two editions for one size',
      {
        editions: [
          { width: 8, height: 10, total: 10 },
          { width: 8, height: 10, total: 12 },
        ],
      },
    ],
    ['an edition of none', { editions: [{ width: 8, height: 10, total: 0 }] }],
    ['negative proofs', { editions: [{ width: 8, height: 10, total: 10, proofs: -1 }] }],
    ['an edition that is not a list', { editions: { width: 8, height: 10, total: 10 } }],
    ['an edition smaller than the numbers it sold', { editions: [{ width: 8, height: 10, total: 2 }] }],
    ['an older client shrinking the first size below its sold numbers', { limited_edition_count: 2 }],
    [
      'editions on an original',
      { is_original: true, is_limited: false, editions: [{ width: 8, height: 10, total: 9 }] },
    ],
  ])('refuses %s with a 400 and changes nothing', async (_, body) => {
    const id = await newLimitedPrint(admin);
    await setEditionSold(db, id, 8, 3);
    await db.updateTable('painting').set({ current_edition_number: 3 }).where('id', '=', id).execute();
    const before = await state(id);
    const res = await admin.put(`/api/paintings/${id}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(await state(id)).toEqual(before);
  });

  it('lets an older client set the first size with limited_edition_count; a new size gets the same count', async () => {
    const id = await newLimitedPrint(admin);
    const res = await admin.put(`/api/paintings/${id}`, {
      limited_edition_count: 40,
      available_sizes: [...LIMITED_PRINT_SIZES, { width: 24, height: 30, unit: 'in', price: 220 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().editions.map((e: { size: string; total: number }) => [e.size, e.total])).toEqual([
      ['8x10in', 40],
      ['16x20in', 25],
      ['24x30in', 40],
    ]);
    // A size taken away and put back keeps its edition (and its numbers sold).
    await setEditionSold(db, id, 16, 7);
    expect((await admin.put(`/api/paintings/${id}`, { available_sizes: [LIMITED_PRINT_SIZES[0]] })).statusCode).toBe(
      200,
    );
    const back = await admin.put(`/api/paintings/${id}`, { available_sizes: LIMITED_PRINT_SIZES });
    expect(back.json().editions[1]).toMatchObject({ size: '16x20in', total: 25, sold: 7 });
  });

  it('refuses a caller who is not signed in', async () => {
    const id = await newLimitedPrint(admin);
    const body = { editions: [{ width: 8, height: 10, total: 10 }] };
    const anonymous = await app.inject({ method: 'PUT', url: `/api/paintings/${id}`, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await state(id)).editions[0].total).toBe(50);
  });

  it("shows every number of each size's edition, sold to whom (with its certificate) or free, and the proofs the owner records", async () => {
    const id = await newLimitedPrint(admin);
    expect((await admin.put('/api/site-settings', { settings: { guestCheckout: true } })).statusCode).toBe(200);
    const guest = new TestBrowser(app, '10.43.1.1');
    const cartId = randomUUID();
    const added = await guest.post('/api/cart', {
      cartId,
      productId: id,
      item_type: 'painting',
      size: '16x20',
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(201);
    const started = await guest.post('/api/create-payment-intent', {
      cartId,
      shippingMethod: 'canada standard',
      shippingAddress: { ...ONTARIO_ADDRESS, email: 'ines@example.com' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const paid = await guest.post('/api/test-gateway/confirm', {
      clientSecret: started.json().clientSecret,
      card: VISA,
    });
    expect(paid.json().status).toBe('succeeded');
    const orderId = started.json().orderId;

    const view = await admin.get(`/api/paintings/${id}/editions`);
    expect(view.statusCode, view.body).toBe(200);
    const [small, large] = view.json().editions;
    expect(small).toMatchObject({ size: '8x10in', total: 50, sold: 0, proofs: 5, proofsSold: 0 });
    expect(small.numbers).toHaveLength(50);
    expect(small.numbers.every((n: { status: string }) => n.status === 'free')).toBe(true);
    // Each sold number links to its own certificate: the line's PDF and its unit's verify page, as the order says.
    const [line] = (await admin.get(`/api/admin/orders/${orderId}`)).json().items;
    expect(line.verifyUrls).toHaveLength(2);
    const sold = (n: number, verifyUrl: string | null) => ({
      number: n,
      status: 'sold',
      orderId,
      buyer: ONTARIO_ADDRESS.name,
      certificateUrl: verifyUrl ? line.certificateUrl : null,
      verifyUrl,
    });
    const free = { status: 'free', orderId: null, buyer: null, refunded: false, certificateUrl: null, verifyUrl: null };
    expect(large.numbers.slice(0, 3)).toEqual([
      { ...sold(1, line.verifyUrls[0]), refunded: false },
      { ...sold(2, line.verifyUrls[1]), refunded: false },
      { number: 3, ...free },
    ]);
    expect(line.certificateUrl).toBe(`/api/orders/${orderId}/items/${line.id}/certificate.pdf`);
    // One unit refunded: its certificate (the higher number's) is void, so number 2 no longer links to one.
    const refund = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      lines: [{ orderItemId: line.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const afterRefund = (await admin.get(`/api/paintings/${id}/editions`)).json().editions[1];
    expect(afterRefund.numbers.slice(0, 2)).toEqual([
      { ...sold(1, line.verifyUrls[0]), refunded: true },
      { ...sold(2, null), refunded: true },
    ]);
    // The owner sells AP 1/5 of the 8×10, then none is left of the 16×20 (it has none).
    const proof = await admin.post(`/api/paintings/${id}/proofs`, { size: '8x10in' });
    expect(proof.statusCode, proof.body).toBe(200);
    expect(proof.json().editions[0].proofList.slice(0, 2)).toMatchObject([
      { number: 1, status: 'sold', buyer: null },
      { number: 2, status: 'held', saleId: null, certificateUrl: null },
    ]);
    expect((await admin.post(`/api/paintings/${id}/proofs`, { size: '16x20in' })).statusCode).toBe(409);
    expect((await admin.post(`/api/paintings/${id}/proofs`, { size: '5x7in' })).statusCode).toBe(400);
    // Only the owner sees who bought.
    expect((await guest.get(`/api/paintings/${id}/editions`)).statusCode).toBe(401);
    expect((await admin.get('/api/paintings/999999/editions')).statusCode).toBe(404);
  });
});
