import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { signedInAdmin, testApp, testConfig } from '../testing/helpers.js';

/**
 * The cached catalogue reads go straight to the socket with headers worked out when the answer was made, those at
 * an exact URL before Fastify routes (`early-reads.ts`, which `app.inject` never takes): over a real connection, a
 * hit (answered early) must send what the miss (answered by Fastify) sent, with the JSON security headers, and a
 * write must show on the very next read.
 */
let app: FastifyInstance;
let db: Db;
let url = '';

beforeEach(async () => {
  ({ app, db } = await testApp({ PUBLIC_URL: 'https://shop.example.com' }));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

/** A response's headers without the ones Node adds per answer. */
function headersOf(res: Response): Record<string, string> {
  const { date: _date, ...rest } = Object.fromEntries(res.headers);
  return rest;
}

describe('a cached catalogue read over HTTP', () => {
  it('sends a hit byte for byte as the miss that made it, with the JSON security headers', async () => {
    await addProduct(db, { name: 'Cached Tee' });
    const miss = await fetch(`${url}/api/products`);
    const hit = await fetch(`${url}/api/products`);
    const body = Buffer.from(await miss.arrayBuffer());
    expect(Buffer.from(await hit.arrayBuffer()).equals(body)).toBe(true);
    expect(headersOf(hit)).toEqual(headersOf(miss));
    expect(JSON.parse(body.toString())[0].name).toBe('Cached Tee');
    expect(headersOf(hit)).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-cache',
      etag: expect.stringMatching(/^"[\w-]+"$/),
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('answers 304 with no body to the ETag it holds, the headers a 304 carries, and a HEAD with no body', async () => {
    const first = await fetch(`${url}/api/categories`);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${url}/api/categories`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await fetch(`${url}/api/categories`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });

  it('answers a query string (through Fastify) and app.inject with the same bytes and headers', async () => {
    await addProduct(db);
    const early = await fetch(`${url}/api/products`);
    const body = Buffer.from(await early.arrayBuffer());
    const routed = await fetch(`${url}/api/products?utm_source=mail`);
    expect(Buffer.from(await routed.arrayBuffer()).equals(body)).toBe(true);
    expect(headersOf(routed)).toEqual(headersOf(early));
    const injected = await app.inject({ method: 'GET', url: '/api/products' });
    expect(injected.rawPayload.equals(body)).toBe(true);
    expect(injected.headers.etag).toBe(early.headers.get('etag'));
    expect(injected.headers['content-security-policy']).toBe(early.headers.get('content-security-policy'));
  });

  it('shows a write on the next read, to the admin (her own uncached answer, issue 44.7) and to everyone', async () => {
    const id = await addProduct(db, { name: 'Before' });
    const before = await (await fetch(`${url}/api/products/${id}`)).json();
    expect(before.name).toBe('Before');
    expect((await (await fetch(`${url}/api/products`)).json())[0].name).toBe('Before');
    const { admin } = await signedInAdmin(app, db);
    expect((await admin.put(`/api/products/${id}`, { name: 'After' })).statusCode).toBe(200);
    const after = await fetch(`${url}/api/products/${id}`, { headers: { cookie: admin.cookie } });
    expect((await after.json()).name).toBe('After');
    expect(after.headers.get('cache-control')).toBe('no-store');
    const anonymous = await fetch(`${url}/api/products/${id}`);
    expect((await anonymous.json()).name).toBe('After');
    expect((await (await fetch(`${url}/api/products`)).json())[0].name).toBe('After');
  });
});

describe('an answer sent before Fastify', () => {
  it('still writes the access log line when the logger writes info', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db,
      config: testConfig(),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    const address = await logged.listen({ port: 0, host: '127.0.0.1' });
    try {
      await fetch(`${address}/api/categories`);
      await fetch(`${address}/api/categories`);
      const completed = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request completed');
      expect(completed).toHaveLength(2);
      expect(completed[1]).toMatchObject({ cached: true, req: { method: 'GET', url: '/api/categories' } });
      expect(completed[1].res.statusCode).toBe(200);
    } finally {
      await logged.close();
    }
  });
});
