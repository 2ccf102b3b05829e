import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openCart } from './cart-helpers.js';
import { expectVisible } from './wait.js';

/** From the cart drawer's Proceed to Checkout to /checkout. */
export async function goToCheckout(page: Page, base: string): Promise<void> {
  const panel = await openCart(page);
  const proceed = panel.getByRole('button', { name: 'Proceed to Checkout' });
  await expect.poll(() => proceed.isEnabled()).toBe(true);
  await proceed.click();
  await page.waitForURL(`${base}/checkout`);
}

/** Fills the checkout's shipping form with a Toronto address (Canada, Ontario). */
export async function fillShipping(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Sam Shopper');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Main Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByRole('combobox', { name: 'State/Province' }).click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await page.getByRole('textbox', { name: 'Postal/ZIP Code' }).fill('M5V 2T6');
}

/** From the filled address to the payment form, through as many pages as the checkout has. */
export async function continueToPayment(page: Page, steps: 1 | 2 | 3 = 3): Promise<void> {
  if (steps === 3) {
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expectVisible(page.getByRole('radio', { name: /Canada Standard/ }));
  }
  if (steps > 1) await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectVisible(page.getByText('Test mode'));
}

/** Pays with a test card number; answers the Pay button's words (`Pay $81.00`). */
export async function payWith(page: Page, number: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  const label = (await pay.textContent()) ?? '';
  await pay.click();
  return label;
}
