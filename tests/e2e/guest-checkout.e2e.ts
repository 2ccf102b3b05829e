import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { addProduct, logIn } from './cart-helpers.js';
import { continueToPayment, fillShipping, goToCheckout, payWith } from './checkout-helpers.js';
import { withShopAndMail } from './shop.js';
import { expectText, expectVisible } from './wait.js';

const shop = withShopAndMail();

/** Where a slow run stands (the machine is shared): printed with the seconds since the spec began. */
const began = Date.now();
const step = (what: string) => console.log(`guest-checkout e2e +${((Date.now() - began) / 1000).toFixed(1)}s: ${what}`);

describe('guest checkout in the browser', () => {
  it('the owner turns it on; a stranger buys with the test card, gets the mail, and its link opens the order', async () => {
    const owner = await newPage(shop.browser);
    await logIn(owner, shop.server.url, 'admin', shop.server.adminPassword);
    await owner.goto(`${shop.server.url}/admin?tab=settings`);
    const toggle = owner.getByRole('switch', { name: 'Guest checkout' });
    await toggle.scrollIntoViewIfNeeded();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check({ force: true });
    step('owner switched guest checkout on');
    await owner.getByRole('button', { name: 'Save All Settings' }).first().click();
    await expect
      .poll(async () => (await (await fetch(`${shop.server.url}/api/site-settings`)).json()).guestCheckout, {
        timeout: 10_000,
      })
      .toBe(true);

    const email = 'stranger@example.com';
    const page = await newPage(shop.browser, 390);
    await addProduct(page, shop.server.url, 1, 'M', 'Black');
    step('guest added a tee');
    await goToCheckout(page, shop.server.url);
    await expectVisible(page.getByTestId('guest-checkout-note'));
    step('guest at checkout');
    await fillShipping(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await continueToPayment(page, 3);
    step('guest at payment');
    await payWith(page, '4242424242424242');
    await page.waitForURL(/\/order-success\?order=\d+/);
    await expectVisible(page.getByRole('heading', { name: 'Order Placed Successfully!' }));
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await expectText(page.getByTestId('order-number'), `#${orderId}`);
    await expectVisible(page.getByTestId('guest-order-note'));
    await page.screenshot({ path: 'test-results/guest-checkout-success.png' });

    step('guest paid');
    const link = await shop.mailedLink(email, /\/orders\/\d+\?token=[\w-]+/);
    expect(link).toContain(`/orders/${orderId}?token=`);
    const elsewhere = await newPage(shop.browser);
    await elsewhere.goto(link);
    await expectText(elsewhere.getByTestId('guest-order-title'), `Order #${orderId}`);
    await expectVisible(elsewhere.getByText(`Placed by ${email}`));
    await elsewhere.screenshot({ path: 'test-results/guest-order-link.png' });

    const tampered = await newPage(shop.browser);
    await tampered.goto(link.replace(/token=([\w-])/, (_, c: string) => `token=${c === 'A' ? 'B' : 'A'}`));
    await expectVisible(tampered.getByRole('heading', { name: 'Order not found' }));
  }, 180_000);

  it('the newsletter mail’s link leads to /unsubscribe, whose one button unsubscribes', async () => {
    const email = 'reader@example.com';
    const subscribed = await fetch(`${shop.server.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBe(200);
    const link = await shop.mailedLink(email, /\/unsubscribe\?token=[\w.-]+/);

    const page = await newPage(shop.browser, 390);
    await page.goto(link);
    await expectVisible(page.getByRole('heading', { name: 'Unsubscribe' }));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectText(page.getByTestId('mail-link-result'), 'You have been unsubscribed from our newsletter.');
    await page.screenshot({ path: 'test-results/unsubscribe.png' });

    const forged = await newPage(shop.browser);
    await forged.goto(link.replace(/\.[\w-]+$/, '.forged'));
    await forged.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectText(forged.getByTestId('mail-link-error'), 'This unsubscribe link is not valid', { contains: true });
  });
});
