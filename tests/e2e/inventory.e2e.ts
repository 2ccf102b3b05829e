import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { logIn } from './cart-helpers.js';
import { withShop } from './shop.js';

const shop = withShop();
let admin: Page;

beforeAll(async () => {
  admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
});

interface Item {
  id: number;
  name: string;
  quantity: number;
}

/** The admin's own view of the stock, through its session. */
async function items(path: string): Promise<Item[]> {
  return (await admin.request.get(`${shop.server.url}/api/inventory${path}`)).json();
}

async function toast(title: string): Promise<void> {
  await admin.getByText(title, { exact: true }).first().waitFor();
}

describe('inventory, vendors and purchase orders', () => {
  it('orders a low-stock item from a new vendor, receives it in two parts, and stock, status and ledger follow', async () => {
    await admin.goto(`${shop.server.url}/admin?tab=inventory`);
    await admin.getByRole('tab', { name: 'Vendors' }).click();
    await admin.getByText('No vendors found').waitFor();
    await admin.getByRole('button', { name: 'Add Vendor' }).click();
    const vendorDialog = admin.getByRole('dialog', { name: 'Add New Vendor' });
    await vendorDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Dye Supply');
    await vendorDialog.getByRole('textbox', { name: 'Contact email' }).fill('orders@dye.example');
    await vendorDialog.getByRole('button', { name: 'Add Vendor' }).click();
    await toast('Vendor Added');
    await admin.getByRole('cell', { name: 'E2E Dye Supply', exact: true }).waitFor();

    const [low] = await items('/low-stock');
    if (!low) throw new Error('the demo shop has no low-stock item');
    await admin.getByRole('tab', { name: 'Low Stock' }).click();
    await admin.getByRole('button', { name: `Create purchase order for ${low.name}` }).click();
    const create = admin.getByRole('dialog', { name: 'Create Purchase Order' });
    await create.getByRole('combobox', { name: 'Vendor' }).click();
    await admin.getByRole('option', { name: 'E2E Dye Supply' }).click();
    await create.getByRole('textbox', { name: 'Quantity of line 1' }).fill('8');
    await create.getByRole('textbox', { name: 'Unit cost of line 1' }).fill('4.5');
    await create.getByText('Total $36.00').waitFor();
    await create.getByRole('button', { name: 'Create Purchase Order' }).click();

    const view = admin.getByRole('dialog', { name: /^Purchase Order #\d+$/ });
    await view.getByText('draft', { exact: true }).waitFor();
    await view.getByRole('button', { name: 'Edit' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Purchase Order' });
    await edit.getByRole('textbox', { name: 'Quantity of line 1' }).fill('10');
    await edit.getByText('Total $45.00').waitFor();
    await edit.getByRole('button', { name: 'Save Purchase Order' }).click();
    await view.getByText('Total $45.00').waitFor();
    const orderId = Number((await view.getByRole('heading').first().textContent())?.replace(/\D/g, ''));
    await view.getByRole('button', { name: 'Mark as Ordered' }).click();
    await view.getByText('ordered', { exact: true }).waitFor();

    await view.getByRole('textbox', { name: `Receive ${low.name}` }).fill('5');
    await view.getByRole('button', { name: 'Receive' }).click();
    await view.getByText('partially received', { exact: true }).waitFor();
    await expect.poll(async () => (await items('')).find((i) => i.id === low.id)?.quantity).toBe(low.quantity + 5);
    // Nothing is pre-filled: the owner types what arrived.
    expect(await view.getByRole('textbox', { name: `Receive ${low.name}` }).inputValue()).toBe('');
    await view.getByRole('textbox', { name: `Receive ${low.name}` }).fill('5');
    await view.getByRole('button', { name: 'Receive' }).click();
    await view.getByText('received', { exact: true }).waitFor();
    await expect.poll(async () => (await items('')).find((i) => i.id === low.id)?.quantity).toBe(low.quantity + 10);
    await view.getByRole('button', { name: 'Cancel Order' }).waitFor({ state: 'detached' });
    await admin.keyboard.press('Escape');

    await admin.getByRole('tab', { name: 'Purchase Orders' }).click();
    const row = admin.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
    await row.getByText('received', { exact: true }).waitFor();
    await row.getByText('$45.00').waitFor();

    await admin.getByRole('tab', { name: 'Inventory', exact: true }).click();
    await admin.getByRole('textbox', { name: 'Search by name, SKU or location' }).fill(low.name);
    await admin
      .getByRole('row', { name: new RegExp(low.name) })
      .getByText(String(low.quantity + 10), { exact: true })
      .waitFor();

    await admin.getByRole('tab', { name: 'Transactions' }).click();
    await admin.getByRole('combobox', { name: 'Transaction type' }).click();
    await admin.getByRole('option', { name: 'receive' }).click();
    const receipts = admin.getByRole('row', { name: new RegExp(`Purchase order #${orderId}`) });
    await expect.poll(() => receipts.count()).toBe(2);
    expect(await receipts.first().getByText('+5').count()).toBe(1);
  });

  it('adds a category from the Categories tab and the storefront lists it', async () => {
    await admin.goto(`${shop.server.url}/admin?tab=categories`);
    await admin.getByRole('button', { name: 'Add Category' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add New Category' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Scarves');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await toast('Category Added');
    await admin
      .getByRole('row', { name: /E2E Scarves/ })
      .getByText('/category/e2e-scarves')
      .waitFor();
    const categories = (await (await fetch(`${shop.server.url}/api/categories`)).json()) as { name: string }[];
    expect(categories.at(-1)?.name).toBe('E2E Scarves');
  });
});
