import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { logIn, register } from './cart-helpers.js';
import { buyOverApi, openAdminOrder } from './order-helpers.js';
import { withShop } from './shop.js';
import { expectVisible } from './wait.js';

/** The owner's daily tools (issue 23): a customer's page, an export download, the product import's preview. */
const shop = withShop();
let admin: Page;
let orderId: number;

beforeAll(async () => {
  const shopper = await newPage(shop.browser);
  await register(shopper, shop.server.url, 'carla');
  orderId = await buyOverApi(shopper, { productId: 1, quantity: 1, size: 'M', color: 'Black' }, 'Carla Crème, Jr.');
  admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
});

describe('the owner’s customers, exports and import', () => {
  it('finds a customer, opens their page with the order and address, and keeps an internal note', async () => {
    await admin.goto(`${shop.server.url}/admin?tab=customers`);
    await admin.getByRole('textbox', { name: 'Search customers' }).fill('carla');
    const table = admin.getByRole('table', { name: 'Customers' });
    await expectVisible(table.getByText('carla@example.com'));
    await table.getByRole('button', { name: 'Carla Crème, Jr.' }).click();
    await expectVisible(admin.getByRole('heading', { name: 'Carla Crème, Jr.' }));
    await expectVisible(
      admin.getByRole('table', { name: 'Customer orders' }).getByRole('link', { name: `#${orderId}` }),
    );
    await expectVisible(admin.getByText(/12 Main Street, Portland OR 97201/));

    await admin.getByRole('textbox', { name: 'Internal note' }).fill('Gift wrap every order');
    await admin.getByRole('button', { name: 'Save note' }).click();
    await expectVisible(admin.getByText(/^Saved /));
    await admin.reload();
    await expectVisible(admin.getByText(/^Saved /));
    expect(await admin.getByRole('textbox', { name: 'Internal note' }).inputValue()).toBe('Gift wrap every order');
  });

  it('downloads the orders export as a UTF-8 CSV with the accents and commas intact', async () => {
    await admin.goto(`${shop.server.url}/admin?tab=reports`);
    await expectVisible(admin.getByRole('heading', { name: 'Sales and tax by month' }));
    await expectVisible(admin.getByRole('table', { name: 'Sales by month and region' }));
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Orders', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('orders.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(`${orderId},`);
    expect(text).toContain('"Carla Crème, Jr."');
  });

  it('previews an import with two bad rows, names both, and writes nothing', async () => {
    const before = ((await (await fetch(`${shop.server.url}/api/products`)).json()) as unknown[]).length;
    await admin.goto(`${shop.server.url}/admin?tab=reports`);
    const csv = ['name,price,stock', 'Dye Tee,25.00,4', ',19.00,2', 'Crème Hoodie,lots,1', 'Café Cap,15.50,3'].join(
      '\n',
    );
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const problems = admin.getByRole('table', { name: 'Import problems' });
    await expectVisible(problems);
    await expectVisible(problems.getByRole('row', { name: /3 name Name is required/ }));
    await expectVisible(problems.getByRole('row', { name: /4 price Price must be a number/ }));
    expect(await admin.getByRole('button', { name: /^Import \d+ products$/ }).isDisabled()).toBe(true);
    const after = ((await (await fetch(`${shop.server.url}/api/products`)).json()) as unknown[]).length;
    expect(after).toBe(before);
  });

  it('previews and imports a file past 1 MiB from the browser (the import states 2 MB; it answered 413)', async () => {
    await admin.goto(`${shop.server.url}/admin?tab=reports`);
    await expectVisible(admin.getByText(/At most 2 MB and 2,000 rows\./));
    const description = 'Hand-bleached "acid wash", heavy cotton; café-dyed.\nEach piece differs. '.repeat(50);
    const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
    const rows = Array.from({ length: 300 }, (_, i) => `Big Drop Tee ${i + 1},${quoted(description)},24.50,3`);
    const csv = `name,description,price,stock\n${rows.join('\n')}\n`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1024 * 1024);
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expectVisible(admin.getByText('300 rows: 300 new, 0 updates'));
    await admin.getByRole('button', { name: 'Import 300 products' }).click();
    await expectVisible(admin.getByText('300 added, 0 updated'));
    const names = ((await (await fetch(`${shop.server.url}/api/products`)).json()) as { name: string }[]).map(
      (p) => p.name,
    );
    expect(names.filter((n) => n.startsWith('Big Drop Tee '))).toHaveLength(300);
  });

  it('refunds the shipping alone, which the report shows by month and region, and the dashboard says what it counts', async () => {
    await openAdminOrder(admin, shop.server.url, orderId);
    await admin.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: `Refund order #${orderId}` });
    await dialog.getByRole('checkbox', { name: 'Refund the shipping too ($7.95)' }).check();
    await dialog.getByRole('button', { name: 'Refund $7.95' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await admin.goto(`${shop.server.url}/admin?tab=reports`);
    const table = admin.getByRole('table', { name: 'Sales by month and region' });
    await expectVisible(table.getByRole('columnheader', { name: 'Shipping refunded' }));
    await expectVisible(table.getByRole('columnheader', { name: 'Tax owed', exact: true }));
    // Oregon charges no sales tax: the region's row shows its shipping given back and nothing owed.
    const oregon = table.getByRole('row', { name: /^OR 1 / }).first();
    await expectVisible(oregon);
    expect(await oregon.getByRole('cell').nth(7).textContent()).toBe('$7.95');
    expect(await oregon.getByRole('cell').nth(10).textContent()).toBe('$0.00');

    await admin.goto(`${shop.server.url}/admin`);
    await expectVisible(admin.getByText('Sales, tax and shipping included, refunds deducted'));
  });
});
