import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { addPainting, addProduct, logIn, register } from './cart-helpers.js';
import { continueToPayment, fillShipping, goToCheckout, payWith } from './checkout-helpers.js';
import { setSettings } from './settings-helpers.js';
import { withShop } from './shop.js';
import { expectHidden, expectText, expectVisible } from './wait.js';

/**
 * Issue 35 in the browser, on a phone (390 px): a shopper who reloads at each step of a paid checkout (while the
 * card is being confirmed and right after it), goes back, or opens checkout in a second tab always ends on their
 * order; a guest reloading at the payment step keeps what they typed; signing in mid-checkout keeps the hold; a
 * refused code is removed from the message itself. One shop for every case.
 */
const shop = withShop();
const SHOTS = process.env.SHOTS;
const VISA = '4242 4242 4242 4242';

beforeAll(async () => {
  await setSettings(shop.browser, shop.server, { guestCheckout: true });
});

/** With SHOTS=<folder>, the page at 390 and 1280 px to look at. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 900 });
}

const countdown = (page: Page) => page.getByText(/Your items are reserved for \d\d:\d\d/);

/** From the cart to the payment step as a guest giving `email` (three pages, the default); `ready`: the card form. */
async function guestToPayment(page: Page, email: string, ready = true): Promise<void> {
  await goToCheckout(page, shop.server.url);
  await fillShipping(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  if (ready) {
    await continueToPayment(page, 3);
    await expectVisible(countdown(page));
    return;
  }
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}

/** Lands on the order's success page: answers its number. */
async function onOrder(page: Page, orderId?: number): Promise<number> {
  await page.waitForURL(orderId ? `**/order-success?order=${orderId}` : /\/order-success\?order=\d+/);
  await expectVisible(page.getByRole('heading', { name: 'Order Placed Successfully!' }));
  const shown = Number(new URL(page.url()).searchParams.get('order'));
  await expectText(page.getByTestId('order-number'), `#${shown}`);
  return shown;
}

/**
 * Pays with the test card and reloads before the page hears the answer: `in flight` as soon as the payment has
 * left for the shop (the card is being confirmed), `answered` once the shop has answered (the page never gets it).
 * The held request fails once the reloaded page has replaced the old one; later payments pass. The route stays for
 * the page's life: taking it off while the reloaded page's entry script (asked for after the first frame) was held
 * for routing lost that request, and the checkout stayed a spinner (1 run in 4).
 */
async function payAndReload(page: Page, when: 'in flight' | 'answered'): Promise<void> {
  let sent: () => void = () => undefined;
  const left = new Promise<void>((resolve) => (sent = resolve));
  let replaced: () => void = () => undefined;
  const gone = new Promise<void>((resolve) => (replaced = resolve));
  let held = false;
  await page.route(
    (url) => url.pathname.includes('checkout.testConfirm'),
    async (route) => {
      if (held) return route.continue();
      held = true;
      const answer = route.fetch();
      if (when === 'in flight') sent();
      await answer.catch(() => undefined);
      sent();
      await gone;
      await route.abort().catch(() => undefined);
    },
  );
  await payWith(page, VISA);
  await left;
  page.once('framenavigated', () => replaced());
  await page.reload();
  replaced();
}

describe('checkout reloads (issue 35)', () => {
  it('a guest: a reload at each step stays at checkout, at the payment step keeps what they typed, and while the card is being confirmed ends on the order', async () => {
    const page = await newPage(shop.browser, 390);
    await addProduct(page, shop.server.url, 1, 'M', 'Black');
    await goToCheckout(page, shop.server.url);
    await page.reload();
    await expectVisible(page.getByRole('textbox', { name: 'Full Name' }));
    await fillShipping(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('reloader@example.com');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expectVisible(page.getByRole('radio', { name: /Canada Standard/ }));
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await expectVisible(page.getByRole('textbox', { name: 'Full Name' }));

    await fillShipping(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('reloader@example.com');
    await continueToPayment(page, 3);
    await expectVisible(countdown(page));
    await page.reload();
    // Item 2: back on the payment step, with the name, e-mail and address the guest typed.
    await expectVisible(countdown(page));
    await expectVisible(page.getByText('Sam Shopper, 12 Main Street, Toronto, ON M5V 2T6, CA'));
    await shot(page, 'guest-reloaded-at-payment');
    await page.getByRole('button', { name: 'Change contact' }).click();
    expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Sam Shopper');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('reloader@example.com');
    expect(await page.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('12 Main Street');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectVisible(countdown(page));

    // Item 1: the reload while the card is being confirmed ends on the order, paid once.
    await payAndReload(page, 'in flight');
    const orderId = await onOrder(page);
    await page.reload();
    await onOrder(page, orderId);
    // A second tab on checkout leads to the same order.
    const second = await page.context().newPage();
    await second.goto(`${shop.server.url}/checkout`);
    await onOrder(second, orderId);
    await second.close();
  });

  it('a customer: a reload right after the card is taken, the back button and a second tab all end on the order', async () => {
    const page = await newPage(shop.browser, 390);
    await register(page, shop.server.url, 'reloading');
    await addProduct(page, shop.server.url, 1, 'M', 'Black');
    await goToCheckout(page, shop.server.url);
    await fillShipping(page);
    await continueToPayment(page, 3);
    await payAndReload(page, 'answered');
    const first = await onOrder(page);

    await addProduct(page, shop.server.url, 1, 'L', 'Black');
    await goToCheckout(page, shop.server.url);
    await fillShipping(page);
    await continueToPayment(page, 3);
    await page.reload();
    await expectVisible(countdown(page));
    await payWith(page, VISA);
    const second = await onOrder(page);
    expect(second).not.toBe(first);
    await page.goBack();
    await onOrder(page, second);
    expect(await page.getByRole('heading', { name: 'Checkout' }).count()).toBe(0);
    const tab = await page.context().newPage();
    await tab.setViewportSize({ width: 390, height: 900 });
    await tab.goto(`${shop.server.url}/checkout`);
    await onOrder(tab, second);
    // Both orders were paid once each.
    const orders = await page.evaluate(async () => (await fetch('/api/orders')).json());
    expect(orders.map((o: { id: number; status: string }) => [o.id, o.status]).sort()).toEqual(
      [
        [first, 'paid'],
        [second, 'paid'],
      ].sort(),
    );
  });

  it('a guest who logs in at the payment step keeps their reservation of an original and pays for it', async () => {
    const account = await newPage(shop.browser, 390);
    await register(account, shop.server.url, 'midway');
    await account.close();

    const page = await newPage(shop.browser, 390);
    await page.goto(shop.server.url);
    const original = await page.evaluate(async () => {
      const paintings = (await (await fetch('/api/paintings/original')).json()) as { id: number; in_stock: boolean }[];
      return paintings.find((p) => p.in_stock)?.id;
    });
    expect(original).toBeTypeOf('number');
    await addPainting(page, shop.server.url, original as number);
    await guestToPayment(page, 'midway@example.com');
    await page.getByTestId('guest-checkout-note').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/auth?redirect=%2Fcheckout');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Login' }) });
    await form.getByLabel('Username').fill('midway');
    await form.getByLabel('Password', { exact: true }).fill('secret-pass');
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${shop.server.url}/checkout`);
    // Item 7: back at the payment step as the account, the original still theirs.
    await expectVisible(countdown(page));
    await expectHidden(page.getByTestId('guest-checkout-note'));
    expect(await page.getByText(/reserved by another order/).count()).toBe(0);
    await payWith(page, VISA);
    await onOrder(page);
  });

  it('a returning guest whose once-per-customer code is refused removes it from the message and pays the new total', async () => {
    const owner = await newPage(shop.browser);
    await logIn(owner, shop.server.url, 'admin', shop.server.adminPassword);
    const created = await owner.evaluate(async () => {
      const res = await fetch('/api/discounts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'THANKYOU5', type: 'fixed_amount', value: 5, oncePerCustomer: true }),
      });
      return res.status;
    });
    expect(created).toBe(201);
    await owner.close();

    const page = await newPage(shop.browser, 390);
    const withCode = async (ready: boolean) => {
      await addProduct(page, shop.server.url, 1, 'S', 'Black');
      const status = await page.evaluate(async () => {
        const res = await fetch(`/api/cart/${localStorage.getItem('cartId')}/discount`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: 'THANKYOU5' }),
        });
        return res.status;
      });
      expect(status).toBe(200);
      await guestToPayment(page, 'loyal@example.com', ready);
    };
    await withCode(true);
    await payWith(page, VISA);
    await onOrder(page);

    await withCode(false);
    // Item 8: the refusal carries its way out; the totals change once the code is gone.
    const refusal = page.getByRole('alert').filter({ hasText: 'You have already used this code.' });
    await expectVisible(refusal);
    expect(await refusal.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.getByRole('button', { name: /Order summary/ }).click();
    await expectVisible(page.getByTestId('summary-discount'));
    const before = await page.getByTestId('summary-total').textContent();
    await shot(page, 'refused-code');
    await refusal.getByRole('button', { name: 'Remove code and continue' }).click();
    await expectHidden(page.getByTestId('summary-discount'));
    await expect.poll(() => page.getByTestId('summary-total').textContent()).not.toBe(before);
    await expectVisible(countdown(page));
    // The total is read before paying: a paid checkout leaves for the order's page, summary and all.
    const total = await page.getByTestId('summary-total').textContent();
    const paid = await payWith(page, VISA);
    expect(paid).toBe(`Pay ${total}`);
    await onOrder(page);
  });
});
