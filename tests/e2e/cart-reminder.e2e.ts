import { describe, expect, it } from 'vitest';
import { callFrom, newPage } from './browser.js';
import { addProduct, logIn } from './cart-helpers.js';
import { continueToPayment, fillShipping, goToCheckout } from './checkout-helpers.js';
import { withShopAndMail } from './shop.js';
import { expectVisible } from './wait.js';

/**
 * The abandoned-checkout reminder (issue 40, item 2) as a guest meets it: they tick "E-mail me a link to my cart",
 * reach payment and leave; after the owner's delay (1 minute here) the job mails them; the mail's link, opened in a
 * fresh browser, puts the tee in that browser's cart and opens checkout.
 */
const shop = withShopAndMail();

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

    // The job runs every minute; the delay is one.
    await expect
      .poll(() => shop.sink.messages.some((m) => m.to.includes(email)), { timeout: 150_000, interval: 2_000 })
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
  }, 240_000);
});
