import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectHidden, expectVisible } from './wait.js';

export function drawer(page: Page): Locator {
  return page.getByRole('dialog', { name: /Your Cart/ });
}

/** The number on the header's cart badge, or null when the badge is hidden. */
export async function badgeCount(page: Page): Promise<string | null> {
  const badge = page.locator('header .mantine-Indicator-indicator');
  if ((await badge.count()) === 0 || !(await badge.first().isVisible())) return null;
  return badge.first().textContent();
}

export async function closeDrawer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expectHidden(drawer(page));
}

/** Adds through the page's own form when it has one, else through the documented REST call from the page. */
async function addViaApi(page: Page, body: Record<string, unknown>): Promise<void> {
  const status = await page.evaluate(async (payload) => {
    const res = await fetch('/api/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartId: localStorage.getItem('cartId'), ...payload }),
    });
    return res.status;
  }, body);
  expect(status).toBe(200);
  await page.reload();
}

/** Adds a clothing item in a size and colour from /product/{id}; the drawer opens, then is closed. */
export async function addProduct(page: Page, base: string, id: number, size: string, color: string): Promise<void> {
  await page.goto(`${base}/product/${id}`);
  const button = page.getByRole('button', { name: 'Add to Cart' });
  await button.or(page.getByText('Product not found')).first().waitFor();
  if ((await button.count()) === 0) {
    await addViaApi(page, { productId: id, quantity: 1, size, color, item_type: 'product' });
    return;
  }
  await page.getByRole('radiogroup', { name: /Size/ }).getByRole('radio', { name: size, exact: true }).click();
  await page
    .getByRole('radiogroup', { name: /Colou?r/ })
    .getByRole('radio', { name: color, exact: true })
    .click();
  await button.click();
  await expectVisible(drawer(page));
  await closeDrawer(page);
}

/** Adds a painting from /paintings/{id}; a print in the size whose label matches `size`. */
export async function addPainting(page: Page, base: string, id: number, size?: RegExp): Promise<void> {
  await page.goto(`${base}/paintings/${id}`);
  const button = page.getByRole('button', { name: 'Add to Cart' });
  await button.waitFor();
  if (size) await page.getByRole('radio', { name: size }).click();
  await button.click();
  await expectVisible(drawer(page));
  await closeDrawer(page);
}

export async function openCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  const panel = drawer(page);
  await expectVisible(panel);
  return panel;
}

/** The drawer's line whose text contains all of `texts`. */
export function cartLine(panel: Locator, ...texts: string[]): Locator {
  let line = panel.getByRole('listitem');
  for (const text of texts) line = line.filter({ hasText: text });
  return line;
}

/** The registration form's words on the English and the French (`/fr`) page. */
const REGISTER_FORM = {
  en: {
    home: '/',
    tab: 'Register',
    submit: 'Register',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm Password',
  },
  fr: {
    home: '/fr/',
    tab: 'Inscription',
    submit: 'S’inscrire',
    username: 'Nom d’utilisateur',
    email: 'Courriel',
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
  },
};

/** Registers a new customer (`<username>@example.com`, password secret-pass) through /auth and waits for home. */
export async function register(page: Page, base: string, username: string, locale: 'en' | 'fr' = 'en'): Promise<void> {
  const words = REGISTER_FORM[locale];
  await page.goto(`${base}${words.home}auth`);
  await page.getByRole('tab', { name: words.tab }).click();
  const form = page.locator('form', { has: page.getByRole('button', { name: words.submit }) });
  await form.getByLabel(words.username).fill(username);
  await form.getByLabel(words.email).fill(`${username}@example.com`);
  await form.getByLabel(words.password, { exact: true }).fill('secret-pass');
  await form.getByLabel(words.confirm).fill('secret-pass');
  await form.getByRole('button', { name: words.submit }).click();
  await page.waitForURL(`${base}${words.home}`);
}

/** Signs in through /auth and waits for the redirect home (`admin` with the server's printed password for the owner). */
export async function logIn(page: Page, base: string, username: string, password: string): Promise<void> {
  await page.goto(`${base}/auth`);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Login' }) });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${base}/`);
}
