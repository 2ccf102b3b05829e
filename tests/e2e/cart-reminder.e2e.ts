import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { callFrom, newPage } from './browser.js';
import { addProduct, logIn } from './cart-helpers.js';
import { continueToPayment, fillShipping, goToCheckout } from './checkout-helpers.js';
import { withShopAndMail } from './shop.js';
import { expectVisible } from './wait.js';

/**
 * The abandoned-checkout reminder (issue 40, item 2) as a guest meets it: they tick "E-mail me a link to my cart",
 * reach payment and leave; after the owner's delay (1 minute here) the job mails them; the mail's link, opened in a
 * fresh browser, puts the tee in that browser's cart and opens checkout. The spec does not wait the minute: the job
 * runs every second here (JOB_INTERVALS) and the checkout's last change is moved back past the delay in the shop's
 * file, as if the shopper had left two minutes ago (it waited up to two minutes: 132 s in CI).
 */
const shop = withShopAndMail({ JOB_INTERVALS: 'cart-reminders=1000' });

describe('abandoned-checkout reminder in the browser', () => {
  it('a guest consents and leaves; the mail’s link restores the cart in a fresh browser', async () => {
    const owner = await newPage(shop.browser);
    await logIn(owner, shop.server.url, 'admin', shop.server.adminPassword);
    for (const [key, value] of [
      ['guestCheckout', true],
      ['abandonedCheckoutDelayMinutes', 1],
    ] as const) {
      expect((await callFrom(owner, 'POST', '/api/site-settings', { key, value })).status).toBe(200);
    }

    const email = 'leaver@example.com';
    const guest = await newPage(shop.browser, 390);
    await addProduct(guest, shop.server.url, 1, 'M', 'Black');
    await goToCheckout(guest, shop.server.url);
    await fillShipping(guest);
    await guest.getByRole('textbox', { name: 'Email' }).fill(email);
    const box = guest.getByRole('checkbox', { name: 'E-mail me a link to my cart' });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await guest.screenshot({ path: 'test-results/cart-reminder-consent.png' });
    await continueToPayment(guest, 3);
    await guest.close();

    // Not yet: the checkout is younger than the delay, and the job (every second) leaves it alone.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(shop.sink.messages.some((m) => m.to.includes(email))).toBe(false);
    const file = new SQLite(shop.server.databasePath);
    file.pragma('busy_timeout = 5000');
    const left = new Date(Date.now() - 2 * 60_000).toISOString();
    const moved = file
      .prepare('UPDATE "order" SET updated_at = ? WHERE reminder_consent = 1 AND lower(email) = ?')
      .run(left, email);
    file.close();
    expect(moved.changes).toBe(1);
    await expect
      .poll(() => shop.sink.messages.some((m) => m.to.includes(email)), { timeout: 15_000, interval: 250 })
      .toBe(true);
    const link = await shop.mailedLink(email, /\/\?restore=[\w.-]+/);
    const fresh = await newPage(shop.browser);
    await fresh.goto(link);
    await fresh.waitForURL(`${shop.server.url}/checkout`, { timeout: 20_000 });
    const { name } = (await (await fetch(`${shop.server.url}/api/products/1`)).json()) as { name: string };
    await expectVisible(fresh.getByText(name, { exact: false }).first());
    await fresh.screenshot({ path: 'test-results/cart-reminder-restored.png' });

    const forged = await newPage(shop.browser);
    await forged.goto(
      link.replace(/\.([\w-])([\w-]*)$/, (_, c: string, rest: string) => `.${c === 'A' ? 'B' : 'A'}${rest}`),
    );
    await expectVisible(forged.getByText('This cart link is not valid. Please use the link from our e-mail.'));
  }, 90_000);
});
