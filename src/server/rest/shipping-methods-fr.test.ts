import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { createUser } from '../domain/accounts/accounts.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { ONTARIO_ADDRESS } from '../testing/shoppers.js';

/**
 * A shipping method's name and delivery estimate in French (the 'shippingMethod' translation scope): written by the
 * owner with the method, read by every shopper read of the methods (the checkout's shipping step through
 * POST /api/calculate-shipping, the items' Shipping facts through checkout.shippingMethods) in the page's language.
 * One shop for the file: each case names the methods it changes and puts their French back.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, perFile: true }, (shop) => ({ app, db, admin } = shop));

const FR = { 'x-shop-locale': 'fr' };
const JSON_FR = { ...FR, 'content-type': 'application/json' };
const inFrench = (browser: TestBrowser, method: 'GET' | 'POST', url: string, body?: object) =>
  browser.request(method, url, body === undefined ? undefined : JSON.stringify(body), body ? JSON_FR : FR);
const trpcQuery = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
const translations = () =>
  db
    .selectFrom('translation')
    .select(['item_key', 'field', 'text'])
    .where('scope', '=', 'shippingMethod')
    .orderBy('item_key')
    .orderBy('field')
    .execute();

interface Method {
  id: number;
  code: string;
  name: string;
  estimatedDays: string;
  translations: Record<string, Record<string, string>>;
}
const list = async (): Promise<Method[]> => (await admin.get('/trpc/admin.shippingMethods.list')).json().result.data;
const byCode = async (code: string) => (await list()).find((m) => m.code === code) as Method;
const update = (input: object) => admin.post('/trpc/admin.shippingMethods.update', input);
const named = (methods: { name: string; estimatedDays: string }[]) => methods.map((m) => [m.name, m.estimatedDays]);

describe("a shipping method's name and estimate in French", () => {
  it('are written with the method, read back beside the English, kept by an edit without them, removed by ""', async () => {
    const created = await admin.post('/trpc/admin.shippingMethods.create', {
      name: 'Canada Overnight',
      country: 'CA',
      estimatedDays: '1 business day',
      price: 49,
      translations: { fr: { name: 'Canada — Lendemain', estimatedDays: '1 jour ouvrable' } },
    });
    expect(created.statusCode).toBe(200);
    const method = created.json().result.data as Method;
    expect(method.translations).toEqual({ fr: { name: 'Canada — Lendemain', estimatedDays: '1 jour ouvrable' } });
    expect((await byCode(method.code)).translations).toEqual(method.translations);
    // A price change that sends no translations keeps them; a French-only change is a change.
    expect((await update({ id: method.id, price: 45 })).json().result.data.translations).toEqual(method.translations);
    const cleared = await update({ id: method.id, translations: { fr: { name: '' } } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().result.data.translations).toEqual({ fr: { estimatedDays: '1 jour ouvrable' } });
    // Removing an unused method removes its French too.
    expect((await admin.post('/trpc/admin.shippingMethods.remove', { id: method.id })).statusCode).toBe(200);
    expect(await translations()).toEqual([]);
  });

  it('cannot be written by a signed-out visitor (401), a customer (403), nor with a bad field or text (400)', async () => {
    const standard = await byCode('ca-standard');
    const body = { id: standard.id, translations: { fr: { name: 'Gratuit!' } } };
    expect((await new TestBrowser(app).post('/trpc/admin.shippingMethods.update', body)).statusCode).toBe(401);
    await createUser({ db }, { username: 'ann', email: 'ann@example.com', password: 'secret1' });
    const ann = new TestBrowser(app);
    await ann.post('/api/login', { username: 'ann', password: 'secret1' });
    expect((await ann.post('/trpc/admin.shippingMethods.update', body)).statusCode).toBe(403);
    expect(
      (await ann.post('/trpc/admin.shippingMethods.create', { ...body, name: 'X', country: 'CA', price: 0 }))
        .statusCode,
    ).toBe(403);
    const unknown = await update({ id: standard.id, translations: { fr: { code: 'ca-gratuit' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/Unknown field "code"/);
    const long = await update({
      id: standard.id,
      name: 'Renamed',
      translations: { fr: { estimatedDays: 'x'.repeat(81) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/estimatedDays is at most 80 characters/);
    expect(await translations()).toEqual([]);
    expect(await byCode('ca-standard')).toEqual(standard);
  });

  it('are what a French page reads (checkout and Shipping facts), English where none and for English pages', async () => {
    const standard = await byCode('ca-standard');
    await update({
      id: standard.id,
      translations: { fr: { name: 'Canada — Standard', estimatedDays: '5 à 7 jours ouvrables' } },
    });
    const express = await byCode('ca-express');
    await update({ id: express.id, translations: { fr: { estimatedDays: '2 à 3 jours ouvrables' } } });
    const visitor = new TestBrowser(app);
    // The checkout's shipping step (REST), then the product page's Shipping facts (tRPC).
    const rest = (await inFrench(visitor, 'POST', '/api/calculate-shipping', { country: 'CA' })).json();
    expect(named(rest.shippingMethods)).toEqual([
      ['Canada — Standard', '5 à 7 jours ouvrables'],
      ['Canada Express', '2 à 3 jours ouvrables'],
    ]);
    const facts = await inFrench(visitor, 'GET', trpcQuery('checkout.shippingMethods', { country: 'CA' }));
    expect(named(facts.json().result.data.shippingMethods)).toEqual(named(rest.shippingMethods));
    // The US methods have no French: the English, as the owner wrote it.
    const us = (await inFrench(visitor, 'POST', '/api/calculate-shipping', { country: 'US' })).json();
    const usEnglish = (await list()).filter((m) => m.code.startsWith('us-'));
    expect(named(us.shippingMethods)).toEqual(named(usEnglish));
    const english = (await visitor.post('/api/calculate-shipping', { country: 'CA' })).json();
    expect(named(english.shippingMethods)).toEqual([
      ['Canada Standard', standard.estimatedDays],
      ['Canada Express', express.estimatedDays],
    ]);
    // The owner's list stays English, with the French beside it.
    expect((await byCode('ca-standard')).name).toBe('Canada Standard');
  });

  it("in a French checkout: the cart's shipping step is French, the order keeps the English name it was placed with", async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 10 });
    const shopper = new TestBrowser(app);
    await shopper.post('/api/register', { username: 'zoe', email: 'zoe@example.com', password: 'secret1' });
    const cartId = randomUUID();
    await shopper.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' });
    const step = (await inFrench(shopper, 'POST', '/api/calculate-shipping', { country: 'CA', cartId })).json();
    expect(step.shippingMethods[0]).toMatchObject({
      name: 'Canada — Standard',
      estimatedDays: '5 à 7 jours ouvrables',
    });
    const started = await inFrench(shopper, 'POST', '/api/create-payment-intent', {
      cartId,
      shippingMethod: step.shippingMethods[0].id,
      shippingAddress: ONTARIO_ADDRESS,
    });
    expect(started.statusCode).toBe(200);
    const order = await db
      .selectFrom('order')
      .select('shipping_method_name')
      .where('id', '=', started.json().orderId)
      .executeTakeFirstOrThrow();
    expect(order.shipping_method_name).toBe('Canada Standard');
  });

  it('is listed as untranslated for an active method until both texts have French', async () => {
    const untranslated = async () =>
      (await admin.get('/api/admin/translations/untranslated'))
        .json()
        .filter((u: { scope: string }) => u.scope === 'shippingMethod');
    const [usStandard, usExpress, caExpress] = await Promise.all(
      ['us-standard', 'us-express', 'ca-express'].map(byCode),
    );
    expect(await untranslated()).toEqual([
      { scope: 'shippingMethod', key: String(usStandard?.id), label: 'US Standard', fields: ['name', 'estimatedDays'] },
      { scope: 'shippingMethod', key: String(usExpress?.id), label: 'US Express', fields: ['name', 'estimatedDays'] },
      { scope: 'shippingMethod', key: String(caExpress?.id), label: 'Canada Express', fields: ['name'] },
    ]);
    await update({ id: caExpress?.id, translations: { fr: { name: 'Canada — Express' } } });
    await update({ id: usExpress?.id, active: false });
    expect((await untranslated()).map((u: { label: string }) => u.label)).toEqual(['US Standard']);
  });
});
