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

/** An address as the checkout's English form takes it (country and region as their lists name them). */
interface ShippingAddress {
  name: string;
  street: string;
  city: string;
  country: string;
  region: string;
  postalCode: string;
}

const TORONTO: ShippingAddress = {
  name: 'Sam Shopper',
  street: '12 Main Street',
  city: 'Toronto',
  country: 'Canada',
  region: 'Ontario',
  postalCode: 'M5V 2T6',
};

/** Fills the checkout's shipping form with `address`, a Toronto one (Canada, Ontario) unless told. */
export async function fillShipping(page: Page, address: ShippingAddress = TORONTO): Promise<void> {
  await page.getByRole('textbox', { name: 'Full Name' }).fill(address.name);
  await page.getByRole('textbox', { name: 'Address' }).fill(address.street);
  await page.getByRole('textbox', { name: 'City' }).fill(address.city);
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: address.country }).click();
  await page.getByRole('combobox', { name: 'State/Province' }).click();
  await page.getByRole('option', { name: address.region }).click();
  await page.getByRole('textbox', { name: 'Postal/ZIP Code' }).fill(address.postalCode);
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

/** The payment form's words on the English and the French page. */
const PAY_FORM = {
  en: { card: 'Card number', expiry: 'Expiry (MM/YY)', pay: /^Pay \$/ },
  fr: { card: 'Numéro de carte', expiry: 'Expiration (MM/AA)', pay: /^Payer / },
};

/** Pays with a test card number; answers the Pay button's words (`Pay $81.00`, `Payer 87,36 $`). */
export async function payWith(page: Page, number: string, locale: 'en' | 'fr' = 'en'): Promise<string> {
  const words = PAY_FORM[locale];
  await page.getByRole('textbox', { name: words.card }).fill(number);
  await page.getByRole('textbox', { name: words.expiry }).fill('12/34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  const pay = page.getByRole('button', { name: words.pay });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  const label = (await pay.textContent()) ?? '';
  await pay.click();
  return label;
}
