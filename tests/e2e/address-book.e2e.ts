import { describe, expect, it } from 'vitest';
import { newPage, shot } from './browser.js';
import { addProduct, register } from './cart-helpers.js';
import { continueToPayment, goToCheckout, payWith } from './checkout-helpers.js';
import { withShop } from './shop.js';
import { expectVisible } from './wait.js';

/**
 * Issue 44, item 4 in the browser, on a phone (390 px): a customer saves an address (with its apartment and phone) in
 * My Account → Addresses; back to shop, the checkout is filled with it, and the order shows the apartment and phone.
 */
const shop = withShop();
const VISA = '4242 4242 4242 4242';

describe('a returning customer’s address book', () => {
  it('fills the checkout with the saved default address, apartment and phone included, at 390 px', async () => {
    const page = await newPage(shop.browser, 390);
    await register(page, shop.server.url, 'returning1');
    await page.goto(`${shop.server.url}/profile?tab=addresses`);
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Robin Returning');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Main Street');
    await page.getByRole('textbox', { name: 'Apartment, suite (optional)' }).fill('Apt 4B');
    await page.getByRole('textbox', { name: 'Phone (optional, for the carrier)' }).fill('+1 416 555 0142');
    await page.getByRole('textbox', { name: 'City' }).fill('Toronto');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await page.getByRole('combobox', { name: 'State/Province' }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    await page.getByRole('textbox', { name: 'Postal/ZIP Code' }).fill('M5V 2T6');
    await page.getByRole('button', { name: 'Save address' }).click();
    const saved = 'Robin Returning, 12 Main Street, Apt 4B, Toronto, ON M5V 2T6';
    await expectVisible(page.getByRole('article', { name: saved }));
    await expectVisible(page.getByText('Default', { exact: true }));
    await shot(page, 'address-book-profile-390', true);

    await addProduct(page, shop.server.url, 1, 'M', 'Black');
    await goToCheckout(page, shop.server.url);
    const choice = page.getByRole('radio', { name: saved });
    await expectVisible(choice);
    await expect.poll(() => choice.isChecked()).toBe(true);
    const address = page.getByRole('textbox', { name: 'Address', exact: true });
    await expect.poll(() => address.inputValue()).toBe('12 Main Street');
    expect(await page.getByRole('textbox', { name: 'Apartment, suite (optional)' }).inputValue()).toBe('Apt 4B');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('returning1@example.com');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'address-book-checkout-390', true);
    await continueToPayment(page, 3);
    await payWith(page, VISA);
    await page.waitForURL(/\/order-success\?order=\d+/);
    await expectVisible(page.getByText('Apt 4B'));
    await expectVisible(page.getByText('Phone: +1 416 555 0142'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'address-book-order-1280', true);
  });
});
