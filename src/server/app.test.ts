import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import type { Db } from './db/index.js';
import { testApp } from './testing/helpers.js';

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await testApp());
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

describe('the runtime contract', () => {
  it('answers the health check once the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    const post = await app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it.each([
    '/',
    '/product/1',
    '/products/1',
    '/category/all',
    '/collection/all',
    '/paintings',
    '/paintings/3',
    '/auth',
    '/profile',
    '/checkout',
    '/admin',
    '/about',
    '/contact',
    '/order-success',
    '/faqs',
    '/track-order',
  ])('serves the app for the client route %s with 200', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/no-such-page', '/product/1/extra', '/not-found'])('serves the app with 404 for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('sends security headers with a CSP that allows no third party without Stripe', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('stripe.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends files only the headers a file needs: nosniff, no document policies', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/seed/hero.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('tRPC takes JSON only', () => {
  it('refuses a multipart body with 415, never a 500', async () => {
    const boundary = '----shop';
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/account.login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nadmin\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Requests must be sent as application/json',
    });
  });
});

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT: /],
    [{ SESSION_KEY: 'short' }, /^Invalid SESSION_KEY: must be 64 hex characters/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid PUBLIC_URL: /],
    [{ SEED_DEMO: 'maybe' }, /^Invalid SEED_DEMO: must be true or false/],
    [{ PAYMENTS: 'paypal' }, /^Invalid PAYMENTS: /],
    [{ DATABASE_URL: 'mysql://shop' }, /^Invalid DATABASE_URL: must be a PostgreSQL URL/],
    [{ DATABASE_URL: 'postgres://shop@db/shop' }, /^Invalid SESSION_KEY: required with DATABASE_URL/],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATABASE_PATH: ':memory:', ...env })).toThrow(message);
  });

  it('uses the defaults of the design', () => {
    const config = loadConfig({ DATABASE_PATH: ':memory:' });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', publicUrl: 'http://localhost:3000', secure: false });
    expect(config.payments).toBe('test');
    expect(config.sessionKey).toHaveLength(32);
  });

  it('refuses the test gateway in production unless asked for explicitly', () => {
    expect(() => loadConfig({ DATABASE_PATH: ':memory:', NODE_ENV: 'production' })).toThrow(/^Invalid PAYMENTS/);
    const production = { DATABASE_PATH: ':memory:', NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' };
    expect(loadConfig({ ...production, PAYMENTS: 'test' }).payments).toBe('test');
  });

  it('refuses Stripe without its webhook secret and production without an https PUBLIC_URL, in one line', () => {
    const stripe = { DATABASE_PATH: ':memory:', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };
    expect(() => loadConfig(stripe)).toThrow(/^Invalid STRIPE_WEBHOOK_SECRET: required with Stripe/);
    expect(loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments).toBe('stripe');
    const production = { DATABASE_PATH: ':memory:', NODE_ENV: 'production', PAYMENTS: 'test' };
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://shop.example.com' })).toThrow(
      'Invalid PUBLIC_URL: must be an https:// URL when NODE_ENV=production',
    );
    expect(() => loadConfig(production)).toThrow(/^Invalid PUBLIC_URL/);
  });

  it('trusts a proxy by hop count or address, never blindly', () => {
    const base = { DATABASE_PATH: ':memory:' };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('127.0.0.1, 10.0.0.0/8');
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(
      /^Invalid TRUST_PROXY: must be the number of proxies/,
    );
  });
});
