import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFrom, newPage } from './browser.js';
import { addProduct, logIn, register } from './cart-helpers.js';
import { continueToPayment, fillShipping, goToCheckout, payWith } from './checkout-helpers.js';
import { openAdminOrder } from './order-helpers.js';
import { withShop } from './shop.js';
import { expectText, expectVisible } from './wait.js';

const shop = withShop();
let owner: Page;

beforeAll(async () => {
  owner = await newPage(shop.browser);
  await logIn(owner, shop.server.url, 'admin', shop.server.adminPassword);
});

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('gift cards (issue 41)', () => {
  it('the owner issues a $30 card; a shopper spends it at checkout and pays the rest by card; the card is spent', async () => {
    await owner.goto(`${shop.server.url}/admin?tab=giftCards`);
    await owner.getByRole('textbox', { name: 'Amount' }).fill('30');
    await owner.getByRole('button', { name: 'Issue gift card' }).click();
    const code = (await owner.getByTestId('issued-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    const page = await newPage(shop.browser);
    await register(page, shop.server.url, 'gifted1');
    await addProduct(page, shop.server.url, 1, 'M', 'Black'); // $42.00
    await page.keyboard.press('Escape');
    await goToCheckout(page, shop.server.url);
    await fillShipping(page);
    await page.getByRole('textbox', { name: 'Gift card' }).fill('nope-nope-nope-nope');
    await page.getByRole('button', { name: 'Apply card' }).click();
    await expectText(page.getByRole('alert').filter({ hasText: 'gift card' }), 'This gift card is not valid.');
    await page.getByRole('textbox', { name: 'Gift card' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply card' }).click();
    await expectVisible(page.getByTestId('gift-card-applied'));
    await continueToPayment(page);
    await expectText(page.getByTestId('summary-gift-card'), '−$30.00');
    const total = dollars(await page.getByTestId('summary-total').textContent());
    await expectText(page.getByTestId('summary-due'), `$${(total - 30).toFixed(2)}`);
    expect(await payWith(page, '4242 4242 4242 4242')).toBe(`Pay $${(total - 30).toFixed(2)}`);
    await page.waitForURL(/\/order-success\?order=\d+/);

    await owner.goto(`${shop.server.url}/admin?tab=giftCards`);
    const row = owner.getByRole('row').filter({ hasText: code.slice(-4) });
    await expectText(row, /\$0\.00/, { contains: true });
    await expectText(row, /Spent/, { contains: true });

    // A partial refund $5 past what the card paid: the dialog shows the split, the card gets $5 back.
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await openAdminOrder(owner, shop.server.url, orderId);
    const giftCardPaid = owner.getByTestId('payment-gift-card');
    await expectText(giftCardPaid, `Gift card •••• ${code.slice(-4)}`, { contains: true });
    await expectText(giftCardPaid, '$30.00', { contains: true });
    await owner.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: `Refund order #${orderId}` });
    const cardPaid = (total - 30).toFixed(2);
    await dialog.getByRole('textbox', { name: 'Refund amount' }).fill((total - 25).toFixed(2));
    await expectText(
      dialog.getByTestId('refund-split'),
      `$${cardPaid} to the card, $5.00 to the gift card •••• ${code.slice(-4)}`,
    );
    if (process.env.SHOTS) await owner.screenshot({ path: `${process.env.SHOTS}/refund-split.png` });
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await expectVisible(owner.getByText('Partially refunded').first());
    await owner.goto(`${shop.server.url}/admin?tab=giftCards`);
    await expectText(owner.getByRole('row').filter({ hasText: code.slice(-4) }), /\$5\.00/, { contains: true });
  });
});

/** The signed-in shopper's store credit balance, as GET /api/user/store-credit answers it. */
const creditBalance = async (page: Page) =>
  ((await callFrom(page, 'GET', '/api/user/store-credit')).body as { balance: number }).balance;

describe('store credit (issue 41)', () => {
  it('is applied at checkout with a switch, the card pays the rest; the owner refunds part as store credit', async () => {
    const page = await newPage(shop.browser);
    await register(page, shop.server.url, 'credited1');
    const me = (await callFrom(page, 'GET', '/api/user')).body as { id: number };
    const given = await callFrom(owner, 'POST', `/api/admin/customers/user:${me.id}/credit`, {
      change: 'add',
      amount: 20,
      reason: 'Late parcel',
    });
    expect(given.status).toBe(200);

    await addProduct(page, shop.server.url, 1, 'M', 'Black'); // $42.00
    await page.keyboard.press('Escape');
    await goToCheckout(page, shop.server.url);
    await fillShipping(page);
    await continueToPayment(page);
    await expectText(page.getByTestId('summary-store-credit'), '−$20.00');
    const total = dollars(await page.getByTestId('summary-total').textContent());
    await expectText(page.getByTestId('summary-due'), `$${(total - 20).toFixed(2)}`);
    // Switched off and on again: the checkout is priced without it, then with it.
    const toggle = page.getByRole('switch', { name: 'Use my store credit ($20.00 available)' });
    await toggle.click({ force: true });
    await expectVisible(page.getByRole('button', { name: `Pay $${total.toFixed(2)}` }));
    await toggle.click({ force: true });
    await expectText(page.getByTestId('summary-store-credit'), '−$20.00');
    expect(await payWith(page, '4242 4242 4242 4242')).toBe(`Pay $${(total - 20).toFixed(2)}`);
    await page.waitForURL(/\/order-success\?order=\d+/);
    expect(await creditBalance(page)).toBe(0);

    // The owner refunds $10, all of it from the card, given as store credit instead.
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await openAdminOrder(owner, shop.server.url, orderId);
    await expectText(owner.getByTestId('payment-store-credit'), '$20.00', { contains: true });
    await owner.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: `Refund order #${orderId}` });
    await dialog.getByRole('textbox', { name: 'Refund amount' }).fill('10');
    await expectText(dialog.getByTestId('refund-split'), '$10.00 to the card');
    await dialog.getByRole('checkbox', { name: 'Give it as store credit instead of refunding the card' }).check();
    await expectText(dialog.getByTestId('refund-split'), '$10.00 to store credit');
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await expectVisible(owner.getByText('Partially refunded').first());
    expect(await creditBalance(page)).toBe(10);
  });
});
