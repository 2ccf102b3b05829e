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
    const before = jsonSerialisations();
    const en = await app.inject({ url: '/api/products' });
    const fr = await app.inject({ url: '/api/products', headers: { 'x-shop-locale': 'fr' } });
    await app.inject({ url: '/api/products', headers: { 'x-shop-locale': 'fr' } });
    await app.inject({ url: '/api/products', headers: { 'x-shop-locale': 'xx' } }); // unknown: English
    expect(jsonSerialisations() - before).toBe(2);
    for (const res of [en, fr]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('x-shop-locale');
    }
  });
});
