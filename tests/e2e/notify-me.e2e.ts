import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { logIn } from './cart-helpers.js';
import { withShopAndMail } from './shop.js';
import { expectText, expectVisible, focusWhenEnabled, hydrated } from './wait.js';

/**
 * "Notify me" (issue 40) as a shopper and the owner meet it: a shopper on a sold-out size asks, by keyboard; the
 * owner sees them waiting in Inventory and adds stock; the mail arrives with a link that opens the product with
 * that size and colour chosen.
 */
const shop = withShopAndMail();
let admin: Page;

beforeAll(async () => {
  admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
});

async function createTee(name: string): Promise<number> {
  const created = await admin.evaluate(
    async (payload) => {
      const res = await fetch('/api/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: (await res.json()) as { id: number } };
    },
    {
      name,
      price: 40,
      sizes: ['S', 'M'],
      colors: ['black', 'white'],
      variants: [
        { size: 'S', color: 'black', stock: 2 },
        { size: 'S', color: 'white', stock: 2 },
        { size: 'M', color: 'black', stock: 1 },
        { size: 'M', color: 'white', stock: 0 },
      ],
    },
  );
  expect(created.status).toBe(201);
  return created.body.id;
}

describe('Notify me', () => {
  it('a shopper on a sold-out size asks; the owner adds stock; the mail opens the product with that size chosen', async () => {
    const id = await createTee('Notify Tee');
    const email = 'waiting-shopper@example.com';

    const shopper = await newPage(shop.browser, 390);
    await shopper.goto(`${shop.server.url}/product/${id}?size=M&color=white`);
    await hydrated(shopper);
    await expectVisible(shopper.getByRole('radio', { name: /M.*sold out/i }));
    const open = shopper.getByRole('button', { name: 'Notify me' });
    await focusWhenEnabled(open);
    await shopper.keyboard.press('Enter');
    const field = shopper.getByLabel('Email address');
    await expectVisible(field);
    await expectText(
      shopper.getByText("We'll e-mail you once when it's back. No newsletter unless you tick the box."),
      "We'll e-mail you once when it's back. No newsletter unless you tick the box.",
    );
    // M / white is the one sold-out choice: no size to pick, it is the one waited for.
    expect(await shopper.getByLabel('Size and colour').count()).toBe(0);
    await field.fill(email);
    await shopper.screenshot({ path: 'test-results/notify-me-form.png' });
    await field.press('Enter');
    await expectText(shopper.getByTestId('notify-me-done'), `Done: we'll e-mail ${email} once.`, { contains: true });
    await shopper.screenshot({ path: 'test-results/notify-me-done.png' });

    await admin.goto(`${shop.server.url}/admin?tab=inventory`);
    await admin.getByRole('textbox', { name: 'Search by name, SKU or location' }).fill('Notify Tee');
    const row = admin.getByRole('row', { name: /Notify Tee — M \/ white/ });
    await expectVisible(row);
    await expectVisible(admin.getByRole('columnheader', { name: 'Waiting' }));
    await expect.poll(async () => (await row.getByRole('cell').allTextContents()).join('|')).toMatch(/\|1\|/);
    await admin.getByRole('button', { name: 'Adjust stock of Notify Tee — M / white' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Adjust Stock' });
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Back from the dye bath');
    await dialog.getByRole('button', { name: 'Save Adjustment' }).click();
    await admin.getByText('Stock of Notify Tee — M / white is now 2').first().waitFor();

    const link = await shop.mailedLink(email, /\/product\/\d+\?size=M&color=white/);
    expect(link).toBe(`${shop.server.url}/product/${id}?size=M&color=white`);
    const fresh = await newPage(shop.browser, 390);
    await fresh.goto(link);
    await hydrated(fresh);
    await expectVisible(fresh.getByRole('radio', { name: 'M', checked: true }));
    await expectText(fresh.getByTestId('stock-line'), '2', { contains: true });
    await fresh.screenshot({ path: 'test-results/notify-me-mail-link.png' });
  });
});
