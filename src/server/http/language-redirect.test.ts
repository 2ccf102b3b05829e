import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/helpers.js';
import { preferredLocale } from './language-redirect.js';

let app: FastifyInstance;
useTestApp({ env: { PUBLIC_URL: 'https://shop.example' } }, (shop) => ({ app } = shop));

const FRENCH_FIRST = 'fr-CA,fr;q=0.9,en-US;q=0.8';
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('the language of a first visit', () => {
  it('sends a visitor whose browser prefers French from an English page to its French URL (302), query kept', async () => {
    const res = await get('/category/t-shirts?sort=price', { 'accept-language': FRENCH_FIRST });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/fr/category/t-shirts?sort=price');
    expect(res.headers.vary).toBe('accept-language, cookie');
    expect((await get('/', { 'accept-language': 'de-DE,fr;q=0.5,en;q=0.3' })).headers.location).toBe('/fr/');
  });

  it('serves English pages as asked to English readers, saying they vary by language and cookie', async () => {
    for (const language of [undefined, 'en-US,en;q=0.9,fr;q=0.8', 'de-DE']) {
      const res = await get('/about', language ? { 'accept-language': language } : {});
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.vary)).toContain('accept-language, cookie');
    }
  });

  it('keeps a remembered choice: English stays English, French goes to French whatever the browser says', async () => {
    const english = await get('/about', { 'accept-language': FRENCH_FIRST, cookie: 'shop_locale=en' });
    expect(english.statusCode).toBe(200);
    const french = await get('/about', { 'accept-language': 'en-US', cookie: 'shop_locale=fr' });
    expect(french.headers.location).toBe('/fr/about');
  });

  it('never redirects a French page, a link followed inside the shop, a crawler, the API or an unknown path', async () => {
    const french = { 'accept-language': FRENCH_FIRST };
    expect((await get('/fr/about', { 'accept-language': 'en-US', cookie: 'shop_locale=en' })).statusCode).toBe(200);
    expect((await get('/about', { ...french, referer: 'https://shop.example/fr/about' })).statusCode).toBe(200);
    expect(
      (await get('/about', { ...french, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).statusCode,
    ).toBe(200);
    expect((await get('/no-such-page', french)).statusCode).toBe(404);
    expect((await get('/api/products', french)).statusCode).toBe(200);
    expect((await get('/admin', french)).statusCode).toBe(200);
  });

  it('sends /fr/admin to the admin, which is English only', async () => {
    const res = await get('/fr/admin?tab=orders');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin?tab=orders');
  });

  it('reads Accept-Language by weight, the first of the shop languages winning', () => {
    expect(preferredLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLocale('en;q=0.4,fr;q=0.6')).toBe('fr');
    expect(preferredLocale('en,fr')).toBe('en');
    expect(preferredLocale('de,*;q=0.1')).toBeNull();
    expect(preferredLocale('fr;q=0,en;q=0.2')).toBe('en');
    expect(preferredLocale(undefined)).toBeNull();
  });
});
