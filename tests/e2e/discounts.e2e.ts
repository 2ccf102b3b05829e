import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { addProduct, logIn, openCart, register } from './cart-helpers.js';
import { continueToPayment, fillShipping, goToCheckout, payWith } from './checkout-helpers.js';
import { openAdminOrder } from './order-helpers.js';
import { withShop } from './shop.js';
import { expectHidden, expectText, expectVisible } from './wait.js';

const shop = withShop();
const SHOTS = '/tmp/f22-ui';
let owner: Page;

beforeAll(async () => {
  owner = await newPage(shop.browser);
  await logIn(owner, shop.server.url, 'admin', shop.server.adminPassword);
});

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** The page at 390 and 1280 px, saved under /tmp/f22-ui to look at. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  for (const w of [390, 1280]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage });
  }
  await page.setViewportSize({ width, height: 900 });
}

/** The Discounts tab's row (wide screens) or card (phones) of a code. */
function discountRow(page: Page, code: string) {
  return page
    .getByRole('row')
    .filter({ hasText: code })
    .or(page.locator('.mantine-Paper-root', { hasText: code }));
}

async function applyCode(scope: ReturnType<Page['getByRole']>, code: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await scope.getByRole('button', { name: 'Apply' }).click();
}

describe('discount codes', () => {
  it('the owner creates SPRING10 (10 %, min $50, limit 100) in the Discounts tab', async () => {
    await owner.goto(`${shop.server.url}/admin?tab=discounts`);
    await owner.getByRole('button', { name: 'Add Discount' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add Discount' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('SPRING10');
    await dialog.getByRole('textbox', { name: 'Percentage' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Minimum subtotal' }).fill('50');
    await dialog.getByRole('textbox', { name: 'Usage limit' }).fill('100');
    await dialog.screenshot({ path: `${SHOTS}/admin-discount-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Add Discount' }).click();
    await expectHidden(dialog);
    const row = owner.getByRole('row').filter({ hasText: 'SPRING10' });
    await expectText(row, /10% off over \$50\.00/, { contains: true });
    await expectText(row, /Active/, { contains: true });
    await expectText(row, /0 \/ 100/, { contains: true });
    await shot(owner, 'admin-discounts');
  });

  it('a shopper is refused below the minimum, applies and removes the code, and the totals agree to the cent', async () => {
    const page = await newPage(shop.browser, 390);
    await register(page, shop.server.url, 'saver1');
    await addProduct(page, shop.server.url, 1, 'M', 'Black'); // $42.00
    let cart = await openCart(page);
    await applyCode(cart, 'spring10');
    await expectText(cart.getByRole('alert'), 'Spend $50.00 or more to use this code.');
    expect(await cart.getByTestId('cart-discount').count()).toBe(0);
    await page.keyboard.press('Escape');

    await addProduct(page, shop.server.url, 2, 'M', 'Black'); // + $48.00
    cart = await openCart(page);
    await applyCode(cart, 'spring10');
    await expectText(cart.getByTestId('cart-discount'), '−$9.00');
    await expectText(cart.getByTestId('cart-subtotal'), '$90.00');
    await expectText(cart.getByTestId('cart-total'), '$81.00');
    await expectVisible(cart.getByText('Discount (SPRING10)'));
    await shot(page, 'cart-drawer-discount', false);

    await cart.getByRole('button', { name: 'Remove discount code SPRING10' }).click();
    await expectHidden(cart.getByTestId('cart-discount'));
    await expectVisible(cart.getByRole('textbox', { name: 'Discount code' }));
    await applyCode(cart, 'SPRING10');
    await expectText(cart.getByTestId('cart-discount'), '−$9.00');

    await page.keyboard.press('Escape');
    await expectHidden(cart);
    await goToCheckout(page, shop.server.url);
    await expectText(page.getByTestId('summary-discount'), '−$9.00');
    await fillShipping(page);
    await expectText(page.getByTestId('summary-tax'), /^\$\d/);
    await expectText(page.getByTestId('summary-total'), /^\$\d/);
    const figure = async (id: string) => dollars(await page.getByTestId(id).textContent());
    const subtotal = await figure('summary-subtotal');
    const discount = await figure('summary-discount');
    const shipping = await figure('summary-shipping');
    const tax = await figure('summary-tax');
    const total = await figure('summary-total');
    expect([subtotal, discount]).toEqual([90, 9]);
    expect(Math.round((subtotal - discount + shipping + tax) * 100)).toBe(Math.round(total * 100));
    await shot(page, 'checkout-discount');

    await continueToPayment(page).catch(async (error) => {
      await page.screenshot({ path: `${SHOTS}/debug-payment.png`, fullPage: true });
      console.log(shop.server.output().slice(-4000));
      throw error;
    });
    expect(await payWith(page, '4242 4242 4242 4242')).toBe(`Pay $${total.toFixed(2)}`);
    await page.waitForURL(/\/order-success\?order=\d+/);
    await expectText(page.getByTestId('order-discount'), '−$9.00');
    await expectVisible(page.getByText('Discount (SPRING10)'));
    await shot(page, 'order-success-discount');
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const order = (await page.evaluate(async (id) => (await fetch(`/api/orders/${id}`)).json(), orderId)) as {
      total: number;
      discountCode: string;
      discountTotal: number;
      items: { discount: number }[];
    };
    expect(order.discountCode).toBe('SPRING10');
    expect(order.discountTotal).toBe(9);
    expect(order.total).toBe(total);
    expect(order.items.reduce((sum, item) => sum + Math.round(item.discount * 100), 0)).toBe(900);

    await page.goto(`${shop.server.url}/profile?tab=orders`);
    const card = page.getByRole('article', { name: `Order #${orderId}` });
    await expectVisible(card.getByText('Discount (SPRING10)'));
    await expectVisible(card.getByText('−$9.00'));
    await shot(page, 'profile-orders-discount');

    await owner.goto(`${shop.server.url}/admin?tab=discounts`);
    await expectText(discountRow(owner, 'SPRING10').first(), /1 \/ 100/, { contains: true });
    await openAdminOrder(owner, shop.server.url, orderId);
    await expectVisible(owner.getByText('Discount (SPRING10)'));
    await expectVisible(owner.getByText('−$4.20 discount'));
    await shot(owner, 'admin-order-discount');
  });

  it('a code in a link is remembered and applied to the cart once it has items', async () => {
    const page = await newPage(shop.browser);
    await register(page, shop.server.url, 'linker1');
    await page.goto(`${shop.server.url}/?discount=SPRING10`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('discountCode'))).toBe('SPRING10');
    await addProduct(page, shop.server.url, 6, 'M', 'Black'); // $94.00
    const cart = await openCart(page);
    await expectText(cart.getByTestId('cart-discount'), '−$9.40');
    await expectVisible(cart.getByRole('button', { name: 'Remove discount code SPRING10' }));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('discountCode'))).toBeNull();
  });
});
