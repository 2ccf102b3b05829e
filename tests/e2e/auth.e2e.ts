import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('accounts in the browser', () => {
  it('registers, shows the name in the header, logs out and shows Login / Register again', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Register' }) });
    await form.getByLabel('Username').fill('shopper1');
    await form.getByLabel('Email').fill('shopper1@example.com');
    await form.getByLabel('Password', { exact: true }).fill('secret-pass');
    await form.getByLabel('Confirm Password').fill('secret-pass');
    await form.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL(`${server.url}/`);
    const account = page.getByRole('button', { name: 'Account menu' });
    await expect.poll(() => account.textContent()).toContain('shopper1');

    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Login / Register' }).isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/auth-logged-out.png' });
  });

  it('shows the spec message for a wrong password in the red box', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/auth`);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Login' }) });
    await form.getByLabel('Username').fill('admin');
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Invalid username or password');
  });

  it('signs the seeded admin in and shows the Admin link', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/auth`);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Login' }) });
    await form.getByLabel('Username').fill('admin');
    await form.getByLabel('Password', { exact: true }).fill(server.adminPassword);
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Admin', exact: true }).first().isVisible()).toBe(true);
  });
});
