import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { withShopAndMail } from './shop.js';
import { expectText, expectVisible } from './wait.js';

const shop = withShopAndMail();

describe('password reset in the browser', () => {
  it('asks for a link, sets a new password with it, logs in, and the used link is then refused', async () => {
    const email = 'forgetful@example.com';
    const registered = await fetch(`${shop.server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'forgetful',
        email,
        password: 'old-secret',
      }),
    });
    expect(registered.status).toBe(201);

    const page = await newPage(shop.browser, 390);
    await page.goto(`${shop.server.url}/auth`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.screenshot({ path: 'test-results/password-reset-request.png' });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectText(page.getByRole('status').first(), 'If an account exists for that e-mail address', {
      contains: true,
    });

    const link = await shop.mailedLink(email, /\/reset-password\?token=[\w-]+/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('new-secret');
    await page.getByLabel('Confirm new password').fill('new-secret');
    await page.screenshot({ path: 'test-results/password-reset-form.png' });
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectText(page.getByRole('status').first(), 'Your password has been changed', { contains: true });

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${shop.server.url}/auth`);
    const form = page.locator('form', {
      has: page.getByRole('button', { name: 'Login' }),
    });
    await form.getByLabel('Username').fill('forgetful');
    await form.getByLabel('Password', { exact: true }).fill('new-secret');
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${shop.server.url}/`);

    const again = await newPage(shop.browser, 390);
    await again.goto(link);
    await expectText(again.getByRole('alert').first(), 'This reset link is invalid or has expired.');
    await expectVisible(again.getByRole('link', { name: 'Ask for a new link' }));
    await again.screenshot({ path: 'test-results/password-reset-used.png' });
  });
});
