import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { logIn, register } from './cart-helpers.js';
import { withShop } from './shop.js';
import { expectText, expectVisible } from './wait.js';

const shop = withShop();
let admin: Page;

beforeAll(async () => {
  admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
});

interface Line {
  productId: number;
  quantity: number;
  size: string;
  color?: string;
  item_type?: 'product' | 'painting';
}

/** The signed-in shopper of `page` buys a tee in M/Black through the documented calls; answers the order number. */
function buyTees(page: Page, quantity: number): Promise<number> {
  return buy(page, { productId: 1, quantity, size: 'M', color: 'Black' });
}

/** The signed-in shopper of `page` buys one line through the documented calls; answers the order number. */
function buy(page: Page, line: Line): Promise<number> {
  return page.evaluate(async (line) => {
    const post = async (url: string, body: unknown) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const cartId = crypto.randomUUID();
    await post('/api/cart', { cartId, ...line });
    const me = await (await fetch('/api/user')).json();
    const start = await post('/api/create-payment-intent', {
      cartId,
      shippingMethod: 'us standard',
      shippingAddress: {
        name: 'Sam Shopper',
        email: me.email,
        address: '12 Main Street',
        city: 'Portland',
        state: 'OR',
        country: 'US',
        postalCode: '97201',
      },
    });
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
    await post('/api/test-gateway/confirm', { clientSecret: start.clientSecret, card });
    return start.orderId as number;
  }, line);
}

async function openOrder(orderId: number): Promise<void> {
  await admin.goto(`${shop.server.url}/admin?tab=orders`);
  await admin
    .getByRole('table', { name: 'Orders' })
    .getByRole('button', { name: `#${orderId}` })
    .click();
  await admin.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
}

async function stockOfTee(): Promise<number> {
  const res = await fetch(`${shop.server.url}/api/products/1`);
  return ((await res.json()) as { stock: number }).stock;
}

describe('orders in the admin', () => {
  it('ships a paid order with a tracking number; the customer sees it in their profile and on /track-order', async () => {
    const shopper = await newPage(shop.browser);
    await register(shopper, shop.server.url, 'shipme');
    const orderId = await buyTees(shopper, 1);

    await openOrder(orderId);
    await admin.getByRole('button', { name: 'Mark as processing' }).click();
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
    const orderId = await buy(shopper, { productId: 6, quantity: 2, size: '16x20in', item_type: 'painting' });
    const first = before.current_edition_number + 1;
    const label = `Editions #${first}, #${first + 1}`;
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
