import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { createUser } from '../domain/accounts/accounts.js';
import { addCategory, addCollection } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
let adminId: number;
useTestApp({ admin: true }, (shop) => ({ app, db, admin, adminId } = shop));

describe('products', () => {
  it('creates with the form defaults, edits stock through the ledger and soft-deletes', async () => {
    await addCategory(db, 'T-Shirts');
    await addCollection(db, 'Vintage');
    const created = await admin.post('/api/products', {
      name: 'Ghost Tee',
      description: 'Soft.',
      price: '39.5',
      category: 't-shirts',
      collection: 'Vintage',
      colors: 'black, white ,',
      imageUrl: '/uploads/x.webp',
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      name: 'Ghost Tee',
      price: 39.5,
      category: 'T-Shirts',
      collection: 'Vintage',
      colors: ['black', 'white'],
      sizes: ['S', 'M', 'L', 'XL'],
      stock: 10,
      isNew: true,
      isFeatured: false,
    });
    const edited = await admin.put(`/api/products/${product.id}`, { stock: 4, price: 41 });
    expect(edited.json()).toMatchObject({ stock: 4, price: 41, name: 'Ghost Tee' });
    const ledger = await db
      .selectFrom('inventory_transaction')
      .select(['transaction_type', 'quantity_change', 'actor_user_id'])
      .execute();
    expect(ledger).toEqual([
      { transaction_type: 'initial', quantity_change: 10, actor_user_id: adminId },
      { transaction_type: 'adjust_remove', quantity_change: -6, actor_user_id: adminId },
    ]);
    expect((await admin.delete(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/products/${product.id}`)).statusCode).toBe(404);
  });

  it('creates a category named in the form that does not exist yet; refuses an unknown collection and a negative price', async () => {
    expect((await admin.post('/api/products', { name: 'X', price: 1, category: 'Hats' })).json()).toMatchObject({
      category: 'Hats',
    });
    expect((await admin.put('/api/products/1', { category: 'hats' })).json().category).toBe('Hats');
    expect((await admin.put('/api/products/1', { category: 'Caps' })).json().category).toBe('Caps');
    expect((await admin.put('/api/products/1', { category: 'Hats' })).json().category).toBe('Hats');
    expect((await admin.get('/api/categories')).json()).toMatchObject([
      { name: 'Hats', slug: 'hats', product_count: 1 },
      { name: 'Caps', slug: 'caps', product_count: 0 },
    ]);
    expect((await admin.post('/api/products', { name: 'X', price: 1, collection: 'Nope' })).json()).toEqual({
      message: 'Collection "Nope" does not exist',
      code: 'BAD_REQUEST',
    });
    expect((await admin.post('/api/products', { name: 'X', price: -1 })).statusCode).toBe(400);
  });
});

describe('final sale (issue 41)', () => {
  it('is set, answered on every read of a product and a painting, kept by other edits and cleared', async () => {
    const tee = await admin.post('/api/products', { name: 'Last Tee', price: 30, finalSale: true });
    expect(tee.statusCode, tee.body).toBe(201);
    expect(tee.json()).toMatchObject({ finalSale: true });
    const id = tee.json().id as number;
    // Anyone's read (no cookie) says so too, as the storefront shows it by the price.
    expect((await app.inject({ method: 'GET', url: `/api/products/${id}` })).json()).toMatchObject({ finalSale: true });
    expect((await admin.put(`/api/products/${id}`, { price: 28 })).json()).toMatchObject({ finalSale: true });
    expect((await admin.put(`/api/products/${id}`, { finalSale: false })).json()).toMatchObject({ finalSale: false });
    expect((await admin.put(`/api/products/${id}`, { finalSale: 'maybe' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/products/${id}` })).json()).toMatchObject({
      finalSale: false,
    });

    const print = await admin.post('/api/paintings', { title: 'Last Print', price: 90, isOriginal: false });
    expect(print.json()).toMatchObject({ finalSale: false });
    const pid = print.json().id as number;
    expect((await admin.put(`/api/paintings/${pid}`, { finalSale: true })).json()).toMatchObject({ finalSale: true });
    const read = await app.inject({ method: 'GET', url: `/api/paintings/${pid}` });
    expect(read.json()).toMatchObject({ finalSale: true });
  });
});

describe('paintings and collections', () => {
  it('creates a painting with the defaults and edition fields', async () => {
    const res = await admin.post('/api/paintings', {
      title: 'Salt Flats',
      price: 800,
      artistName: '',
      dimensions: { width: '20', height: '', unit: 'in' },
      tags: [''],
      year: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      artist_name: 'Wren',
      is_original: true,
      in_stock: true,
      stock: 1,
      year: new Date().getUTCFullYear(),
      tags: [],
      dimensions: { width: 20, height: null, unit: 'in' },
    });
    const print = await admin.post('/api/paintings', {
      title: 'Salt Flats Print',
      price: 45,
      is_original: false,
      is_limited: true,
      limited_edition_count: 30,
      current_edition_number: 5,
      available_sizes: [{ width: 8, height: 10, unit: 'in', price: 45 }],
    });
    expect(print.json()).toMatchObject({
      stock: 25,
      is_limited: true,
      limited_edition_count: 30,
      current_edition_number: 5,
    });
    const sold = await admin.put(`/api/paintings/${res.json().id}`, { is_sold: true });
    expect(sold.json()).toMatchObject({ is_sold: true, in_stock: false });
  });

  it('renames a collection and its products follow; a duplicate name is a 409', async () => {
    const vintage = await addCollection(db, 'Vintage');
    await addCollection(db, 'Desert');
    await admin.post('/api/products', { name: 'Tee', price: 10, collection: 'Vintage' });
    const renamed = await admin.put(`/api/collections/${vintage}`, { name: 'Retro', featured: true });
    expect(renamed.json()).toMatchObject({ name: 'Retro', featured: true });
    expect((await admin.get('/api/products')).json()[0].collection).toBe('Retro');
    expect((await admin.put(`/api/collections/${vintage}`, { name: 'desert' })).statusCode).toBe(409);
    expect((await admin.post('/api/collections', { name: 'New One', description: 'x' })).statusCode).toBe(201);
  });
});

describe('users', () => {
  it('never shows a password, and keeps one admin', async () => {
    const other = await createUser({ db }, { username: 'helper', email: 'h@example.com', password: 'secret1' });
    expect((await admin.get(`/api/admin/users/${other.id}/with-password`)).json()).toMatchObject({ password: null });
    const list = await admin.get('/api/admin/users');
    expect(list.body).not.toMatch(/argon2/);
    expect(list.json().map((u: { username: string; active: boolean }) => [u.username, u.active])).toEqual([
      ['owner', true],
      ['helper', true],
    ]);
    expect((await admin.delete(`/api/admin/users/${adminId}`)).json()).toEqual({
      message: 'You cannot delete your own account',
      code: 'CONFLICT',
    });
    expect((await admin.put(`/api/admin/users/${adminId}/role`, { role: 'user' })).json().code).toBe('LAST_ADMIN');
    expect((await admin.put(`/api/admin/users/${other.id}/role`, { role: 'admin' })).json().role).toBe('admin');
    expect((await admin.put(`/api/admin/users/${other.id}/role`, { role: 'user' })).json().role).toBe('user');
    expect((await admin.delete(`/api/admin/users/${other.id}`)).statusCode).toBe(200);
  });

  it('ends the sessions of a user whose role or password the admin changes', async () => {
    await createUser({ db }, { username: 'helper', email: 'h@example.com', password: 'secret1' });
    const helper = new TestBrowser(app);
    const { id } = (await helper.post('/api/login', { username: 'helper', password: 'secret1' })).json();
    const short = await admin.put(`/api/admin/users/${id}/password`, { password: '123' });
    expect(short.json()).toEqual({ message: 'Password must be at least 6 characters long', code: 'BAD_REQUEST' });
    await admin.put(`/api/admin/users/${id}/password`, { password: 'new-secret' });
    expect((await helper.get('/api/user')).statusCode).toBe(401);
  });
});

describe('site settings, pages and the audit log', () => {
  it('validates each key, accepts text forms, and shows changes at once', async () => {
    expect((await admin.post('/api/site-settings', { key: 'heroTitle', value: 'NEW DROP' })).statusCode).toBe(200);
    expect((await admin.post('/api/site-settings', { key: 'showHero', value: 'false' })).json()).toEqual({
      key: 'showHero',
      value: false,
    });
    expect((await admin.post('/api/site-settings', { key: 'productsPerRow', value: 5 })).statusCode).toBe(400);
    expect((await admin.post('/api/site-settings', { key: 'nope', value: 1 })).json()).toEqual({
      message: 'Unknown setting: nope',
      code: 'BAD_REQUEST',
    });
    const settings = (await new TestBrowser(app).get('/api/site-settings')).json();
    expect(settings).toMatchObject({ heroTitle: 'NEW DROP', showHero: false, productsPerRow: 4 });
  });

  it("keeps the shop name's highlighted word (issue 44.6): the second by default, the owner's choice, 400 on nonsense", async () => {
    const visitor = new TestBrowser(app);
    expect((await visitor.get('/api/site-settings')).json().shopNameHighlight).toBe(2);
    expect((await admin.post('/api/site-settings', { key: 'shopNameHighlight', value: 3 })).statusCode).toBe(200);
    for (const value of [-1, 1.5, 'third', 51]) {
      expect((await admin.post('/api/site-settings', { key: 'shopNameHighlight', value })).statusCode).toBe(400);
    }
    expect((await visitor.get('/api/site-settings')).json().shopNameHighlight).toBe(3);
  });

  it('saves a batch atomically: one bad value writes nothing', async () => {
    const bad = await admin.put('/api/site-settings', { settings: { heroTitle: 'A', primaryColor: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect((await admin.get('/api/site-settings')).json().heroTitle).toBe('WILD BLEACH STUDIO');
    const good = await admin.put('/api/site-settings', { settings: { heroTitle: 'A', primaryColor: '#112233' } });
    expect(good.json()).toMatchObject({ heroTitle: 'A', primaryColor: '#112233' });
  });

  it('strips scripts from HTML content on save', async () => {
    const about = await admin.post('/api/site-settings', {
      key: 'aboutStoryContent',
      value: '<p onclick="x()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
    });
    expect(about.json().value).toBe('<p>Hello</p><a rel="noopener noreferrer">x</a>');
    const page = await admin.put('/api/admin/pages/faqs', {
      title: 'FAQ',
      contentHtml: '<h3>Q</h3><img src=x onerror=alert(1)>',
    });
    expect(page.json().contentHtml).not.toMatch(/onerror|script/);
  });

  it("refuses a content page named 'search' (the search results' path would shadow it), writing nothing", async () => {
    const refused = await admin.put('/api/admin/pages/search', { title: 'Search', contentHtml: '<p>Hidden</p>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('No such page');
    expect(await db.selectFrom('content_page').select('slug').where('slug', '=', 'search').execute()).toEqual([]);
  });

  it('records every admin write with who and what', async () => {
    await admin.post('/api/site-settings', { key: 'heroTitle', value: 'AUDITED' });
    await admin.post('/api/collections', { name: 'Logged' });
    const log = (await admin.get('/api/admin/audit-log')).json();
    expect(log.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['admin.collections.create', 'owner'],
      ['admin.site.setSetting', 'owner'],
    ]);
  });
});
