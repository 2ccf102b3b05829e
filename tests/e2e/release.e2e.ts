import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { drawer, logIn, register } from './cart-helpers.js';
import { buyOverApi } from './order-helpers.js';
import { withShop } from './shop.js';
import { expectHidden, expectText, expectVisible } from './wait.js';

/**
 * A release ("drop", issue 28): the owner schedules a tee a few seconds ahead with a countdown page; a shopper who
 * has the link sees the countdown and no Add to Cart, and the tee in no list; at the time the same page offers
 * Add to Cart by itself, the tee is in the category list and it sells.
 */
const shop = withShop();
let admin: Page;

beforeAll(async () => {
  admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
});

const LEAD_MS = 40_000;
const NAME = 'E2E Drop Tee';

/** `ms` from now as the admin's `datetime-local` field takes it: the browser's own zone, to the second. */
function localInput(page: Page, ms: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  }, ms);
}

async function listed(page: Page): Promise<boolean> {
  await page.goto(`${shop.server.url}/category/all`);
  await expectVisible(page.getByRole('heading', { level: 1 }));
  return (await page.getByText(NAME, { exact: true }).count()) > 0;
}

describe('a drop', () => {
  it('counts down on its shared page, appears at the time without an edit, and sells', async () => {
    await admin.goto(`${shop.server.url}/admin?tab=products`);
    await admin.getByRole('button', { name: 'Add Product' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
    await dialog.getByLabel('Price', { exact: true }).fill('30');
    const releaseAt = dialog.getByLabel(/^Release at \(.+ time\)/);
    await releaseAt.fill(await localInput(admin, LEAD_MS));
    const scheduledAt = Date.now() + LEAD_MS;
    await dialog.getByRole('checkbox', { name: 'Show a countdown page before release' }).check();
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expectHidden(dialog);

    // The owner sees it scheduled, with the time left.
    const scheduled = admin.getByTestId('scheduled-item').filter({ hasText: NAME });
    await expectText(scheduled.getByTestId('release-badge'), /Scheduled · releases in (less than a minute|\d+ min)/);

    // The shopper with the link: a countdown, no Add to Cart; the tee is in no list.
    const shopper = await newPage(shop.browser, 390);
    await register(shopper, shop.server.url, 'dropfan');
    const products = (await (await fetch(`${shop.server.url}/api/products`)).json()) as { id: number; name: string }[];
    expect(products.map((p) => p.name)).not.toContain(NAME);
    const id = (
      (await admin.evaluate(async () => (await fetch('/trpc/admin.products.unreleased')).json())) as {
        result: { data: { id: number; name: string }[] };
      }
    ).result.data.find((p) => p.name === NAME)?.id as number;
    expect(id).toBeGreaterThan(0);
    expect(await listed(shopper)).toBe(false);

    await shopper.goto(`${shop.server.url}/product/${id}`);
    await expectVisible(shopper.getByRole('heading', { name: NAME, level: 1 }));
    await expectText(shopper.getByTestId('release-countdown'), /Available in 00h 00m \d\ds/);
    expect(await shopper.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);

    // At the time the same page turns by itself: Add to Cart, no countdown.
    const addToCart = shopper.getByRole('button', { name: 'Add to Cart' });
    await expectVisible(addToCart, LEAD_MS + 20_000);
    expect(Date.now()).toBeGreaterThanOrEqual(scheduledAt - 1_500);
    expect(await shopper.getByTestId('upcoming-release').count()).toBe(0);
    await shopper.getByRole('radiogroup', { name: /Size/ }).getByRole('radio', { name: 'M', exact: true }).click();
    await addToCart.click();
    await expectVisible(drawer(shopper));

    // Everywhere at once: the category list, the API; and it sells through the documented checkout.
    expect(await listed(shopper)).toBe(true);
    const orderId = await buyOverApi(shopper, { productId: id, quantity: 1, size: 'L', color: '' });
    expect(orderId).toBeGreaterThan(0);
    await shopper.context().close();
  }, 120_000);
});
