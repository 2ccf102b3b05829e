import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setSettings } from './settings-helpers.js';
import { withShop } from './shop.js';
import { expectVisible, hydrated } from './wait.js';

/**
 * Issue 39: on a phone two cards per row (one product per row made 15 products a long scroll), one below 360 px;
 * the cards stay readable: nothing in a card is wider than the card.
 */
const shop = withShop();

beforeAll(async () => {
  // Every control a card can carry: the heart too.
  await setSettings(shop.browser, shop.server, { enableWishlist: true });
});

/** A phone (touch: Quick Add shows without hovering) below 1000 px, a desktop browser from it. */
async function device(width: number): Promise<Page> {
  const phone = width < 1000;
  const context = await shop.browser.newContext({ viewport: { width, height: 900 }, hasTouch: phone, isMobile: phone });
  return context.newPage();
}

/** Cards per row of a grid: how many of its cards share the first card's top. */
const perRow = (grid: Locator) =>
  grid.evaluate((element) => {
    const tops = [...element.querySelectorAll(':scope > article')].map((card) => card.getBoundingClientRect().top);
    return tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) < 2).length;
  });

/** What sticks out of its card (text or buttons cut off or spilling): each as "tag text". */
const overflowing = (grid: Locator) =>
  grid.evaluate((element) =>
    [...element.querySelectorAll(':scope > article')].flatMap((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll('h2, h3, p, a, button')]
        .filter((child) => {
          const inner = child.getBoundingClientRect();
          if (inner.width === 0) return false;
          return inner.left < box.left - 1 || inner.right > box.right + 1 || child.scrollWidth > child.clientWidth + 1;
        })
        .map((child) => `${child.tagName} ${child.textContent?.trim()}`);
    }),
  );

/** The grid of product (or painting) cards on the page: the first element whose children are cards. */
const cardGrid = (page: Page) => page.locator(':has(> article)').first();

/** The pages with a grid of cards (a collection's own page: /collection/all lists the collections). */
async function gridPages(): Promise<{ name: string; path: string }[]> {
  const collections = await (await fetch(`${shop.server.url}/api/collections`)).json();
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: '/category/all' },
    { name: 'collection', path: `/collection/${encodeURIComponent(collections[0].name)}` },
    { name: 'paintings', path: '/paintings' },
  ];
}

/** With SHOTS=<folder>: a screenshot of the grid's first rows. */
async function shot(page: Page, grid: Locator, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  await grid.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${process.env.SHOTS}/f-early-${name}.png` });
}

describe('the card grids on a phone (issue 39)', () => {
  for (const [width, expected] of [
    [340, 1],
    [360, 2],
    [390, 2],
    [600, 2],
    [1280, 4],
  ] as const) {
    it(`shows ${expected} card(s) per row at ${width} px on the home, category, collection and paintings pages`, async () => {
      const page = await device(width);
      for (const { name, path } of await gridPages()) {
        await page.goto(`${shop.server.url}${path}`);
        await hydrated(page);
        const grid = cardGrid(page);
        await expectVisible(grid);
        // The home page's New Arrivals show as many per row as the owner chose (4 in the demo) from 992 px up.
        expect(await perRow(grid), `${path} at ${width} px`).toBe(expected);
        expect(await overflowing(grid), `${path} at ${width} px`).toEqual([]);
        await shot(page, grid, `${name}-${width}`);
      }
      await page.context().close();
    });
  }
});
