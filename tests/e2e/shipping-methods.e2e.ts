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
    // Its dialog offers the name and the estimate in French, the English as each one's placeholder.
    await card.getByRole('button', { name: 'Edit Canada Standard' }).locator('visible=true').first().click();
    const dialog = page.getByRole('dialog');
    const estimate = dialog.getByLabel('Français — Delivery estimate');
    await estimate.waitFor();
    expect(await estimate.getAttribute('placeholder')).toBe('3-5 business days');
    expect(await dialog.getByLabel('Français — Name').getAttribute('placeholder')).toBe('Canada Standard');
    await dialog.screenshot({ path: `test-results/shipping-method-dialog-${width}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
