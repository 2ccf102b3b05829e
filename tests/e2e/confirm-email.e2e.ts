import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { register } from './cart-helpers.js';
import { buyOverApi } from './order-helpers.js';
import { setSettings } from './settings-helpers.js';
import { withShopAndMail } from './shop.js';
import { expectText, expectVisible } from './wait.js';

const shop = withShopAndMail();

describe('the link that adds guest orders to an account', () => {
  it('names the account; signed out it asks to sign in as it, another account adds nothing, the account confirms', async () => {
    await setSettings(shop.browser, shop.server, { guestCheckout: true });
    const guest = await newPage(shop.browser);
    await guest.goto(shop.server.url);
    const tee = { productId: 1, quantity: 1, size: 'M', color: 'Black' };
    const orderId = await buyOverApi(guest, tee, 'Ann Guest', 'ann@example.com');

    const ann = await newPage(shop.browser);
    await register(ann, shop.server.url, 'ann');
    const link = await shop.mailedLink('ann@example.com', /\/confirm-email\?token=[\w-]+/);
    const mail = shop.sink.messages.filter((m) => m.to.includes('ann@example.com')).at(-1);
    expect(mail?.body).toContain('Add your orders to the account');

    // Opened signed out (a mail scanner, or the shopper on another device): it names the account, not the orders.
    const signedOut = await newPage(shop.browser, 390);
    await signedOut.goto(link);
    await expectText(signedOut.getByTestId('confirm-email-sign-in'), 'to the account ann', { contains: true });
    expect(await signedOut.getByText('12 Main Street').count()).toBe(0);
    expect(await signedOut.getByRole('button', { name: 'Add my orders' }).count()).toBe(0);
    await signedOut.screenshot({ path: 'test-results/confirm-email-signed-out.png' });

    // Another account: told the link is not theirs; nothing to press.
    const bob = await newPage(shop.browser);
    await register(bob, shop.server.url, 'bob');
    await bob.goto(link);
    await expectText(bob.getByTestId('confirm-email-other-account'), 'You are signed in as bob', { contains: true });
    expect(await bob.getByRole('button', { name: 'Add my orders' }).count()).toBe(0);
    await bob.screenshot({ path: 'test-results/confirm-email-other-account.png' });

    // The shopper signs in as the account the link names, comes back to the link, and confirms.
    await signedOut.getByRole('link', { name: 'Sign in as ann' }).click();
    await signedOut.waitForURL(/\/auth\?/);
    const form = signedOut.locator('form', { has: signedOut.getByRole('button', { name: 'Login' }) });
    await form.getByLabel('Username').fill('ann');
    await form.getByLabel('Password', { exact: true }).fill('secret-pass');
    await form.getByRole('button', { name: 'Login' }).click();
    await signedOut.waitForURL(/\/confirm-email\?token=/);
    await expectVisible(signedOut.getByText('Add your orders to the account'));
    await signedOut.screenshot({ path: 'test-results/confirm-email-question.png' });
    await signedOut.getByRole('button', { name: 'Add my orders' }).click();
    await expectText(
      signedOut.getByTestId('mail-link-result'),
      'Your e-mail is confirmed: 1 order was added to your account.',
    );
    await signedOut.getByRole('link', { name: 'View My Orders' }).click();
    await expectVisible(signedOut.getByRole('article', { name: `Order #${orderId}` }));
    await signedOut.screenshot({ path: 'test-results/confirm-email-orders.png' });
  }, 180_000);
});
