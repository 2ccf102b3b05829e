import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIR } from '../../src/server/paths.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the runtime contract of the real process', () => {
  it('answers health, the app for client routes and 404 for others', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<div id="root">');
    expect((await fetch(`${server.url}/definitely-not-a-page`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/definitely-not`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves hashed assets immutable and precompressed', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const res = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    // A small chunk too (an icon, a route's config: under 1 KiB, where brotli still halves it).
    const assets = join(CLIENT_DIR, 'assets');
    const small = readdirSync(assets).find((name) => {
      const size = name.endsWith('.js') ? statSync(join(assets, name)).size : 0;
      return size > 300 && size < 1024;
    });
    expect(small).toBeTruthy();
    const tiny = await fetch(`${server.url}/assets/${small}`, { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBe('br');
    expect(Number(tiny.headers.get('content-length'))).toBeLessThan(statSync(join(assets, String(small))).size);
  });

  it('serves the seeded catalogue with real images', async () => {
    const products = await (await fetch(`${server.url}/api/products`)).json();
    expect(products.length).toBeGreaterThanOrEqual(12);
    const image = await fetch(`${server.url}${products[0].imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('stops with one line naming a bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_PATH: ':memory:' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Invalid PORT: /);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const other = await startServer();
    expect(await other.stop()).toBe(0);
  });
});
