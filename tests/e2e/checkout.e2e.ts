import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { addPainting, addProduct, badgeCount, register } from './cart-helpers.js';
import { continueToPayment, fillShipping, goToCheckout, payWith } from './checkout-helpers.js';
import { setSettings } from './settings-helpers.js';
import { withShop } from './shop.js';
import { expectText, expectVisible } from './wait.js';

const shop = withShop();

interface OrderRow {
  id: number;
  status: string;
  total: number;
  items: { name: string; quantity: number }[];
}

function myOrders(page: Page): Promise<OrderRow[]> {
  return page.evaluate(async () => (await fetch('/api/orders')).json());
}

/** With SHOTS=<folder>, a full-page screenshot at 390 and 1280 px to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.SHOTS;
  if (!folder) return;
  const width = page.viewportSize()?.width ?? 1280;
  for (const w of [390, 1280]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.waitForTimeout(600); // the summary unfolds (or folds) as the width crosses its breakpoint
    await page.screenshot({ path: `${folder}/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width, height: 900 });
}

describe('checkout in the browser (test gateway)', () => {
  it('pays for a tee and a print with 4242 and shows the order, which the history has with its total', async () => {
    const page = await newPage(shop.browser);
    await register(page, shop.server.url, 'buyer1');
    await addProduct(page, shop.server.url, 1, 'M', 'Black');
    await addPainting(page, shop.server.url, 8, /10 ?[x×] ?8/);
    await goToCheckout(page, shop.server.url);

    await expectVisible(page.getByText('Type: Artwork | Qty 1'));
    await expectVisible(page.getByText('Size: M | Color: Black | Qty 1'));
    expect(await page.getByTestId('summary-tax').textContent()).toBe('Calculating...');
    // Filled from the account once it has loaded (the shopper's own typing is never overwritten).
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('buyer1@example.com');

    await fillShipping(page);
    await expectText(page.getByTestId('summary-total'), /^\$\d/);
    const total = await page.getByTestId('summary-total').textContent();
    expect(await page.getByTestId('summary-tax').textContent()).not.toBe('$0.00');

    await continueToPayment(page);
    await expectVisible(page.getByText(/Your items are reserved for \d\d:\d\d/));
    await expectVisible(page.getByText('Use 4242 4242 4242 4242 with any future date and any CVC'));
    const label = await payWith(page, '4242 4242 4242 4242');
    expect(label).toBe(`Pay ${total}`);

    await page.waitForURL(/\/order-success\?order=\d+/);
    await expectVisible(page.getByRole('heading', { name: 'Order Placed Successfully!' }));
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    expect(await page.getByTestId('order-number').textContent()).toBe(`#${orderId}`);
    const lines = page.getByRole('list', { name: 'Items in this order' });
    await expect
      .poll(() => lines.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining('Acid Wash Tee'), expect.stringContaining('Bleached Horizon')]);
    await expect.poll(() => badgeCount(page)).toBeNull();

    const orders = await myOrders(page);
    const order = orders.find((o) => o.id === orderId);
    expect(order?.status).toBe('paid');
    expect(`$${order?.total.toFixed(2)}`).toBe(total?.replace(',', ''));
    expect(order?.items.map((item) => item.name).sort()).toEqual(['Acid Wash Tee', 'Bleached Horizon']);
  });

  it('shows a decline inline, leaves the order unpaid, and takes a good card on the retry', async () => {
    const page = await newPage(shop.browser);
    await register(page, shop.server.url, 'buyer2');
    await addProduct(page, shop.server.url, 2, 'L', 'Black');
    await goToCheckout(page, shop.server.url);
    await fillShipping(page);
    await continueToPayment(page);

    await payWith(page, '4000 0000 0000 0002');
    await expectVisible(page.getByText('Your card was declined.'));
    await expectVisible(page.getByText('Please try again'));
    expect(page.url()).toBe(`${shop.server.url}/checkout`);
    // The history lists paid orders only: nothing was charged.
    expect(await myOrders(page)).toEqual([]);

    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/order-success\?order=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const history = await myOrders(page);
    expect(history.map((o) => [o.id, o.status])).toEqual([[orderId, 'paid']]);
  });

  it.each([2, 1] as const)('completes a purchase with checkoutSteps %i (3 is the default, above)', async (steps) => {
    await setSettings(shop.browser, shop.server, { checkoutSteps: steps });
    const page = await newPage(shop.browser, steps === 1 ? 390 : 1280);
    await register(page, shop.server.url, `steps${steps}`);
    await addProduct(page, shop.server.url, 1, 'M', 'Black');
    await goToCheckout(page, shop.server.url);
    await expectVisible(page.getByRole('textbox', { name: 'Full Name' }));
    const stepHeading = page.getByRole('heading', { name: /^Step 1 of \d/ });
    if (steps === 1) {
      await expectVisible(page.getByRole('heading', { name: 'Payment' }));
      expect(await page.getByRole('button', { name: /^Continue to/ }).count()).toBe(0);
      expect(await stepHeading.count()).toBe(0);
    } else expect(await stepHeading.textContent()).toBe('Step 1 of 2: Address & shipping');

    await fillShipping(page);
    await page.getByRole('radio', { name: /Canada Express/ }).click();
    await shot(page, `checkout-${steps}-details`);
    await continueToPayment(page, steps);
    await expectText(page.getByTestId('summary-total'), /^\$\d/);
    const total = await page.getByTestId('summary-total').textContent();
    if (steps === 2) {
      // Back to the details and forward again: what was typed and chosen is still there.
      await page.getByRole('button', { name: 'Change contact' }).click();
      expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Sam Shopper');
      expect(await page.getByRole('radio', { name: /Canada Express/ }).isChecked()).toBe(true);
      await continueToPayment(page, steps);
    }
    await shot(page, `checkout-${steps}-payment`);
    expect(await payWith(page, '4242 4242 4242 4242')).toBe(`Pay ${total}`);
    await page.waitForURL(/\/order-success\?order=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const order = (await myOrders(page)).find((o) => o.id === orderId);
    expect(order?.status).toBe('paid');
    expect(`$${order?.total.toFixed(2)}`).toBe(total?.replace(',', ''));
  });

  it('sends a visitor to log in, and an empty cart back home', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/checkout`);
    await page.waitForURL(`${shop.server.url}/auth?redirect=%2Fcheckout`);
    await register(page, shop.server.url, 'buyer3');
    await page.goto(`${shop.server.url}/checkout`);
    await page.waitForURL(`${shop.server.url}/`);
  });
});
