import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { logIn } from './cart-helpers.js';
import { withShop } from './shop.js';
import { WAIT_MS } from './wait.js';

/** Photos per item (issue 38) in the admin: several uploaded at once, reordered by keyboard, alt text required. */
const shop = withShop();
let admin: Page;

beforeAll(async () => {
  admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
});

const png = (background: string) =>
  sharp({ create: { width: 640, height: 800, channels: 3, background } })
    .png()
    .toBuffer();

interface Listed {
  id: number;
  name: string;
  imageUrl: string;
  images: { url: string; alt: string; color: string | null }[];
}

describe('the product form’s Photos', () => {
  it('uploads two photos at once, makes the second the cover by keyboard, and needs each alt text', async () => {
    const name = 'E2E Two Photo Tee';
    await admin.goto(`${shop.server.url}/admin?tab=products`);
    await admin.getByRole('button', { name: 'Add Product' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByLabel('Price', { exact: true }).fill('30');
    await dialog.getByLabel('Upload images').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await png('#203a5c') },
      { name: 'back.png', mimeType: 'image/png', buffer: await png('#c9a86a') },
    ]);
    const alt2 = dialog.getByRole('textbox', { name: /^Alt text, photo 2/ });
    await alt2.waitFor({ timeout: WAIT_MS });
    expect(await alt2.inputValue()).toBe(`${name} — photo 2`);

    await dialog.getByRole('button', { name: 'Move photo 2 left' }).focus();
    await admin.keyboard.press('Enter');
    await expect
      .poll(() =>
        dialog.getByRole('button', { name: 'Move photo 1 right' }).evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    expect(await dialog.getByRole('status').filter({ hasText: 'Photo moved' }).textContent()).toBe(
      'Photo moved to position 1 of 2: it is now the cover.',
    );

    await dialog.getByRole('textbox', { name: /^Alt text, photo 1/ }).fill('');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await dialog.getByText('Each photo needs alt text').waitFor();
    await dialog.getByRole('textbox', { name: /^Alt text, photo 1/ }).fill('Back of the tee, sand bleach');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const products = (await (await fetch(`${shop.server.url}/api/products`)).json()) as Listed[];
    const created = products.find((p) => p.name === name);
    expect(created?.images.map((i) => i.alt)).toEqual(['Back of the tee, sand bleach', `${name} — photo 1`]);
    expect(created?.imageUrl).toBe(created?.images[0]?.url);
    expect(created?.images.every((i) => /^\/uploads\/.+\.webp$/.test(i.url))).toBe(true);
  });
});
