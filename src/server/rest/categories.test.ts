import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../test-fixtures.js';
import { postJson, TestBrowser, useTestApp } from '../test-helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const names = async () => (await admin.get('/api/categories')).json().map((c: { name: string }) => c.name);

describe('categories', () => {
  it('creates with 201 and its id, renames (slug follows), sets the image, and the storefront sees it at once', async () => {
    const before = await admin.get('/api/categories');
    const created = await admin.post('/api/categories', { name: 'Jeans & Pants', imageUrl: '/uploads/j.webp' });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toMatchObject({ name: 'Jeans & Pants', slug: 'jeans-pants', imageUrl: '/uploads/j.webp' });
    expect(category.id).toBeGreaterThan(0);
    const cached = await app.inject({ url: '/api/categories', headers: { 'if-none-match': before.headers.etag } });
    expect(cached.statusCode).toBe(200);
    const renamed = await admin.put(`/api/categories/${category.id}`, { name: 'Denim', imageUrl: null });
    expect(renamed.json()).toMatchObject({ id: category.id, name: 'Denim', slug: 'denim', imageUrl: null });
    expect((await new TestBrowser(app).get('/api/categories')).json()).toMatchObject([{ name: 'Denim' }]);
  });

  it('keeps names and slugs unique (409) and refuses bad bodies with 400 naming the field', async () => {
    await admin.post('/api/categories', { name: 'Hoodies' });
    expect((await admin.post('/api/categories', { name: 'hoodies' })).statusCode).toBe(409);
    expect((await admin.post('/api/categories', { name: 'Hoodies!' })).json()).toEqual({
      message: 'A category with that name already exists',
      code: 'CONFLICT',
    });
    for (const bad of [[], 'x', null, { name: '' }, { name: 5 }, { name: '!!!' }, { name: 'A', imageUrl: 'ftp://x' }]) {
      const res = await postJson(app, admin, '/api/categories', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin.post('/api/categories', { name: '' })).json().message).toMatch(/Name/);
    expect((await admin.put('/api/categories/999', { name: 'Ghost' })).statusCode).toBe(404);
    expect((await admin.put('/api/categories/abc', { name: 'Ghost' })).statusCode).toBe(400);
  });

  it('reorders with up and down, and the storefront lists follow sort_order', async () => {
    for (const name of ['A', 'B', 'C']) await admin.post('/api/categories', { name });
    expect(await names()).toEqual(['A', 'B', 'C']);
    const c = (await admin.get('/api/categories')).json()[2];
    const moved = await admin.post(`/api/categories/${c.id}/move`, { direction: 'up' });
    expect(moved.json().map((x: { name: string }) => x.name)).toEqual(['A', 'C', 'B']);
    await admin.post(`/api/categories/${c.id}/move`, { direction: 'up' });
    await admin.post(`/api/categories/${c.id}/move`, { direction: 'up' });
    expect(await names()).toEqual(['C', 'A', 'B']);
    await admin.post(`/api/categories/${c.id}/move`, { direction: 'down' });
    expect(await names()).toEqual(['A', 'C', 'B']);
    expect((await admin.post(`/api/categories/${c.id}/move`, { direction: 'sideways' })).statusCode).toBe(400);
  });

  it('refuses to delete a category that still has products, saying how many', async () => {
    const { id } = (await admin.post('/api/categories', { name: 'Tees' })).json();
    await addProduct(db, { categoryId: id });
    await addProduct(db, { categoryId: id });
    expect((await admin.delete(`/api/categories/${id}`)).json()).toEqual({
      message: '"Tees" still has 2 products; move or delete them first',
      code: 'CONFLICT',
    });
    for (const p of (await admin.get('/api/products')).json()) await admin.delete(`/api/products/${p.id}`);
    expect((await admin.delete(`/api/categories/${id}`)).json()).toEqual({ success: true, id });
    expect((await admin.delete(`/api/categories/${id}`)).statusCode).toBe(404);
  });

  it('fills an empty shop from the admin: a product naming a new category creates it', async () => {
    const product = await admin.post('/api/products', { name: 'Cloud Tee', price: 40, category: 'T-Shirts' });
    expect(product.statusCode).toBe(201);
    const shopper = new TestBrowser(app);
    expect((await shopper.get('/api/categories')).json()).toMatchObject([{ name: 'T-Shirts', product_count: 1 }]);
    expect((await shopper.get('/api/products/category/t-shirts')).json()).toMatchObject([{ name: 'Cloud Tee' }]);
  });
});
