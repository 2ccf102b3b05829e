import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { scan, settle } from './a11y-helpers.js';
import { callFrom, newPage, shot } from './browser.js';
import { logIn } from './cart-helpers.js';
import { withShop } from './shop.js';
import { WAIT_MS } from './wait.js';

/**
 * Issue 39, item 4: the owner builds an "Art Prints" category holding two paintings and a product with the admin's
 * picker, orders them by dragging and by keyboard, and the storefront's category page lists them in that order.
 */
const shop = withShop();
let admin: Page;

beforeAll(async () => {
  admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
  const made = [
    await callFrom(admin, 'POST', '/api/categories', { name: 'Art Prints' }),
    await callFrom(admin, 'POST', '/api/paintings', { title: 'E2E Dusk Print', price: 80, is_original: false }),
    await callFrom(admin, 'POST', '/api/paintings', { title: 'E2E Tide Print', price: 90, is_original: false }),
    await callFrom(admin, 'POST', '/api/products', { name: 'E2E Art Tote', price: 30 }),
  ];
  expect(made.map((m) => m.status)).toEqual([201, 201, 201, 201]);
});

const order = async (dialog: ReturnType<Page['getByRole']>) =>
  dialog
    .getByRole('list', { name: 'Items in Art Prints, in order' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent ?? ''));

describe('the admin picker of a category', () => {
  it('holds two paintings and a product, ordered by drag and keyboard, and the storefront follows', async () => {
    await admin.goto(`${shop.server.url}/admin?tab=categories`);
    await admin.getByRole('button', { name: 'Items in Art Prints' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Items in Art Prints' });
    await dialog.getByText('No items yet. Choose products and paintings with Add items.').waitFor({ timeout: WAIT_MS });

    await dialog.getByRole('button', { name: 'Add items' }).click();
    await dialog.getByLabel('Search by name').fill('E2E');
    const results = dialog.getByRole('list', { name: 'Search results' });
    for (const name of ['E2E Art Tote', 'E2E Dusk Print', 'E2E Tide Print']) {
      await results.getByRole('checkbox', { name }).check({ timeout: WAIT_MS });
    }
    await dialog.getByRole('button', { name: 'Add 3 items' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(await order(dialog)).toEqual(['E2E Art Tote', 'E2E Dusk Print', 'E2E Tide Print']);

    // Drag the Tide print onto the first place, then move the Dusk print up by keyboard.
    const rows = dialog.getByRole('list', { name: 'Items in Art Prints, in order' }).getByRole('listitem');
    await rows.nth(2).dragTo(rows.nth(0));
    await expect.poll(() => order(dialog)).toEqual(['E2E Tide Print', 'E2E Art Tote', 'E2E Dusk Print']);
    await dialog.getByRole('button', { name: 'Move E2E Dusk Print up' }).focus();
    await admin.keyboard.press('Enter');
    await expect.poll(() => order(dialog)).toEqual(['E2E Tide Print', 'E2E Dusk Print', 'E2E Art Tote']);

    await settle(admin);
    expect(await scan(admin, 'category items dialog, 1280 px')).toEqual([]);
    await shot(admin, 'group-items-1280');
    await admin.setViewportSize({ width: 390, height: 844 });
    await settle(admin);
    expect(await scan(admin, 'category items dialog, 390 px')).toEqual([]);
    await shot(admin, 'group-items-390');
    await dialog.getByRole('button', { name: 'Add items' }).click();
    await dialog.getByLabel('Search by name').fill('E2E');
    await dialog.getByRole('list', { name: 'Search results' }).waitFor();
    await settle(admin);
    expect(await scan(admin, 'category items picker, 390 px')).toEqual([]);
    await shot(admin, 'group-items-picker-390');
    await admin.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: 'Save items' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const shopper = await newPage(shop.browser, 390);
    await shopper.goto(`${shop.server.url}/category/art-prints`);
    const names = () => shopper.locator('article').locator('h2, h3').allTextContents();
    await expect.poll(names, { timeout: WAIT_MS }).toEqual(['E2E Tide Print', 'E2E Dusk Print', 'E2E Art Tote']);
    await shot(shopper, 'group-items-storefront-390');
    await shopper.context().close();
  });
});
