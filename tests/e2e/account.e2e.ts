import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { withShop } from './shop.js';
import { expectText, expectVisible } from './wait.js';

const shop = withShop();

function loginForm(page: Page) {
  return page.locator('form', { has: page.getByRole('button', { name: 'Login' }) });
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${shop.server.url}/auth`);
  const form = loginForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** The header's account button, which shows the signed-in name. */
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

describe('my account in the browser', () => {
  it('registers, edits the profile, changes the password (ending other sessions), logs out and back in', async () => {
    const page = await newPage(shop.browser);

    // Register
    await page.goto(`${shop.server.url}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.locator('form', { has: page.getByRole('button', { name: 'Register' }) });
    await register.getByLabel('Username').fill('collector');
    await register.getByLabel('Email').fill('collector@example.com');
    await register.getByLabel('Password', { exact: true }).fill('first-secret');
    await register.getByLabel('Confirm Password').fill('first-secret');
    await register.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${shop.server.url}/`);
    await expectText(accountMenu(page), 'collector', { contains: true });

    // A second browser signs in before the password changes.
    const other = await newPage(shop.browser);
    await logIn(other, 'collector', 'first-secret');
    await other.waitForURL(`${shop.server.url}/`);
    expect((await other.request.get(`${shop.server.url}/api/user`)).status()).toBe(200);

    // Profile: username, e-mail and avatar
    await page.goto(`${shop.server.url}/profile`);
    await page.getByLabel('Username').fill('collector2');
    await page.getByLabel('Email').fill('collector2@example.com');
    await page.getByLabel('Avatar URL').fill('/favicon.svg');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectVisible(page.getByText('Profile Updated'));
    await expectText(accountMenu(page), 'collector2', { contains: true });
    await expectVisible(page.getByRole('heading', { name: 'collector2', level: 1 }));
    const me = await (await page.request.get(`${shop.server.url}/api/user`)).json();
    expect(me).toMatchObject({ username: 'collector2', email: 'collector2@example.com', avatar: '/favicon.svg' });
    expect(await page.getByRole('img', { name: "collector2's avatar" }).first().getAttribute('src')).toBe(
      '/favicon.svg',
    );

    // Password: a mismatch is refused, then the change goes through and the form clears.
    await page.getByLabel('Current Password').fill('first-secret');
    await page.getByLabel('New Password', { exact: true }).fill('second-secret');
    await page.getByLabel('Confirm New Password').fill('second-secrets');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectVisible(page.getByText('New password and confirmation do not match').first());
    await page.getByLabel('Confirm New Password').fill('second-secret');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByLabel('Current Password').inputValue()).toBe('');
    await expectVisible(page.getByText('Password Changed'));

    // The other browser's session has ended; this one is kept.
    expect((await other.request.get(`${shop.server.url}/api/user`)).status()).toBe(401);
    await other.reload();
    await expectVisible(other.getByRole('link', { name: 'Login / Register' }));
    expect((await page.request.get(`${shop.server.url}/api/user`)).status()).toBe(200);

    // Log out, after confirming
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('Are you sure you want to log out?'));
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${shop.server.url}/`);
    await expectVisible(page.getByRole('link', { name: 'Login / Register' }));

    // The old password no longer works; the new one does.
    await logIn(page, 'collector2', 'first-secret');
    await expectText(loginForm(page).getByRole('alert'), 'Invalid username or password', { contains: true });
    await loginForm(page).getByLabel('Password', { exact: true }).fill('second-secret');
    await loginForm(page).getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${shop.server.url}/`);
    await expectText(accountMenu(page), 'collector2', { contains: true });
  });

  it('sends a visitor from /profile to /auth', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/profile`);
    await page.waitForURL(`${shop.server.url}/auth?redirect=%2Fprofile`);
    await expectVisible(page.getByRole('heading', { name: 'Welcome Back' }));
  });
});
