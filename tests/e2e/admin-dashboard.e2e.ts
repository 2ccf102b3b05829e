import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { logIn } from './cart-helpers.js';
import { withShop } from './shop.js';
import { expectVisible } from './wait.js';

const shop = withShop();

describe('the admin dashboard', () => {
  it('greets a new shop with empty sales, and an unknown tab shows the dashboard instead of crashing', async () => {
    const admin = await newPage(shop.browser);
    await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);

    await admin.goto(`${shop.server.url}/admin?tab=no-such-tab&order=abc`);
    await expectVisible(admin.getByRole('heading', { name: 'Welcome back, admin' }));
    expect(await admin.getByText('Something went wrong!').count()).toBe(0);
    await expectVisible(admin.getByText('No sales yet. Paid orders will show up here day by day.'));
    await expectVisible(admin.getByText('No orders yet. When a shopper checks out, the order shows up here.'));
    await expectVisible(admin.getByText('Last 30 days', { exact: true }));
    expect(await admin.getByRole('list', { name: 'Low stock' }).getByRole('listitem').count()).toBeGreaterThan(0);
  });
});
