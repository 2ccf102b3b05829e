import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../shared/routes.js';
import type { Db } from '../db/index.js';
import { addCategory, addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let browser: TestBrowser;
useTestApp((shop) => ({ app, db } = shop));
beforeEach(() => {
  browser = new TestBrowser(app);
});

const message = { name: 'Wren', email: 'wren@example.com', subject: 'custom', message: 'Could you bleach my jacket?' };

describe('contact and newsletter', () => {
  it('stores a contact message', async () => {
    const res = await browser.post('/api/contact', message);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(await db.selectFrom('contact_message').select(['name', 'subject']).execute()).toEqual([
      { name: 'Wren', subject: 'custom' },
    ]);
  });

  it.each([
    [{ name: 'W' }, 'Name must be at least 2 characters'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ subject: '' }, 'Please select a subject'],
    [{ message: 'short' }, 'Message must be at least 10 characters'],
  ])('refuses %j with the spec message', async (bad, text) => {
    const res = await browser.post('/api/contact', { ...message, ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: text, code: 'BAD_REQUEST' });
  });

  it('subscribes an e-mail once, however often it is sent', async () => {
    expect((await browser.post('/api/newsletter/subscribe', { email: 'fan@example.com' })).statusCode).toBe(200);
    expect((await browser.post('/api/newsletter/subscribe', { email: 'FAN@example.com' })).statusCode).toBe(200);
    expect(await db.selectFrom('newsletter_subscriber').select('email').execute()).toEqual([
      { email: 'fan@example.com' },
    ]);
    const bad = await browser.post('/api/newsletter/subscribe', { email: 'not-an-email' });
    expect(bad.json()).toEqual({ message: 'Please enter a valid email address', code: 'BAD_REQUEST' });
  });
});

describe('content pages', () => {
  it('answers every footer page with default text', async () => {
    for (const slug of CONTENT_PAGES) {
      const res = await browser.get(`/api/pages/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.json().contentHtml.length, slug).toBeGreaterThan(50);
    }
    expect((await browser.get('/api/pages/nope')).statusCode).toBe(400);
  });
});

describe('search', () => {
  it('finds products and paintings by prefix over names, categories and mediums', async () => {
    const jackets = await addCategory(db, 'Jackets');
    await addProduct(db, { name: 'Black Splatter Trucker', categoryId: jackets });
    await addProduct(db, { name: 'Acid Tee' });
    await addPainting(db, { title: 'Tidal Drift' });
    const titles = async (q: string) =>
      (await browser.get(`/api/search?q=${encodeURIComponent(q)}`)).json().map((r: { title: string }) => r.title);
    expect(await titles('splat')).toEqual(['Black Splatter Trucker']);
    expect(await titles('jack')).toEqual(['Black Splatter Trucker']);
    expect(await titles('acryl')).toEqual(['Tidal Drift']);
    expect(await titles('')).toEqual([]);
    expect(await titles('"; drop table product; --')).toEqual([]);
    const [hit] = (await browser.get('/api/search?q=tidal')).json();
    expect(hit).toMatchObject({ kind: 'painting', url: expect.stringMatching(/^\/paintings\/\d+$/) });
  });

  it('sees catalogue changes on the next search', async () => {
    const id = await addProduct(db, { name: 'Old Name' });
    expect((await browser.get('/api/search?q=old')).json()).toHaveLength(1);
    await db.updateTable('product').set({ name: 'Fresh Name' }).where('id', '=', id).execute();
    expect((await browser.get('/api/search?q=old')).json()).toHaveLength(0);
    expect((await browser.get('/api/search?q=fresh')).json()).toHaveLength(1);
  });

  it('still answers ten released matches when the best-ranked ones are not released yet', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    for (let i = 1; i <= 12; i++) await addProduct(db, { name: `Plain everyday shirt number ${i} with a tee cut` });
    const hidden = [];
    for (let i = 1; i <= 5; i++) hidden.push(await addProduct(db, { name: `Tee Drop ${i}` }));
    await db.updateTable('product').set({ publish_at: later }).where('id', 'in', hidden).execute();
    await addProduct(db, { name: 'Tee Classic' });
    const titles = (await browser.get('/api/search?q=tee')).json().map((r: { title: string }) => r.title);
    expect(titles).toHaveLength(10);
    expect(titles.filter((t: string) => t.startsWith('Tee Drop'))).toEqual([]);
  });
});
