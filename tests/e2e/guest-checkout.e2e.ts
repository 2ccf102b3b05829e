import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../src/server/testing/smtp-sink.js';
import { launchBrowser, newPage } from './browser.js';
import { addProduct, logIn } from './cart-helpers.js';
import { continueToPayment, fillShipping, goToCheckout, payWith } from './checkout-helpers.js';
import { startServer, type TestServer } from './server.js';
import { expectText, expectVisible } from './wait.js';

let sink: SmtpSink;
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ SMTP_URL: sink.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

/** The first link matching `path` in the newest mail to `email`, on this test server, once the worker sent it. */
async function mailedLink(email: string, path: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = sink.messages.filter((m) => m.to.includes(email)).at(-1);
        link = mail?.body.match(new RegExp(`https?://[^\\s"<>]+${path.source}`))?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(link as string);
  return `${server.url}${url.pathname}${url.search}`;
}

/** Where a slow run stands (the machine is shared): printed with the seconds since the spec began. */
const began = Date.now();
const step = (what: string) => console.log(`guest-checkout e2e +${((Date.now() - began) / 1000).toFixed(1)}s: ${what}`);

describe('guest checkout in the browser', () => {
  it('the owner turns it on; a stranger buys with the test card, gets the mail, and its link opens the order', async () => {
    const owner = await newPage(browser);
    await logIn(owner, server.url, 'admin', server.adminPassword);
    await owner.goto(`${server.url}/admin?tab=settings`);
    const toggle = owner.getByRole('switch', { name: 'Guest checkout' });
    await toggle.scrollIntoViewIfNeeded();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check({ force: true });
    step('owner switched guest checkout on');
    await owner.getByRole('button', { name: 'Save All Settings' }).first().click();
    await expect
      .poll(async () => (await (await fetch(`${server.url}/api/site-settings`)).json()).guestCheckout, {
        timeout: 10_000,
      })
      .toBe(true);

    const email = 'stranger@example.com';
    const page = await newPage(browser, 390);
    await addProduct(page, server.url, 1, 'M', 'Black');
    step('guest added a tee');
    await goToCheckout(page, server.url);
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
    const link = await mailedLink(email, /\/orders\/\d+\?token=[\w-]+/);
    expect(link).toContain(`/orders/${orderId}?token=`);
    const elsewhere = await newPage(browser);
    await elsewhere.goto(link);
    await expectText(elsewhere.getByTestId('guest-order-title'), `Order #${orderId}`);
    await expectVisible(elsewhere.getByText(`Placed by ${email}`));
    await elsewhere.screenshot({ path: 'test-results/guest-order-link.png' });

    const tampered = await newPage(browser);
    await tampered.goto(link.replace(/token=([\w-])/, (_, c: string) => `token=${c === 'A' ? 'B' : 'A'}`));
    await expectVisible(tampered.getByRole('heading', { name: 'Order not found' }));
  }, 180_000);

  it('the newsletter mail’s link leads to /unsubscribe, whose one button unsubscribes', async () => {
    const email = 'reader@example.com';
    const subscribed = await fetch(`${server.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBe(200);
    const link = await mailedLink(email, /\/unsubscribe\?token=[\w.-]+/);

    const page = await newPage(browser, 390);
    await page.goto(link);
    await expectVisible(page.getByRole('heading', { name: 'Unsubscribe' }));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectText(page.getByTestId('mail-link-result'), 'You have been unsubscribed from our newsletter.');
    await page.screenshot({ path: 'test-results/unsubscribe.png' });

    const forged = await newPage(browser);
    await forged.goto(link.replace(/\.[\w-]+$/, '.forged'));
    await forged.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectText(forged.getByTestId('mail-link-error'), 'This unsubscribe link is not valid', { contains: true });
  });
});
