import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { renderingApp, testDb } from '../testing/helpers.js';

/**
 * The stylesheets a page carries in itself (issue 45: the first paint waits for the page alone), rendered by the
 * client's real server entry: the root's in one `<style>` naming its files before every stylesheet the page links,
 * the route's own after them, so the cascade is the one the links gave.
 */
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = await testDb();
  app = await renderingApp(db, undefined, {
    manifest: { routes: { __root__: {}, '/': { css: ['/assets/mantine-whole.css'] } } },
    pageStyles: {
      __root__: [
        { file: 'assets/mantine.css', css: '.mantine-marker{color:red}' },
        { file: 'assets/shop.css', css: '.shop-marker{color:blue}' },
      ],
      '/': [{ file: 'assets/home.css', css: '.home-marker{color:green}' }],
    },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

describe('the stylesheets a page carries in itself', () => {
  it("are the root's first, then the links, then the route's own: the order the links gave", async () => {
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    const root = /<style data-precedence="root" data-href="([^"]*)">([^<]*)<\/style>/.exec(page.body);
    expect(root?.[1]).toBe('assets/mantine.css assets/shop.css');
    expect(root?.[2]).toBe('.mantine-marker{color:red}.shop-marker{color:blue}');
    const route = /<style data-precedence="default" data-href="([^"]*)">([^<]*)<\/style>/.exec(page.body);
    expect(route?.[1]).toBe('assets/home.css');
    expect(route?.[2]).toBe('.home-marker{color:green}');
    const at = (text: string) => page.body.indexOf(text);
    const link = at('<link rel="stylesheet" href="/assets/mantine-whole.css"');
    expect(at('<style data-precedence="root"')).toBeGreaterThan(0);
    expect(at('<style data-precedence="root"')).toBeLessThan(link);
    expect(link).toBeLessThan(at('<style data-precedence="default"'));
    // Each written once, and none linked as a file.
    expect(page.body.split('.shop-marker').length).toBe(2);
    expect(page.body.split('.home-marker').length).toBe(2);
    expect(page.body).not.toContain('href="/assets/shop.css"');
    expect(page.body).not.toContain('href="/assets/home.css"');
  });

  it("are the root's alone on another route's page, a French one and a missing one", async () => {
    for (const url of ['/fr/', '/about', '/no/such/page']) {
      const page = await app.inject({ url });
      expect(page.body, url).toContain('<style data-precedence="root" data-href="assets/mantine.css assets/shop.css">');
      if (url !== '/fr/') expect(page.body, url).not.toContain('.home-marker');
    }
    expect((await app.inject({ url: '/fr/' })).body).toContain('.home-marker');
  });
});
