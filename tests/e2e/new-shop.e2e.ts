import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage as pageAt, shotAtWidth as shot } from './browser.js';
import { logIn } from './cart-helpers.js';
import { startServer, type TestServer } from './server.js';
import { expectVisible } from './wait.js';

/**
 * Issue 44, item 1 in Chromium: a shop started with SEED_DEMO=false, as its new owner made it (one category), shows
 * no demo: a text hero without "Shop Paintings", the footer's Shop links to its own category, a Contact page without
 * the demo's address. At a phone's and a desktop's width; screenshots go to SHOTS_DIR when set.
 */
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
  browser = await launchBrowser();
  const owner = await pageAt(browser, 1280);
  await logIn(owner, server.url, 'admin', server.adminPassword);
  const created = await owner.evaluate(async () => {
    const res = await fetch('/api/categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ceramics' }),
    });
    return res.status;
  });
  expect(created).toBe(201);
  await owner.context().close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const DEMO = /hello@example\.com|\(555\)|Vancouver|Jackets|Jeans & Pants|Hoodies/;

async function visit(width: number, path: string): Promise<Page> {
  const page = await pageAt(browser, width);
  await page.goto(`${server.url}${path}`);
  return page;
}

describe('a new shop (SEED_DEMO=false) shows nothing of the demo', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px: a text hero, its own category in the footer, a Contact page without the demo's`, async () => {
      const home = await visit(width, '/');
      const hero = home.locator('section[aria-labelledby="hero-title"]');
      await expectVisible(hero.getByRole('heading', { level: 1 }));
      expect(await hero.locator('img').count()).toBe(0);
      await expectVisible(hero.getByRole('link', { name: 'SHOP CLOTHING' }));
      expect(await hero.getByRole('link', { name: 'SHOP PAINTINGS' }).count()).toBe(0);
      const footer = home.locator('footer');
      await expectVisible(footer.getByRole('link', { name: 'Ceramics' }));
      expect(await footer.getByRole('link', { name: 'Ceramics' }).getAttribute('href')).toBe('/category/ceramics');
      expect(await footer.textContent()).not.toMatch(DEMO);
      await shot(home, 'new-shop-home');
      await footer.scrollIntoViewIfNeeded();
      await shot(home, 'new-shop-footer');

      const contact = await visit(width, '/contact');
      await expectVisible(contact.getByRole('heading', { level: 1 }));
      expect(await contact.locator('main').textContent()).not.toMatch(DEMO);
      await shot(contact, 'new-shop-contact');
      for (const page of [home, contact]) await page.context().close();
    });
  }
});
