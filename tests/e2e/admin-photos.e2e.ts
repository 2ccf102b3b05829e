import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { scan, settle } from './a11y-helpers.js';
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

const png = (background: string, width = 640) =>
  sharp({ create: { width, height: (width * 5) / 4, channels: 3, background } })
    .png()
    .toBuffer();

/** The colour of a shop image (all one colour here): which of the uploaded files it was made from. */
async function colourOf(url: string): Promise<string> {
  const image = Buffer.from(await (await fetch(`${shop.server.url}${url}`)).arrayBuffer());
  const { dominant } = await sharp(image).stats();
  return [dominant.r, dominant.g, dominant.b].map((c) => (c > 128 ? 'f' : '0')).join('');
}

interface Listed {
  id: number;
  name: string;
  imageUrl: string;
  images: { url: string; alt: string; color: string | null }[];
}

/** The Add Product dialog with the product's name and a price typed. */
async function newProduct(name: string) {
  await admin.goto(`${shop.server.url}/admin?tab=products`);
  await admin.getByRole('button', { name: 'Add Product' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Price', { exact: true }).fill('30');
  return dialog;
}

describe('the product form’s Photos', () => {
  it('uploads two photos at once, makes the second the cover by keyboard, and needs each alt text', async () => {
    const name = 'E2E Two Photo Tee';
    const dialog = await newProduct(name);
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

  it('adds library photos chosen several at once in the order clicked, and stops at 12 with a note', async () => {
    const name = 'E2E Twelve Photo Tee';
    const dialog = await newProduct(name);

    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    const picker = admin.getByRole('dialog', { name: 'Choose photos from library' });
    await picker.getByLabel('Upload images').setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await png('#ff0000', 160) },
      { name: 'green.png', mimeType: 'image/png', buffer: await png('#00ff00', 160) },
      { name: 'blue.png', mimeType: 'image/png', buffer: await png('#0000ff', 160) },
    ]);
    await picker.getByText('3 of 12 chosen').waitFor({ timeout: WAIT_MS * 2 });
    // The picker with its choices numbered, and the upload's toast over it: axe finds nothing serious.
    await admin.getByText('3 images added').waitFor();
    await settle(admin);
    expect(await scan(admin, 'library picker, three chosen, the upload toast shown')).toEqual([]);
    await picker.getByRole('button', { name: 'red.png' }).click();
    await picker.getByText('2 of 12 chosen').waitFor();
    await picker.getByRole('button', { name: 'red.png' }).click();
    await picker.getByRole('button', { name: 'Add 3 photos' }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await dialog.getByRole('textbox', { name: /^Alt text, photo 3(?!\d)/ }).inputValue()).toBe(
      `${name} — photo 3`,
    );

    const ten = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => ({
        name: `grey-${i}.png`,
        mimeType: 'image/png',
        buffer: await png('#808080', 80),
      })),
    );
    await dialog.getByLabel('Upload images').setInputFiles(ten);
    await dialog
      .getByText('At most 12 photos per item, so this one has room for 9 more: 1 file was not uploaded.')
      .waitFor();
    await dialog.getByText('This item has 12 photos, the most it can have.').waitFor({ timeout: WAIT_MS * 4 });
    expect(await dialog.getByRole('button', { name: 'Choose from library' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const products = (await (await fetch(`${shop.server.url}/api/products`)).json()) as Listed[];
    const created = products.find((p) => p.name === name);
    expect(created?.images).toHaveLength(12);
    const firstThree = await Promise.all((created?.images ?? []).slice(0, 3).map((i) => colourOf(i.url)));
    expect(firstThree).toEqual(['0f0', '00f', 'f00']);
  });
});
