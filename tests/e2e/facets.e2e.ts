import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scan, settle } from './a11y-helpers.js';
import { shot } from './browser.js';
import { withShop } from './shop.js';
import { expectHidden, expectVisible, hydrated } from './wait.js';

/*
 * Issue 39, as a shopper tries it at 390 px on the demo shop: filter the Shop page to size M in black under $100 in
 * the filter drawer, each option's count equal to what the list shows once it is chosen; share the URL and open it
 * in a fresh browser (the same items); with scripts off the filter links work; axe stays clean.
 */

const shop = withShop();
const PHONE = { width: 390, height: 844 };

/** The item names of the grid, in order. */
const itemNames = (page: Page) => page.locator('article').locator('h2, h3').allTextContents();

/** 'N products found' as a number. */
async function total(page: Page): Promise<number> {
  const text = await page.getByText(/\d+ products? found/).textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

/** A facet option's link in `scope` ('M (4)'), and the count it shows. */
async function option(scope: Locator, label: string): Promise<{ link: Locator; count: number }> {
  const escaped = label.replace(/[$()]/g, '\\$&');
  const link = scope.getByRole('link', { name: new RegExp(`^${escaped} \\(\\d+\\)$`) });
  await link.waitFor();
  const name = (await link.textContent()) ?? '';
  return { link, count: Number(name.match(/\((\d+)\)$/)?.[1]) };
}

describe('facets on a phone', () => {
  it('filters to size M in black under $100 in the drawer, counts matching the list; the URL shows the same elsewhere', async () => {
    const context = await shop.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${shop.server.url}/category/all`);
    await hydrated(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'All Products' }));
    const before = await total(page);

    await page.getByRole('link', { name: 'Filter (0)' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expectVisible(drawer);

    // Each option's count is what the list holds once it is chosen (nothing else of its facet chosen yet).
    for (const [facet, label, param] of [
      ['Size', 'M', 'size=M'],
      ['Colour', 'Black', 'color='],
      ['Price', 'Under $50', 'price=under-50'],
    ] as const) {
      const { link, count } = await option(drawer.getByRole('region', { name: facet }), label);
      await link.tap();
      await page.waitForURL(new RegExp(param.replace('$', '\\$')));
      await expectVisible(drawer.getByRole('button', { name: `Show ${count} item${count === 1 ? '' : 's'}` }));
      expect(await total(page)).toBe(count);
    }
    // A second price range adds its own items (the ranges do not overlap): OR within a facet.
    const shown = await total(page);
    const { link: fifty, count: fiftyCount } = await option(drawer.getByRole('region', { name: 'Price' }), '$50-$100');
    await fifty.tap();
    await page.waitForURL(/price=50-100/);
    await expect.poll(() => total(page)).toBe(shown + fiftyCount);
    expect(await total(page)).toBeLessThan(before);

    const chosen = await total(page);
    await shot(page, 'facets-drawer-390');
    await drawer.getByRole('button', { name: `Show ${chosen} items` }).tap();
    await expectVisible(page.getByRole('link', { name: 'Filter (4)' }));
    await expectHidden(drawer);
    const names = await itemNames(page);
    expect(names.length).toBe(chosen);
    expect(names.sort()).toEqual(['Acid Wash Tee', 'Galaxy Spiral Hoodie', 'Spiral Bloom Tee']);
    // The chips say what is chosen.
    const chips = page.getByRole('navigation', { name: 'Chosen filters' });
    await expectVisible(chips.getByRole('link', { name: 'Remove filter: M' }));

    await shot(page, 'facets-list-390', true);
    const shared = page.url();
    expect(shared).toMatch(/size=M/);
    expect(shared).toMatch(/price=under-50&price=50-100/);
    await settle(page);
    expect(await scan(page, 'facets 390', undefined, true)).toEqual([]);
    await context.close();

    // A fresh browser opening the shared URL sees the same items.
    const fresh = await shop.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const other = await fresh.newPage();
    await other.goto(shared);
    await hydrated(other);
    expect((await itemNames(other)).sort()).toEqual(names.sort());
    expect(await total(other)).toBe(chosen);
    await fresh.close();
  });

  it('works with scripts off: Filter shows the facets, an option link filters, a chip removes it, the sort form sorts', async () => {
    const context = await shop.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    // With no script the page is never hydrated; it never says it is disabled either (a screen reader would read
    // every link as unusable), so the links and the sort form are used as a shopper would.
    await page.goto(`${shop.server.url}/category/all`);
    expect(await page.locator('body').getAttribute('aria-disabled')).toBeNull();
    const sidebar = page.locator('#filters');
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Filter (0)' }).click();
    await expectVisible(sidebar);
    await shot(page, 'facets-no-script-390', true);
    const { link, count } = await option(sidebar.getByRole('region', { name: 'Size' }), 'M');
    await link.click();
    await page.waitForURL(/\/category\/all\?size=M$/);
    expect(await total(page)).toBe(count);
    expect((await itemNames(page)).length).toBe(Math.min(count, 9));

    // The shopper picks the order with the keys.
    await page.getByLabel('Sort by').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.waitForURL(/size=M&sort=price-desc/);
    expect(await total(page)).toBe(count);
    const prices = await page.locator('article').getByText(/^\$\d/).allTextContents();
    const dollars = prices.map((price) => Number(price.replace(/[^\d.]/g, '')));
    expect(dollars).toEqual([...dollars].sort((a, b) => b - a));

    await page.getByRole('link', { name: 'Remove filter: M' }).click();
    await page.waitForURL(/\/category\/all\?sort=price-desc$/);
    await context.close();
  });

  it('on a desktop shows the facets in a sidebar, no Filter button; the router follows a link without a reload', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${shop.server.url}/category/all`);
    await hydrated(page);
    const sidebar = page.locator('#filters');
    await expectVisible(sidebar.getByRole('heading', { name: 'Filters' }));
    expect(await page.getByRole('link', { name: 'Filter (0)' }).isVisible()).toBe(false);
    // A marker on the window survives a router navigation, not a page load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const { link, count } = await option(sidebar.getByRole('region', { name: 'Category' }), 'T-Shirts');
    await link.click();
    await page.waitForURL(/\/category\/all\?category=t-shirts$/);
    await expect.poll(() => total(page)).toBe(count);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await shot(page, 'facets-1280', true);
    await context.close();
  });
});
