import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { addProduct, logIn, register } from './cart-helpers.js';
import { continueToPayment, fillShipping, goToCheckout, payWith } from './checkout-helpers.js';
import { buyOverApi, openAdminOrder } from './order-helpers.js';
import { withShop } from './shop.js';
import { expectText, expectVisible } from './wait.js';

const shop = withShop();
let admin: Page;

beforeAll(async () => {
  admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
});

/** The signed-in shopper of `page` buys tees in M/Black through the documented calls; answers the order number. */
function buyTees(page: Page, quantity: number): Promise<number> {
  return buyOverApi(page, { productId: 1, quantity, size: 'M', color: 'Black' });
}

/** Opens the order in the admin's Orders tab. */
const openOrder = (orderId: number) => openAdminOrder(admin, shop.server.url, orderId);

async function stockOfTee(): Promise<number> {
  const res = await fetch(`${shop.server.url}/api/products/1`);
  return ((await res.json()) as { stock: number }).stock;
}

describe('orders in the admin', () => {
  it('ships a paid order in one step with a tracking number; the customer sees it in their profile and on /track-order', async () => {
    const shopper = await newPage(shop.browser);
    await register(shopper, shop.server.url, 'shipme');
    const orderId = await buyTees(shopper, 1);

    await openOrder(orderId);
    await admin.getByRole('button', { name: 'Mark as shipped' }).click();
    const dialog = admin.getByRole('dialog', { name: `Ship order #${orderId}` });
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await dialog.getByText('A tracking number is required').waitFor();
    await dialog.getByRole('combobox', { name: 'Carrier' }).fill('USPS');
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('9400111899223856921145');
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await admin.getByRole('button', { name: 'Mark as delivered' }).waitFor();
    const timeline = admin.getByRole('region', { name: 'Timeline' });
    await expectVisible(timeline.getByText('Tracking number 9400111899223856921145 (USPS)'));

    await shopper.goto(`${shop.server.url}/profile?tab=orders`);
    const card = shopper.getByRole('article', { name: `Order #${orderId}` });
    await expectVisible(card.getByText('Shipped', { exact: true }));
    await expectVisible(card.getByText('9400111899223856921145'));

    const visitor = await newPage(shop.browser);
    await visitor.goto(`${shop.server.url}/track-order`);
    await visitor.getByRole('textbox', { name: 'Order number' }).fill(String(orderId));
    await visitor.getByRole('textbox', { name: 'Email Address' }).fill('shipme@example.com');
    await visitor.getByRole('button', { name: 'Track Order' }).click();
    const tracked = visitor.getByRole('region', { name: `Order #${orderId}` });
    await expectVisible(tracked.getByText('Shipped', { exact: true }).first());
    await expectVisible(tracked.getByText('9400111899223856921145 (USPS)'));
  });

  it("shows the shopper's checkout note on the order; the owner's internal note joins the timeline, not the profile", async () => {
    const shopper = await newPage(shop.browser);
    await register(shopper, shop.server.url, 'noter');
    await addProduct(shopper, shop.server.url, 1, 'M', 'Black');
    await goToCheckout(shopper, shop.server.url);
    await fillShipping(shopper);
    await shopper.getByRole('textbox', { name: 'Order note (optional)' }).fill('Gift — please leave out the receipt');
    await continueToPayment(shopper);
    await payWith(shopper, '4242 4242 4242 4242');
    await shopper.waitForURL(/\/order-success\?order=\d+/);
    const orderId = Number(new URL(shopper.url()).searchParams.get('order'));

    await openOrder(orderId);
    const customer = admin.getByRole('region', { name: 'Customer' });
    await expectVisible(customer.getByText('Gift — please leave out the receipt'));
    const timeline = admin.getByRole('region', { name: 'Timeline' });
    await timeline.getByRole('textbox', { name: 'Internal note' }).fill('Called the shopper: wrap in tissue');
    await timeline.getByRole('button', { name: 'Add note' }).click();
    await expectVisible(timeline.getByText('Called the shopper: wrap in tissue'));
    await expectVisible(timeline.getByText(/· admin$/).last());

    await shopper.goto(`${shop.server.url}/profile?tab=orders`);
    await expectVisible(shopper.getByRole('article', { name: `Order #${orderId}` }));
    expect(await shopper.content()).not.toContain('wrap in tissue');
  });

  it('refunds one of two units with restock: the order shows it and the stock comes back', async () => {
    const shopper = await newPage(shop.browser);
    await register(shopper, shop.server.url, 'refundme');
    const before = await stockOfTee();
    const orderId = await buyTees(shopper, 2);
    expect(await stockOfTee()).toBe(before - 2);

    await openOrder(orderId);
    await admin.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: `Refund order #${orderId}` });
    await dialog.getByRole('textbox', { name: /Quantity of .* to refund/ }).fill('1');
    expect(await dialog.getByRole('checkbox', { name: 'Put the refunded items back in stock' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await admin.getByText('1 of 2 refunded').waitFor();
    await expectVisible(admin.getByText('Partially refunded').first());
    expect(await stockOfTee()).toBe(before - 1);

    await shopper.goto(`${shop.server.url}/profile?tab=orders`);
    const card = shopper.getByRole('article', { name: `Order #${orderId}` });
    await expectVisible(card.getByText('Partially refunded'));
  });

  it('gives each limited edition of a line its own number, shown on the order', async () => {
    const shopper = await newPage(shop.browser);
    await register(shopper, shop.server.url, 'collector');
    const before = (await (await fetch(`${shop.server.url}/api/paintings/6`)).json()) as {
      current_edition_number: number;
    };
    const orderId = await buyOverApi(shopper, { productId: 6, quantity: 2, size: '16x20in', item_type: 'painting' });
    const first = before.current_edition_number + 1;
    const label = new RegExp(`^Editions ${first}/\\d+, ${first + 1}/\\d+$`);
    await shopper.goto(`${shop.server.url}/profile?tab=orders`);
    const card = shopper.getByRole('article', { name: `Order #${orderId}` });
    await expectVisible(card.getByText(label));
    await openOrder(orderId);
    await expectVisible(admin.getByText(label).first());
  });

  it('shows the dashboard, never a crash, for an unknown admin tab', async () => {
    for (const search of ['tab=nonsense', 'tab=orders&order=abc', 'tab=orders&order=99999']) {
      await admin.goto(`${shop.server.url}/admin?${search}`);
      const current = admin.getByRole('navigation', { name: 'Admin' }).locator('[aria-current="page"]');
      await expectText(current, search === 'tab=nonsense' ? 'Dashboard' : 'Orders');
      expect(await admin.getByText('Something went wrong').count()).toBe(0);
    }
    await admin.getByText('Order #99999 could not be loaded').waitFor();
  });
});
