import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi, resetBuyers } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(resetBuyers);

const teeLine = (productId: number) => ({ productId, quantity: 1, size: 'M', color: 'black' });
const GOOD = { rating: 5, title: 'Love it', body: 'Soft, and the bleach pattern is unique.' };

/** A new customer with a paid order for the tee; answers their browser. */
async function buyerOf(productId: number): Promise<TestBrowser> {
  return (await buyOverApi(app, [teeLine(productId)])).browser;
}

async function stranger(name = 'stranger'): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.post('/api/register', { username: name, email: `${name}@example.com`, password: 'secret1' });
  return browser;
}

describe('POST /api/products/{id}/reviews', () => {
  it('lets a customer with a paid order review the item: 201 with the review, author = username', async () => {
    const tee = await addProduct(db, { stock: 20 });
    const buyer = await buyerOf(tee);
    const res = await buyer.post(`/api/products/${tee}/reviews`, GOOD);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      rating: 5,
      title: 'Love it',
      body: GOOD.body,
      author: 'buyer1',
      verified: true,
      reply: null,
      status: 'published',
    });
    expect(JSON.stringify(res.json())).not.toContain('@example.com');
  });

  it('answers 401 to a visitor and 403 to a customer who did not buy it (nor paid for it)', async () => {
    const tee = await addProduct(db, { stock: 20 });
    const anonymous = await app.inject({ method: 'POST', url: `/api/products/${tee}/reviews`, payload: GOOD });
    expect(anonymous.statusCode).toBe(401);
    const other = await stranger();
    const refused = await other.post(`/api/products/${tee}/reviews`, GOOD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Only customers who bought this item can review it.',
      code: 'FORBIDDEN',
    });
    const unpaid = (await buyOverApi(app, [teeLine(tee)], { pay: false })).browser;
    expect((await unpaid.post(`/api/products/${tee}/reviews`, GOOD)).statusCode).toBe(403);
  });

  it('keeps one review per customer and item: a second one replaces the first', async () => {
    const tee = await addProduct(db, { stock: 20 });
    const buyer = await buyerOf(tee);
    await buyer.post(`/api/products/${tee}/reviews`, GOOD);
    const second = await buyer.post(`/api/products/${tee}/reviews`, { rating: 2, body: 'Faded after one wash.' });
    expect(second.statusCode).toBe(201);
    const list = (await app.inject({ method: 'GET', url: `/api/products/${tee}/reviews` })).json();
    expect(list).toMatchObject({
      count: 1,
      average: 2,
      items: [{ rating: 2, title: '', body: 'Faded after one wash.' }],
    });
  });

  it.each([
    [{ ...GOOD, rating: 0 }, 'rating must be a whole number from 1 to 5'],
    [{ ...GOOD, rating: 6 }, 'rating must be a whole number from 1 to 5'],
    [{ ...GOOD, rating: 4.5 }, 'rating must be a whole number from 1 to 5'],
    [{ ...GOOD, rating: '5' }, 'rating must be a whole number from 1 to 5'],
    [{ ...GOOD, title: 'x'.repeat(121) }, 'The title must be at most 120 characters'],
    [{ ...GOOD, body: 'Too short' }, 'The review must be at least 10 characters'],
    [{ ...GOOD, body: 'x'.repeat(2001) }, 'The review must be at most 2000 characters'],
    [{ ...GOOD, body: '<b></b><i>short</i>  ' }, 'The review must be at least 10 characters'],
  ])('answers 400 with a message to %j', async (payload, message) => {
    const tee = await addProduct(db, { stock: 20 });
    const buyer = await buyerOf(tee);
    const res = await buyer.post(`/api/products/${tee}/reviews`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('accepts the limits exactly (title 120, body 10 and 2,000 characters)', async () => {
    const tee = await addProduct(db, { stock: 20 });
    const buyer = await buyerOf(tee);
    const url = `/api/products/${tee}/reviews`;
    expect((await buyer.post(url, { rating: 1, title: 't'.repeat(120), body: 'b'.repeat(10) })).statusCode).toBe(201);
    expect((await buyer.post(url, { rating: 1, body: 'b'.repeat(2000) })).statusCode).toBe(201);
  });

  it('strips HTML from the title and the text', async () => {
    const tee = await addProduct(db, { stock: 20 });
    const buyer = await buyerOf(tee);
    const res = await buyer.post(`/api/products/${tee}/reviews`, {
      rating: 4,
      title: '<em>Great</em> tee',
      body: 'Really <b>soft</b><script>alert(1)</script> <img src=x onerror=alert(1)>cotton.',
    });
    expect(res.json()).toMatchObject({ title: 'Great tee', body: 'Really soft cotton.' });
  });

  it('answers 404 for an unknown product and for an original painting', async () => {
    const buyer = await stranger();
    expect((await buyer.post('/api/products/999/reviews', GOOD)).statusCode).toBe(404);
    const original = await addPainting(db, { original: true });
    expect((await buyer.post(`/api/paintings/${original}/reviews`, GOOD)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/paintings/${original}/reviews` })).statusCode).toBe(404);
  });

  it('reviews an art print bought as a print', async () => {
    const print = await addPainting(db, { original: false, sizes: [{ width: 8, height: 10, priceCents: 6000 }] });
    const { browser } = await buyOverApi(app, [
      { productId: print, quantity: 1, size: '8x10in', item_type: 'painting' },
    ]);
    const res = await browser.post(`/api/paintings/${print}/reviews`, GOOD);
    expect(res.statusCode).toBe(201);
    const page = (await app.inject({ method: 'GET', url: `/api/paintings/${print}/reviews` })).json();
    expect(page).toMatchObject({ count: 1, average: 5, items: [{ author: 'buyer1', verified: true }] });
    const card = (await app.inject({ method: 'GET', url: '/api/paintings/prints' })).json();
    expect(card[0].rating).toEqual({ average: 5, count: 1 });
  });
});

describe('GET /api/products/{id}/reviews', () => {
  it('answers the published reviews newest first, 10 a page, with average, count and histogram', async () => {
    const tee = await addProduct(db, { stock: 50 });
    const ratings = [5, 4, 4, 3, 5, 5, 1, 2, 5, 4, 3, 5];
    for (const rating of ratings) {
      const buyer = await buyerOf(tee);
      expect((await buyer.post(`/api/products/${tee}/reviews`, { ...GOOD, rating })).statusCode).toBe(201);
    }
    const first = await app.inject({ method: 'GET', url: `/api/products/${tee}/reviews` });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({
      count: 12,
      average: 3.8,
      histogram: { '1': 1, '2': 1, '3': 2, '4': 3, '5': 5 },
      page: 1,
      pageSize: 10,
    });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toEqual({
      id: expect.any(Number),
      rating: 5,
      title: 'Love it',
      body: GOOD.body,
      author: 'buyer12',
      verified: true,
      createdAt: expect.any(String),
      reply: null,
    });
    const page2 = (await app.inject({ method: 'GET', url: `/api/products/${tee}/reviews?page=2` })).json();
    expect(page2.items.map((r: { author: string }) => r.author)).toEqual(['buyer2', 'buyer1']);
    expect((await app.inject({ method: 'GET', url: `/api/products/${tee}/reviews?page=0` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/products/999/reviews' })).statusCode).toBe(404);
  });

  it("puts the average and count on the product's card data, and a new review refreshes the cached list", async () => {
    const tee = await addProduct(db, { stock: 20 });
    const before = (await app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(before[0].rating).toBeUndefined();
    await (await buyerOf(tee)).post(`/api/products/${tee}/reviews`, { ...GOOD, rating: 4 });
    await (await buyerOf(tee)).post(`/api/products/${tee}/reviews`, { ...GOOD, rating: 5 });
    const after = (await app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(after[0].rating).toEqual({ average: 4.5, count: 2 });
    expect((await app.inject({ method: 'GET', url: `/api/products/${tee}` })).json().rating).toEqual({
      average: 4.5,
      count: 2,
    });
  });
});

describe('the owner: GET/PUT/DELETE /api/admin/reviews', () => {
  async function reviewed(): Promise<{ tee: number; id: number }> {
    const tee = await addProduct(db, { name: 'Acid Tee', stock: 20 });
    const buyer = await buyerOf(tee);
    const { id } = (await buyer.post(`/api/products/${tee}/reviews`, GOOD)).json();
    return { tee, id };
  }
  const publicCount = async (tee: number) =>
    (await app.inject({ method: 'GET', url: `/api/products/${tee}/reviews` })).json().count;

  it('lists every review with filter and search, and hides, publishes and deletes one (each audited)', async () => {
    const { tee, id } = await reviewed();
    const list = (await admin.get('/api/admin/reviews')).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.items[0]).toMatchObject({
      id,
      status: 'published',
      itemType: 'product',
      itemId: tee,
      itemName: 'Acid Tee',
    });

    const hidden = await admin.put(`/api/admin/reviews/${id}`, { status: 'hidden' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().status).toBe('hidden');
    expect(await publicCount(tee)).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/products' })).json()[0].rating).toBeUndefined();
    expect((await admin.get('/api/admin/reviews?status=hidden')).json().total).toBe(1);
    expect((await admin.get('/api/admin/reviews?status=published')).json().total).toBe(0);
    expect((await admin.get('/api/admin/reviews?q=acid')).json().total).toBe(1);
    expect((await admin.get('/api/admin/reviews?q=buyer1')).json().total).toBe(1);
    expect((await admin.get('/api/admin/reviews?q=nothing%25')).json().total).toBe(0);
    expect((await admin.get('/api/admin/reviews?status=lost')).statusCode).toBe(400);

    await admin.put(`/api/admin/reviews/${id}`, { status: 'published' });
    expect(await publicCount(tee)).toBe(1);

    expect((await admin.delete(`/api/admin/reviews/${id}`)).statusCode).toBe(200);
    expect(await publicCount(tee)).toBe(0);
    expect((await admin.delete(`/api/admin/reviews/${id}`)).statusCode).toBe(404);

    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'admin.reviews.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'admin.reviews.update',
      'admin.reviews.update',
      'admin.reviews.delete',
    ]);
  });

  it('replies once: the reply shows under the review; a different second reply is a 409', async () => {
    const { tee, id } = await reviewed();
    const replied = await admin.put(`/api/admin/reviews/${id}`, { status: 'published', reply: 'Thank you!' });
    expect(replied.json()).toMatchObject({ reply: 'Thank you!' });
    expect((await app.inject({ method: 'GET', url: `/api/products/${tee}/reviews` })).json().items[0].reply).toBe(
      'Thank you!',
    );
    const again = await admin.put(`/api/admin/reviews/${id}`, { reply: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This review already has a reply');
    expect((await admin.put(`/api/admin/reviews/${id}`, { status: 'pending' })).statusCode).toBe(400);
    expect((await admin.put('/api/admin/reviews/999', { status: 'hidden' })).statusCode).toBe(404);
  });

  it('holds new reviews for the owner while reviewsNeedApproval is on', async () => {
    expect((await admin.put('/api/site-settings', { settings: { reviewsNeedApproval: true } })).statusCode).toBe(200);
    const tee = await addProduct(db, { stock: 20 });
    const buyer = await buyerOf(tee);
    const res = await buyer.post(`/api/products/${tee}/reviews`, GOOD);
    expect(res.json().status).toBe('pending');
    expect(await publicCount(tee)).toBe(0);
    expect((await admin.get('/api/admin/reviews?status=pending')).json().total).toBe(1);
    await admin.put(`/api/admin/reviews/${res.json().id}`, { status: 'published' });
    expect(await publicCount(tee)).toBe(1);
  });

  it('keeps a hidden review hidden when its author rewrites it', async () => {
    const tee = await addProduct(db, { stock: 20 });
    const buyer = await buyerOf(tee);
    const { id } = (await buyer.post(`/api/products/${tee}/reviews`, GOOD)).json();
    await admin.put(`/api/admin/reviews/${id}`, { status: 'hidden' });
    const again = await buyer.post(`/api/products/${tee}/reviews`, { ...GOOD, body: 'Rewritten to sneak back.' });
    expect(again.json().status).toBe('hidden');
    expect(await publicCount(tee)).toBe(0);
  });
});

describe('enableReviews off', () => {
  it('answers 403 "Reviews are turned off" to reads and writes', async () => {
    const tee = await addProduct(db, { stock: 20 });
    const buyer = await buyerOf(tee);
    expect((await admin.put('/api/site-settings', { settings: { enableReviews: false } })).statusCode).toBe(200);
    const write = await buyer.post(`/api/products/${tee}/reviews`, GOOD);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: 'Reviews are turned off', code: 'FORBIDDEN' });
    const read = await app.inject({ method: 'GET', url: `/api/products/${tee}/reviews` });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe('Reviews are turned off');
  });
});
