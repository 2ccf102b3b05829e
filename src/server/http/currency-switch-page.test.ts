import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { signedInAdmin, testConfig, testDb } from '../testing/helpers.js';
import type { PageRendering } from './pages.js';

/**
 * The currency switch is a chunk of its own in the browser (kept out of every page's first load), but the server
 * renders it in the page at once where the shop charges two currencies, through the client's real server entry.
 */
let client: Pick<PageRendering, 'render' | 'pageKey'>;
beforeAll(async () => {
  client = await import('../../client/entry-server.js');
}, 60_000);

let app: FastifyInstance | undefined;
let db: Db | undefined;
afterEach(async () => {
  await app?.close();
  await db?.destroy();
  app = undefined;
});

async function shop() {
  db = await testDb();
  app = await buildApp({
    db,
    config: testConfig(),
    logger: false,
    render: { render: client.render, pageKey: client.pageKey, manifest: { routes: { __root__: {} } } },
  });
  return app;
}

const SWITCH = /<[^>]*data-currency-switch[^>]*>/;

describe('the currency switch in a rendered page', () => {
  it('is in the server’s HTML where the shop charges USD and CAD, named in the page’s language', async () => {
    const app = await shop();
    expect((await app.inject({ url: '/' })).body).not.toMatch(SWITCH);
    const { admin } = await signedInAdmin(app, db as Db);
    const saved = await admin.put('/api/site-settings', { settings: { chargeCurrencies: ['USD', 'CAD'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const en = (await app.inject({ url: '/' })).body;
    expect(en).toMatch(SWITCH);
    expect(en).toContain('aria-label="Currency"');
    const fr = (await app.inject({ url: '/fr/' })).body;
    expect(fr).toMatch(SWITCH);
    expect(fr).toContain('aria-label="Devise"');
  });
});
