import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, newPhonePage } from './browser.js';
import { addProduct, badgeCount, closeDrawer, drawer, logIn } from './cart-helpers.js';
import { withShop } from './shop.js';
import { expectVisible } from './wait.js';

/**
 * Issue 45: a page drawn as islands (`shared/island-routes.ts`: home) loads the islands' runtime, never the app's
 * entry or the router; each island works on its own, shares the page's cart and session with the others, and a
 * link loads the page it names, where the app takes over as before.
 */
const shop = withShop();

/** The scripts `path` fetches on a first visit, by file name (`index-…`, `router-…`). */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  await page.goto(`${shop.server.url}${path}`, { waitUntil: 'networkidle' });
  return scripts;
}

const app = (scripts: string[]) => scripts.filter((file) => /^(index|router)-/.test(file));

/**
 * A card's Quick Add, as a mouse uses it: a product with sizes opens its choice in place, and a size adds it. Waits
 * for the cart's drawer to open with the item.
 */
async function quickAdd(page: Page, card: Locator): Promise<void> {
  await card.hover();
  await card.getByRole('button', { name: /^Quick Add/ }).click();
  const choice = card.getByRole('group', { name: /^Choose options/ });
  await expectVisible(choice.or(drawer(page)).first());
  if (await choice.isVisible()) await choice.locator('button[data-option]:not([aria-disabled])').last().click();
  await expectVisible(drawer(page));
}

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

describe('a page drawn as islands (issue 45)', () => {
  it('never imports the app or the router, whatever island it draws: the built runtime’s every import', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
    ) as Record<string, Chunk>;
    const reached = new Set<string>();
    const walk = (key: string) => {
      if (reached.has(key)) return;
      reached.add(key);
      for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) walk(next);
    };
    walk('islands/main.tsx');
    const files = [...reached].map((key) => manifest[key]?.file ?? key);
    expect(files.length).toBeGreaterThan(3);
    expect(files.filter((file) => file === manifest['index.html']?.file || /\/router-/.test(file))).toEqual([]);
  });

  it('loads the islands’ runtime, not the app or the router, in both languages', async () => {
    for (const path of ['/', '/fr/', '/about', '/faqs']) {
      const page = await newPage(shop.browser, 390);
      const scripts = await scriptsOf(page, path);
      expect(
        scripts.some((file) => file.startsWith('islands-')),
        `${path}: ${scripts}`,
      ).toBe(true);
      expect(app(scripts), path).toEqual([]);
      // Every island is drawn by the runtime once near the window: the header and the frame at once.
      await expect.poll(() => page.evaluate(() => document.body.hasAttribute('aria-disabled'))).toBe(false);
      await page.context().close();
    }
  });

  it('carries the queries its islands read and no more, and asks the server for none of them', async () => {
    const first = async (path: string) =>
      ((await (await fetch(`${shop.server.url}${path}`)).json()) as { id: number }[])[0];
    const product = await first('/api/products');
    const painting = await first('/api/paintings');
    // What each page's islands read (`islands/island-queries.ts`): the settings (every island's root), a product's or
    // a painting's own query, its photos' sizes, the reviews' first page (drawn near the window); not the related
    // pieces, the new arrivals or the categories the server drew once.
    const pages: [string, string[]][] = [
      ['/', ['settings.all']],
      ['/fr/', ['settings.all']],
      [`/product/${product?.id}`, ['catalogue.product', 'imageSets', 'reviews.list', 'settings.all']],
      [`/paintings/${painting?.id}`, ['catalogue.painting', 'imageSets', 'settings.all']],
    ];
    for (const [path, carried] of pages) {
      const html = await (await fetch(`${shop.server.url}${path}`)).text();
      const block = /<script type="application\/json" id="island-queries">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
      const { queries = [] } = JSON.parse(block) as { queries?: { queryKey: [string[] | string] }[] };
      const names = queries.map(({ queryKey: [key] }) => (Array.isArray(key) ? key.join('.') : key));
      expect(names.sort(), path).toEqual(carried);
      // The router's data in the page carries no query: no router takes this page over.
      const routerData = [...html.matchAll(/<script data-tsr-stream-part="">(.*?)<\/script>/gs)].map((m) => m[1]);
      expect(routerData.join('').length, path).toBeGreaterThan(0);
      expect(routerData.join(''), path).not.toContain('queryHash');
      // Its islands, drawn and scrolled through, ask the server for none of what they read.
      const page = await newPage(shop.browser, 1280);
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/trpc/')) calls.push(url.pathname.slice('/trpc/'.length));
      });
      await page.goto(`${shop.server.url}${path}`);
      await expect.poll(() => page.evaluate(() => document.body.hasAttribute('aria-disabled'))).toBe(false);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(1000);
      expect(calls, path).toEqual([]);
      await page.context().close();
    }
  });

  it('shares the cart between islands and with the app: a card adds, the header counts, a link loads the app', async () => {
    const page = await newPage(shop.browser, 1280);
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/trpc/')) calls.push(...path.slice('/trpc/'.length).split(','));
    });
    const scripts = await scriptsOf(page, '/');
    expect(app(scripts)).toEqual([]);
    // A first visit's cart id is made in this page: no cart can be on the server under it, so none is asked for.
    expect(calls).not.toContain('cart.get');
    // A card's Quick Add (its island) adds; the header's badge (another island) counts it, and the drawer (the frame's)
    // opens with it.
    const card = page
      .locator('section', { has: page.getByRole('heading', { name: 'New Arrivals' }) })
      .getByRole('article')
      .first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await quickAdd(page, card);
    await expect.poll(() => badgeCount(page)).toBe('1');
    // The drawer's link to the product is a plain link on this page: it loads the product page, which the app draws.
    const navigated = page.waitForEvent('framenavigated');
    await drawer(page).getByRole('link', { name }).first().click();
    await navigated;
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/product\/\d+$/);
    await expect.poll(() => page.evaluate(() => document.body.hasAttribute('aria-disabled'))).toBe(false);
    await expect.poll(() => badgeCount(page)).toBe('1'); // the app asks for the cart once hydrated
    expect(calls).toContain('cart.get');
    await page.context().close();
  });

  it('draws a page’s own island: the 404 screen’s search opens the search', async () => {
    const page = await newPage(shop.browser, 390);
    const scripts = await scriptsOf(page, '/not-a-page');
    expect(app(scripts)).toEqual([]);
    await expectVisible(page.getByText('404 Page Not Found'));
    await page
      .getByRole('main')
      .getByRole('button', { name: /Search/ })
      .click();
    await expectVisible(page.getByRole('dialog', { name: 'Search' }));
    await page.context().close();
  });

  it('knows who is signed in: the owner’s header has Admin, and the app’s added item counts on the islands page', async () => {
    const page = await newPage(shop.browser, 1280);
    await logIn(page, shop.server.url, 'admin', shop.server.adminPassword);
    await addProduct(page, shop.server.url, 2, 'M', 'Black');
    await page.goto(`${shop.server.url}/`);
    await expectVisible(page.locator('header').getByRole('link', { name: 'Admin' }));
    await expect.poll(() => badgeCount(page)).toBe('1');
    await page.context().close();
  });

  it('keeps a list’s cards as the server drew them until the list changes: their buttons work, their code comes with the next list', async () => {
    const page = await newPage(shop.browser, 1280);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = await scriptsOf(page, '/category/all');
    await page.waitForFunction(() => !document.body.hasAttribute('aria-disabled'));
    // The cards' code (the storefront's file) is not fetched: the cards are the server's, their buttons islands.
    const cardsCode = () => scripts.some((file) => file.startsWith('storefront-'));
    expect(cardsCode()).toBe(false);
    const grid = page.locator('[data-kept="grid"]');
    const addFirst = async () => {
      await quickAdd(page, grid.getByRole('article').first());
      await closeDrawer(page);
    };
    await addFirst();
    await expect.poll(() => badgeCount(page)).toBe('1');
    // A filter: the next list is drawn with the cards' code, fetched then.
    const total = page.locator('[aria-live="polite"]').first();
    const before = await total.textContent();
    const perPage = await grid.getByRole('article').count();
    await page.locator('aside a[href$="?color=black"]').click();
    await page.waitForURL(/\/category\/all\?color=black$/);
    await expect.poll(() => total.textContent()).not.toBe(before);
    await expect.poll(cardsCode).toBe(true);
    const shown = Number.parseInt((await total.textContent()) ?? '', 10);
    await expect.poll(() => grid.getByRole('article').count()).toBe(Math.min(shown, perPage));
    await addFirst();
    await expect.poll(() => badgeCount(page)).toBe('2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a list is one island: a tab or a filter changes the address with no page load; a French reload draws with no error', async () => {
    const page = await newPhonePage(shop.browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${shop.server.url}/fr/paintings`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('tab', { name: 'Reproductions d’art' }).tap();
    await page.waitForURL(/\/fr\/paintings\?tab=prints$/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Reloaded, the island's French comes as it draws (a part suspends on it): drawn at once, no React error
    // (react#33580: a root that suspends in a transition is drawn again, with error #520).
    await page.reload();
    await page.waitForFunction(() => !document.body.hasAttribute('aria-disabled'));
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Reproductions d’art');
    // A page says which areas of messages each island draws, and which need the ICU engine (`icu`), fetched before it
    // is drawn, in a transition; a French page drawn as islands carries their French. A list's count (a plural) is the
    // server's until the list changes (`Kept`): its first view needs no engine.
    const block = async (path: string, id: string) =>
      JSON.parse(
        new RegExp(`id="${id}">([^<]*)<`).exec(await (await fetch(`${shop.server.url}${path}`)).text())?.[1] ?? 'null',
      );
    for (const path of ['/fr/category/all', '/category/all'])
      expect(await block(path, 'island-areas')).toMatchObject({
        'category-listing': expect.arrayContaining([expect.stringMatching(/^facets\./)]),
      });
    expect((await block('/category/all', 'island-areas'))['category-listing']).not.toContain('icu');
    // Nor any number data (`money`): a price is the server's until it changes (`KeptPrice`), so no page drawn as
    // islands writes money at first view.
    const first = async (api: string) =>
      ((await (await fetch(`${shop.server.url}${api}`)).json()) as { id: number }[])[0]?.id;
    const prints = (await (await fetch(`${shop.server.url}/api/paintings`)).json()) as {
      id: number;
      available_sizes: unknown[];
    }[];
    const print = prints.find((painting) => painting.available_sizes.length > 1)?.id;
    for (const path of ['/', '/category/all', `/product/${await first('/api/products')}`, `/paintings/${print}`])
      expect(JSON.stringify(await block(path, 'island-areas')), path).not.toContain('"money"');
    expect(await block('/fr/category/all', 'island-french')).toMatchObject({ 'category.eyebrow': expect.anything() });
    expect(await block('/category/all', 'island-french')).toBeNull();
    await page.goto(`${shop.server.url}/fr/category/all`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const count = page.locator('[data-kept="count"]');
    const before = await count.textContent();
    await page
      // The sidebar a phone hides: its link, clicked as a script would.
      .locator('aside a[href$="?size=M"]')
      .evaluate((link: HTMLElement) => link.click());
    await page.waitForURL(/\/fr\/category\/all\?size=M$/);
    await expectVisible(page.getByRole('link', { name: /^Retirer le filtre\s?:\s?M$/ }));
    // The count drawn anew (fewer sizes M than items), in French, with its plural.
    await expect.poll(() => count.textContent()).not.toBe(before);
    expect(await count.textContent()).toMatch(/^\d+ produits? trouvés?$/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
