import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withShop } from './shop.js';
import { expectVisible, hydrated } from './wait.js';

const shop = withShop();

/** A fresh visitor whose browser speaks `locale` (its Accept-Language), with the requests it makes. */
async function visitor(locale: string) {
  const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
  const page = await context.newPage();
  const requests: Request[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, requests, errors };
}

describe('the storefront in French', () => {
  it('loads the French catalogue only on French pages (a page drawn as islands carries its own); a French page hydrates in French and asks in French', async () => {
    const en = await visitor('en-US');
    await en.page.goto(`${shop.server.url}/`);
    await hydrated(en.page);
    await en.page.waitForLoadState('networkidle');
    expect(en.requests.filter((r) => /\/assets\/french-/.test(r.url()))).toEqual([]);
    expect(await en.page.getAttribute('html', 'lang')).toBe('en');
    await en.context.close();

    const fr = await visitor('fr-CA');
    await fr.page.goto(`${shop.server.url}/fr/`);
    await hydrated(fr.page);
    await fr.page.waitForLoadState('networkidle');
    expect(await fr.page.getAttribute('html', 'lang')).toBe('fr-CA');
    // Its islands' French comes in the page itself: no catalogue to fetch before they draw.
    const frenchFiles = () => fr.requests.filter((r) => /\/assets\/french-/.test(r.url()));
    expect(frenchFiles()).toEqual([]);
    expect(await fr.page.locator('script#island-french').count()).toBe(1);
    // A first visit's home asks the server only who is signed in, at its REST path (it loads no tRPC transport).
    const trpcCalls = () => fr.requests.filter((r) => new URL(r.url()).pathname.startsWith('/trpc/'));
    expect(fr.requests.some((r) => new URL(r.url()).pathname === '/api/session-check')).toBe(true);
    expect(trpcCalls()).toEqual([]);
    // Hydrated as rendered: no mismatch, no missing message.
    expect(fr.errors).toEqual([]);
    await fr.page.getByRole('button', { name: 'Panier' }).click();
    await expectVisible(fr.page.getByRole('dialog', { name: /Votre panier \(0\)/ }));
    await expectVisible(fr.page.getByText('Votre panier est vide'));
    // The cart's drawer, which the page did not draw, fetched its French when it opened.
    expect(frenchFiles().length).toBeGreaterThan(0);
    await fr.page.keyboard.press('Escape');
    // What it asks of tRPC once a shopper searches, it asks in French.
    await fr.page.getByRole('button', { name: 'Rechercher' }).click();
    await fr.page.getByLabel('Rechercher des produits et des peintures').fill('tee');
    await expect.poll(() => trpcCalls().length).toBeGreaterThan(0);
    expect(trpcCalls().map((r) => r.headers()['x-shop-locale'])).toEqual(trpcCalls().map(() => 'fr'));
    expect(fr.errors).toEqual([]);
    await fr.context.close();
  });

  it('sends a first visit whose browser prefers French to the French page, and remembers English once chosen by keyboard', async () => {
    const { context, page } = await visitor('fr-CA');
    await page.goto(`${shop.server.url}/about`);
    expect(new URL(page.url()).pathname).toBe('/fr/about');
    await hydrated(page);
    // The switch is a link named in its language, reached with Tab.
    let focused = '';
    for (let tab = 0; tab < 20 && focused !== 'English'; tab++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() =>
        document.activeElement?.hasAttribute('data-language-switch') ? (document.activeElement.textContent ?? '') : '',
      );
    }
    expect(focused).toBe('English');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('hreflang'))).toBe('en');
    await Promise.all([page.waitForURL(`${shop.server.url}/about`), page.keyboard.press('Enter')]);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'shop_locale')?.value).toBe('en');
    // Chosen: English pages stay English for this visitor, whatever the browser prefers.
    await page.goto(`${shop.server.url}/contact`);
    expect(new URL(page.url()).pathname).toBe('/contact');
    await context.close();
  });
});
