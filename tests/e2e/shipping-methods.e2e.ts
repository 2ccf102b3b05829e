import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { logIn } from './cart-helpers.js';
import { withShop } from './shop.js';

const shop = withShop();
let pages: Record<number, Page>;

beforeAll(async () => {
  pages = {};
  for (const width of [1280, 390]) {
    const page = await newPage(shop.browser, width);
    await logIn(page, shop.server.url, 'admin', shop.server.adminPassword);
    pages[width] = page;
  }
});

describe('Settings → Shipping methods', () => {
  it.each([1280, 390])('shows the methods with the free-over-the-threshold tick at %i px', async (width) => {
    const page = pages[width] as Page;
    await page.goto(`${shop.server.url}/admin?tab=settings`);
    const section = page.getByRole('heading', { name: 'Shipping methods' });
    await section.scrollIntoViewIfNeeded();
    const tick = page.getByRole('checkbox', { name: 'US Express free over the threshold' }).locator('visible=true');
    await tick.first().waitFor();
    expect(await tick.first().isChecked()).toBe(false);
    const card = page.locator('.mantine-Paper-root', { has: section });
    await card.screenshot({ path: `test-results/shipping-methods-${width}.png` });
  });
});
