import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { drawer, logIn } from './cart-helpers.js';
import { buyOverApi } from './order-helpers.js';
import { withShop } from './shop.js';
import { expectText, expectVisible } from './wait.js';

/**
 * Stock per size and colour (issue 26), as the owner and a shopper meet it: the admin's variant grid, and the
 * product page's size grid (sold-out sizes struck through per colour, the stock line, price and URL following
 * the chosen variant). With SHOTS_DIR set, the screens are saved there at 390 and 1280 px.
 */
const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

interface ShopVariant {
  size: string;
  color: string;
  stock: number;
  price: number;
  sku: string;
}
interface ShopProduct {
  id: number;
  name: string;
  stock: number;
  stockPerVariant: boolean;
  variants: ShopVariant[];
}

const shop = withShop();
let admin: Page;

beforeAll(async () => {
  admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
});

async function productNamed(name: string): Promise<ShopProduct | undefined> {
  const products = (await (await fetch(`${shop.server.url}/api/products`)).json()) as ShopProduct[];
  const found = products.find((p) => p.name === name);
  return found && ((await (await fetch(`${shop.server.url}/api/products/${found.id}`)).json()) as ShopProduct);
}

const stockOf = (product: ShopProduct | undefined) =>
  Object.fromEntries((product?.variants ?? []).map((v) => [`${v.size}/${v.color}`, v.stock]));

/** The owner's tee: S/M/L × black/white, no M in white, one L in black, L/white $44. */
const TEE_VARIANTS = [
  { size: 'S', color: 'black', stock: 2 },
  { size: 'S', color: 'white', stock: 2 },
  { size: 'M', color: 'black', stock: 3 },
  { size: 'M', color: 'white', stock: 0 },
  { size: 'L', color: 'black', stock: 1 },
  { size: 'L', color: 'white', stock: 2, price: 44 },
];

/** Creates the tee through the documented call (sending variants with stocks: stock per variant). */
async function createTee(name: string): Promise<number> {
  const body = {
    name,
    price: 40,
    category: 'T-Shirts',
    sizes: ['S', 'M', 'L'],
    colors: ['black', 'white'],
    variants: TEE_VARIANTS,
  };
  const created = await admin.evaluate(async (payload) => {
    const res = await fetch('/api/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: (await res.json()) as { id: number } };
  }, body);
  expect(created.status).toBe(201);
  return created.body.id;
}

const sizeRadio = (page: Page, name: string): Locator =>
  page.getByRole('radiogroup', { name: /Size/ }).getByRole('radio', { name, exact: true });
const colorRadio = (page: Page, name: string): Locator =>
  page.getByRole('radiogroup', { name: /Colou?r/ }).getByRole('radio', { name, exact: true });

describe('the admin variant grid', () => {
  it.each([1280, 390])(
    'at %i px: creates a tee with its own stock, SKU and price per size and colour',
    async (width) => {
      const name = `E2E Grid Tee ${width}`;
      const page = await newPage(shop.browser, width);
      await page.context().addCookies(await admin.context().cookies());
      await page.goto(`${shop.server.url}/admin?tab=products`);
      await page.getByRole('button', { name: 'Add Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Product' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await dialog.getByLabel('Price', { exact: true }).fill('40');
      await dialog.getByRole('textbox', { name: 'Sizes' }).fill('S, M, L');
      await dialog.getByRole('textbox', { name: 'Colors' }).fill('black, white');
      await dialog.getByRole('switch', { name: /Track stock per size\/colour/ }).check({ force: true });
      const grid = dialog.getByRole('table', { name: 'Variants' });
      await expectVisible(grid);
      expect(await grid.getByRole('rowheader').allTextContents()).toEqual([
        'S / black',
        'S / white',
        'M / black',
        'M / white',
        'L / black',
        'L / white',
      ]);
      await dialog.getByLabel('Set all to').fill('2');
      await dialog.getByRole('button', { name: 'Set all' }).click();
      await dialog.getByLabel('Stock of M / white').fill('0');
      await dialog.getByLabel('Stock of L / black').fill('1');
      await dialog.getByLabel('Price of L / white').fill('44');
      await dialog.getByLabel('SKU of S / black').fill(`GRID-${width}-S-BLK`);
      await expectText(dialog.getByTestId('variant-total'), '6 variants · 9 in stock');
      await shot(page, `admin-variant-grid-${width}`);
      await dialog.getByRole('button', { name: 'Add Product' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const created = await productNamed(name);
      expect(created).toMatchObject({ stockPerVariant: true, stock: 9 });
      expect(stockOf(created)).toEqual({
        'S/black': 2,
        'S/white': 2,
        'M/black': 2,
        'M/white': 0,
        'L/black': 1,
        'L/white': 2,
      });
      const variant = (size: string, color: string) =>
        created?.variants.find((v) => v.size === size && v.color === color);
      expect(variant('L', 'white')?.price).toBe(44);
      expect(variant('L', 'black')?.price).toBe(40);
      expect(variant('S', 'black')?.sku).toBe(`GRID-${width}-S-BLK`);

      // Editing shows the grid as saved; 'Set all' and a save change every variant.
      await page.getByRole('textbox', { name: 'Search products' }).fill(name);
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Product' });
      await expect.poll(() => edit.getByLabel('Stock of M / black').inputValue()).toBe('2');
      expect(await edit.getByLabel('Price of L / white').inputValue()).toBe('$44');
      expect(await edit.getByLabel('Price of L / black').inputValue()).toBe('');
      await edit.getByLabel('Set all to').fill('5');
      await edit.getByRole('button', { name: 'Set all' }).click();
      await edit.getByRole('button', { name: 'Update Product' }).click();
      await edit.waitFor({ state: 'hidden' });
      expect(Object.values(stockOf(await productNamed(name)))).toEqual([5, 5, 5, 5, 5, 5]);
      await page.context().close();
    },
  );
});

describe('the size grid on the product page', () => {
  let id: number;
  beforeAll(async () => {
    id = await createTee('E2E Size Grid Tee');
  });

  it.each([390, 1280])(
    'at %i px: sold-out sizes per colour, stock line, price and URL follow the variant',
    async (width) => {
      const page = await newPage(shop.browser, width);
      await page.goto(`${shop.server.url}/product/${id}?color=white`);
      await expectVisible(page.getByRole('heading', { name: 'E2E Size Grid Tee', level: 1 }));
      // White: no M. It is struck through and cannot be chosen; S (the first left) is.
      const soldOutM = sizeRadio(page, 'M (sold out)');
      await expectVisible(soldOutM);
      expect(await soldOutM.isDisabled()).toBe(true);
      expect(await soldOutM.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
      expect(await sizeRadio(page, 'S').getAttribute('aria-checked')).toBe('true');
      await expectText(page.getByTestId('stock-line'), 'In Stock (2 available)');
      await shot(page, `product-size-grid-white-${width}`);

      // L in white costs $44; the choice goes into the URL and survives a reload.
      await sizeRadio(page, 'L').click();
      await expectText(page.getByTestId('product-price'), '$44.00');
      await page.waitForURL(/size=L&color=white|color=white&size=L/);
      await page.reload();
      expect(await sizeRadio(page, 'L').getAttribute('aria-checked')).toBe('true');
      await expectText(page.getByTestId('product-price'), '$44.00');
      expect(await colorRadio(page, 'White').getAttribute('aria-checked')).toBe('true');

      // Black: M is back, L has one left at the product's price.
      await colorRadio(page, 'Black').click();
      expect(await sizeRadio(page, 'M').isDisabled()).toBe(false);
      await expectText(page.getByTestId('stock-line'), 'In Stock (1 available)');
      await expectText(page.getByTestId('product-price'), '$40.00');
      await page.waitForURL(/size=L&color=black|color=black&size=L/);
      await shot(page, `product-size-grid-black-${width}`);
      await page.context().close();
    },
  );

  it('a shared link opens the variant it names; once the last L in black is bought, only that variant is sold out', async () => {
    const before = (await (await fetch(`${shop.server.url}/api/products/${id}`)).json()) as ShopProduct;
    const page = await newPage(shop.browser, 1280);
    await page.goto(`${shop.server.url}/product/${id}?size=L&color=black`);
    expect(await sizeRadio(page, 'L').getAttribute('aria-checked')).toBe('true');
    await expectText(page.getByTestId('stock-line'), 'In Stock (1 available)');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectVisible(drawer(page).getByText('Size: L · Color: Black'));
    await page.keyboard.press('Escape');

    // Another shopper buys the last L in black: that variant's stock, and only that one, drops to 0.
    await buyOverApi(admin, { productId: id, quantity: 1, size: 'L', color: 'black', item_type: 'product' });
    const now = async () => (await (await fetch(`${shop.server.url}/api/products/${id}`)).json()) as ShopProduct;
    await expect.poll(async () => stockOf(await now())).toEqual({ ...stockOf(before), 'L/black': 0 });
    await page.goto(`${shop.server.url}/product/${id}?size=L&color=black`);
    await expectText(page.getByTestId('stock-line'), 'Out of Stock');
    expect(await sizeRadio(page, 'L (sold out)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
    await colorRadio(page, 'White').click();
    await expectText(page.getByTestId('stock-line'), 'In Stock (2 available)');

    // The category card is not 'Sold Out' while a variant is left.
    await page.goto(`${shop.server.url}/category/all`);
    const card = page.locator('article', { has: page.getByRole('link', { name: 'E2E Size Grid Tee' }) });
    await expectVisible(card);
    expect(await card.getByText('Sold Out').count()).toBe(0);
    await page.context().close();
  });
});

describe('inventory and purchase orders by variant', () => {
  it('lists the tee by variant, and a purchase order line for M / black receives 10 of exactly that variant', async () => {
    const name = 'E2E PO Tee';
    const id = await createTee(name);
    const page = await newPage(shop.browser, 1280);
    await page.context().addCookies(await admin.context().cookies());
    await page.goto(`${shop.server.url}/admin?tab=inventory`);
    await page.getByRole('textbox', { name: /Search by name/ }).fill(name);
    for (const variant of ['S / black', 'M / white', 'L / white']) {
      await expectVisible(page.getByText(`${name} — ${variant}`, { exact: true }).first());
    }
    await shot(page, 'admin-inventory-variants-1280');

    await page.getByRole('tab', { name: 'Vendors' }).click();
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    const vendorDialog = page.getByRole('dialog', { name: 'Add New Vendor' });
    await vendorDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Variant Supply');
    await vendorDialog.getByRole('button', { name: 'Add Vendor' }).click();
    await vendorDialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Purchase Orders' }).click();
    await page.getByRole('button', { name: 'Create Purchase Order' }).click();
    const create = page.getByRole('dialog', { name: 'Create Purchase Order' });
    await create.getByRole('combobox', { name: 'Vendor' }).click();
    await page.getByRole('option', { name: 'E2E Variant Supply' }).click();
    await create.getByRole('combobox', { name: 'Item of line 1' }).fill(`${name} — M / black`);
    await page.getByRole('option', { name: new RegExp(`^${name} — M / black · `) }).click();
    await create.getByRole('textbox', { name: 'Quantity of line 1' }).fill('10');
    await create.getByRole('textbox', { name: 'Unit cost of line 1' }).fill('6');
    await create.getByRole('button', { name: 'Create Purchase Order' }).click();
    const view = page.getByRole('dialog', { name: /^Purchase Order #\d+$/ });
    await view.getByRole('button', { name: 'Mark as Ordered' }).click();
    await view.getByRole('textbox', { name: `Receive ${name} — M / black` }).fill('10');
    await view.getByRole('button', { name: 'Receive' }).click();
    await shot(page, 'admin-purchase-order-variant-1280');
    await expect
      .poll(async () => stockOf((await (await fetch(`${shop.server.url}/api/products/${id}`)).json()) as ShopProduct))
      .toEqual({ 'S/black': 2, 'S/white': 2, 'M/black': 13, 'M/white': 0, 'L/black': 1, 'L/white': 2 });
    await page.context().close();
  });
});

describe("the dashboard's best sellers by variant", () => {
  it.each([1280, 390])('at %i px: a best-selling tee expands into the sizes and colours sold', async (width) => {
    const name = `E2E Best Seller Tee ${width}`;
    const id = await createTee(name);
    for (const [size, color] of [
      ['M', 'black'],
      ['M', 'black'],
      ['L', 'white'],
    ] as const) {
      await buyOverApi(admin, { productId: id, quantity: 1, size, color, item_type: 'product' });
    }
    const page = await newPage(shop.browser, width);
    await page.context().addCookies(await admin.context().cookies());
    await page.goto(`${shop.server.url}/admin?tab=dashboard`);
    await page.getByRole('button', { name: `Show sizes and colours of ${name}` }).click();
    const list = page.getByRole('list', { name: `${name} by size and colour` });
    await expectText(list.getByRole('listitem').first(), /^M \/ black2 sold/);
    await expectText(list.getByRole('listitem').nth(1), /^L \/ white1 sold\$44\.00$/);
    await shot(page, `admin-dashboard-best-seller-variants-${width}`);
    await page.context().close();
  });
});
