import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { jsonSerialisations } from '../http/json-answer.js';
import { addProduct } from '../testing/fixtures.js';
import { useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
useTestApp((shop) => ({ app, db } = shop));

describe('the cached public reads in two languages', () => {
  it('keep one answer per language (x-shop-locale) and say so to shared caches (Vary)', async () => {
    await addProduct(db, { name: 'Acid Tee' });
    const french = { 'x-shop-locale': 'fr' };
    // English, kept: asking again makes nothing.
    const en = await app.inject({ url: '/api/products' });
    await app.inject({ url: '/api/products' });
    const before = jsonSerialisations();
    await app.inject({ url: '/api/products' });
    expect(jsonSerialisations() - before).toBe(0);
    // French is an answer of its own, made once; English and an unknown language (English) are still kept.
    const fr = await app.inject({ url: '/api/products', headers: french });
    expect(jsonSerialisations() - before).toBe(1);
    await app.inject({ url: '/api/products', headers: french });
    await app.inject({ url: '/api/products', headers: { 'x-shop-locale': 'xx' } });
    await app.inject({ url: '/api/products' });
    expect(jsonSerialisations() - before).toBe(1);
    for (const res of [en, fr]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('x-shop-locale');
    }
  });
});
