import { describe, it } from 'vitest';
import { newPage } from './browser.js';
import { withShop } from './shop.js';
import { expectText, expectVisible } from './wait.js';

const shop = withShop();

describe('accounts in the browser', () => {
  it('registers, shows the name in the header, logs out and shows Login / Register again', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Register' }) });
    await form.getByLabel('Username').fill('shopper1');
    await form.getByLabel('Email').fill('shopper1@example.com');
    await form.getByLabel('Password', { exact: true }).fill('secret-pass');
    await form.getByLabel('Confirm Password').fill('secret-pass');
    await form.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL(`${shop.server.url}/`);
    const account = page.getByRole('button', { name: 'Account menu' });
    await expectText(account, 'shopper1', { contains: true });

    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectVisible(page.getByRole('link', { name: 'Login / Register' }));
    await page.screenshot({ path: 'test-results/auth-logged-out.png' });
  });

  it('shows the spec message for a wrong password in the red box', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/auth`);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Login' }) });
    await form.getByLabel('Username').fill('admin');
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await expectText(page.getByRole('alert').first(), 'Invalid username or password', { contains: true });
  });

  it('signs the seeded admin in and shows the Admin link', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/auth`);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Login' }) });
    await form.getByLabel('Username').fill('admin');
    await form.getByLabel('Password', { exact: true }).fill(shop.server.adminPassword);
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${shop.server.url}/`);
    await expectVisible(page.getByRole('link', { name: 'Admin', exact: true }).first());
  });
});
