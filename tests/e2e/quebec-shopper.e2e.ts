import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProduct, logIn, register } from './cart-helpers.js';
import { fillShipping, goToCheckout, payWith } from './checkout-helpers.js';
import { frenchChecker, frenchShot, newestMail, ownerCalls, unfoldSummary, visitor } from './french-helpers.js';
import { withShopAndMail } from './shop.js';
import { expectText, expectVisible, hydrated } from './wait.js';

/**
 * Issue 37: the French storefront proved in Chromium. The owner charges USD and CAD (1.38 CAD per USD, converted
 * prices rounded up to .99) and is registered for GST/HST (CA) and QST (CA-QC). Every figure worked out by hand:
 *
 *   Acid Wash Tee US$42.00 × 1.38 = 57.96 → up to .99: 57,99 $; Canada Standard 12.95 × 1.38 = 17.871 → 17,99 $.
 *   Taxed (goods and shipping, as GST and QST always are): 57.99 + 17.99 = 75.98;
 *   TPS 5 % = 3.799 → 3,80 $; TVQ 9.975 % = 7.579005 → 7,58 $; total 75.98 + 3.80 + 7.58 = 87,36 $.
 *
 *   New York, in English and USD: 42.00 + US Standard 7.95 = $49.95, no tax while the shop is not registered in
 *   US-NY; registered there, 4 % of the goods (shipping untaxed in NY unless the owner says so): 1.68, $51.63.
 *
 * A shopper reading French meets only French: every screen the browser draws (auth forms and their messages, the
 * checkout's steps and refusals, the order's page, the account's tabs, the guest lookup, toasts, empty states) is
 * read for English UI text with the server test's check (`src/server/testing/english-left.ts`).
 */
const shop = withShopAndMail();
const nbsp = '\u00a0';
const cad = (amount: string) => `${amount}${nbsp}$`;

let french: Awaited<ReturnType<typeof frenchChecker>>;
let owner: Page;

/** Where a slow run stands (the machine is shared): printed with the seconds since the spec began. */
const began = Date.now();
const step = (what: string) => console.log(`quebec-shopper e2e +${((Date.now() - began) / 1000).toFixed(1)}s: ${what}`);

beforeAll(async () => {
  owner = await visitor(shop.browser, 'en-US', 1280);
  await logIn(owner, shop.server.url, 'admin', shop.server.adminPassword);
  await ownerCalls(owner, [
    {
      method: 'PUT',
      url: '/api/site-settings',
      body: { settings: { chargeCurrencies: ['USD', 'CAD'], cadRate: 1.38, cadRounding: '.99' } },
    },
    { method: 'PUT', url: '/api/admin/tax/registrations', body: { jurisdictions: ['CA', 'CA-QC'] } },
    // Canada Standard (the seed's third method) has a French estimate, its name none: the checkout shows both so.
    {
      method: 'POST',
      url: '/trpc/admin.shippingMethods.update',
      body: { id: 3, translations: { fr: { estimatedDays: '3 à 5 jours ouvrables' } } },
    },
  ]);
  french = await frenchChecker(shop.server);
}, 120_000);

const NEW_YORK = {
  name: 'Jordan Lee',
  street: '350 5th Ave',
  city: 'New York',
  country: 'United States',
  region: 'New York',
  postalCode: '10118',
};

/** Adds the Acid Wash Tee (M, black) from its French page: the drawer opens, in French. */
async function addTeeInFrench(page: Page): Promise<void> {
  await page
    .getByRole('radiogroup', { name: /Taille/ })
    .getByRole('radio', { name: 'M', exact: true })
    .click();
  await page
    .getByRole('radiogroup', { name: /Couleur/ })
    .getByRole('radio', { name: 'Noir', exact: true })
    .click();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expectVisible(page.getByRole('dialog', { name: /Votre panier \(1\)/ }));
}

/** The checkout's address form, in French, with a Montréal address. */
async function fillQuebecAddress(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Nom complet' }).fill('Camille Tremblay');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('1200 Rue Sainte-Catherine O');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Montréal');
  await page.getByRole('combobox', { name: 'Pays' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByRole('combobox', { name: 'État/Province' }).click();
  await page.getByRole('option', { name: 'Québec' }).click();
  await page.getByRole('textbox', { name: 'Code postal/ZIP' }).fill('H3B 1K9');
}

describe('a Quebec shopper in French, then New York shoppers in English', () => {
  it('draws the header’s currency switch as a styled control in the server’s HTML, before any script runs', async () => {
    // Mantine hides a segmented control's radio inputs (no width or height) with its own CSS; without that CSS in the
    // page the header showed two bare radio buttons until the switch's chunk came.
    const context = await shop.browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.server.url}/product/1`);
    const radios = page.locator('header [data-currency-switch] input[type=radio]');
    expect(await radios.count()).toBe(2);
    expect(await radios.evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().width))).toEqual([
      0, 0,
    ]);
    await context.close();
  });

  it('lands in French, pays in CAD with TPS and TVQ on the goods and the shipping, and is mailed in French', async () => {
    french.left.length = 0;
    const page = await visitor(shop.browser, 'fr-CA');
    await page.goto(`${shop.server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/fr/');
    await hydrated(page);
    await french.check(page, 'home');
    step('landed on /fr/');

    // Browses: a category, then the tee's page (prices in Canadian dollars on French pages).
    await page.goto(`${shop.server.url}/fr/category/t-shirts`);
    await hydrated(page);
    await french.check(page, 'category');
    await page.goto(`${shop.server.url}/fr/product/1`);
    await hydrated(page);
    await expectVisible(page.getByText(cad('57,99')).first());
    await addTeeInFrench(page);
    await french.check(page, 'cart drawer');
    await page.keyboard.press('Escape');
    step('tee in the cart');

    // Signs up in French; the cart stays.
    await register(page, shop.server.url, 'camille', 'fr');
    await french.check(page, 'registered');

    await page.getByRole('button', { name: 'Panier', exact: true }).click();
    const proceed = page.getByRole('button', { name: 'Passer à la caisse' });
    await expect.poll(() => proceed.isEnabled()).toBe(true);
    await proceed.click();
    await page.waitForURL(`${shop.server.url}/fr/checkout`);
    await hydrated(page);
    step('at the checkout');

    // The address step refuses empty fields in French.
    await page.getByRole('textbox', { name: 'Nom complet' }).fill('');
    await page.getByRole('button', { name: /^Étape suivante/ }).click();
    await expectVisible(page.getByText('Le nom complet est requis'));
    await french.check(page, 'checkout address (refused)');
    await fillQuebecAddress(page);
    await unfoldSummary(page);
    await expectText(page.getByTestId('summary-total'), cad('87,36'));
    expect(await page.getByTestId('summary-subtotal').textContent()).toBe(cad('57,99'));
    expect(await page.getByTestId('summary-shipping').textContent()).toBe(cad('17,99'));
    expect(await page.getByTestId('summary-tax').textContent()).toBe(cad('11,38'));
    await french.check(page, 'checkout address');
    await frenchShot(page, 'checkout-address');

    await page.getByRole('button', { name: /^Étape suivante/ }).click();
    await expectVisible(page.getByRole('radio', { name: /Canada Standard/ }));
    await expectVisible(page.getByText('3 à 5 jours ouvrables'));
    await french.check(page, 'checkout shipping');
    await frenchShot(page, 'checkout-shipping');
    await page.getByRole('button', { name: /^(Étape suivante|Continuer vers le paiement)/ }).click();
    await expectVisible(page.getByText('Mode test'));
    await expectVisible(page.getByText(/Vos articles sont réservés pendant \d\d:\d\d/));
    await french.check(page, 'checkout payment');
    await frenchShot(page, 'checkout-payment');
    step('at the payment step');

    // A declined card is told in French; the good card pays the CAD total.
    await payWith(page, '4000 0000 0000 0002', 'fr');
    await expectVisible(page.getByText('Votre carte a été refusée.'));
    await french.check(page, 'checkout payment (declined)');
    await frenchShot(page, 'checkout-declined');
    const label = await payWith(page, '4242 4242 4242 4242', 'fr');
    expect(label).toBe(`Payer ${cad('87,36')}`);

    await page.waitForURL(/\/fr\/order-success\?order=\d+/);
    await expectVisible(page.getByRole('heading', { name: 'Commande passée avec succès!' }));
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await expectText(page.getByTestId('order-total'), cad('87,36'));
    expect(await page.getByTestId('order-tax-line').allTextContents()).toEqual([cad('3,80'), cad('7,58')]);
    await expectVisible(page.getByText(`TPS (5${nbsp}%)`));
    await expectVisible(page.getByText(`TVQ (9,975${nbsp}%)`));
    await expectVisible(page.getByText(`Livraison (Canada Standard)`));
    await french.check(page, 'order success');
    await frenchShot(page, 'order-confirmation');
    step(`paid order ${orderId}`);

    const mail = await newestMail(shop.sink.messages, 'camille@example.com', new RegExp(`${orderId}`));
    expect(mail.subject).toMatch(/commande/i);
    for (const line of [
      `TPS (5${nbsp}%): ${cad('3,80')}`,
      `TVQ (9,975${nbsp}%): ${cad('7,58')}`,
      cad('57,99'),
      cad('17,99'),
      cad('87,36'),
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).toContain('lang="fr-CA"');

    // The account's orders, in French, in the order's currency.
    await page.goto(`${shop.server.url}/fr/profile?tab=orders`);
    await hydrated(page);
    await expectVisible(page.getByText(cad('87,36')).first());
    await french.check(page, 'profile orders');
    expect(french.left).toEqual([]);
  }, 240_000);

  it('charges a New York shopper in USD, no tax until the owner registers in US-NY, then 4 % of the goods', async () => {
    const buy = async (username: string) => {
      const page = await visitor(shop.browser, 'en-US', 1280);
      await register(page, shop.server.url, username);
      await addProduct(page, shop.server.url, 1, 'M', 'Black');
      await goToCheckout(page, shop.server.url);
      await fillShipping(page, NEW_YORK);
      await page.getByRole('button', { name: 'Continue to Shipping' }).click();
      await page.getByRole('radio', { name: /US Standard/ }).click();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expectVisible(page.getByText('Test mode'));
      const tax = await page.getByTestId('summary-tax').textContent();
      const label = await payWith(page, '4242 4242 4242 4242');
      await page.waitForURL(/\/order-success\?order=\d+/);
      await expectVisible(page.getByRole('heading', { name: 'Order Placed Successfully!' }));
      const orderId = Number(new URL(page.url()).searchParams.get('order'));
      const mail = await newestMail(shop.sink.messages, `${username}@example.com`, new RegExp(`${orderId}`));
      return { page, tax, label, mail };
    };

    const untaxed = await buy('jordan1');
    expect([untaxed.tax, untaxed.label]).toEqual(['$0.00', 'Pay $49.95']);
    await expectText(untaxed.page.getByTestId('order-total'), '$49.95');
    expect(untaxed.mail.text).toContain('Total: $49.95');
    expect(untaxed.mail.text).not.toMatch(/Sales tax/);
    step('New York untaxed');

    await ownerCalls(owner, [
      { method: 'PUT', url: '/api/admin/tax/registrations', body: { jurisdictions: ['CA', 'CA-QC', 'US-NY'] } },
    ]);
    const taxed = await buy('jordan2');
    expect([taxed.tax, taxed.label]).toEqual(['$1.68', 'Pay $51.63']);
    expect(await taxed.page.getByTestId('order-tax-line').allTextContents()).toEqual(['$1.68']);
    await expectVisible(taxed.page.getByText('Sales tax (4%)'));
    await expectText(taxed.page.getByTestId('order-total'), '$51.63');
    expect(taxed.mail.text).toContain('Sales tax (4%): $1.68');
    expect(taxed.mail.text).toContain('Total: $51.63');
  }, 240_000);

  it('walks every screen the browser draws in French at 390 px and meets no English', async () => {
    french.left.length = 0;
    const url = shop.server.url;
    const page = await visitor(shop.browser, 'fr-CA');
    const alert = () => page.getByRole('alert').first();

    // Sign in: the form, its refusals (empty, wrong password), the register tab and the forgotten password.
    await page.goto(`${url}/fr/auth`);
    await hydrated(page);
    await french.check(page, 'auth login');
    const login = page.locator('form', { has: page.getByRole('button', { name: 'Se connecter' }) });
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await french.check(page, 'auth login (empty)');
    await login.getByLabel('Nom d’utilisateur').fill('nobody');
    await login.getByLabel('Mot de passe', { exact: true }).fill('wrong-pass');
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expectVisible(alert());
    await french.check(page, 'auth login (refused)');
    await frenchShot(page, 'auth-refused');
    await page.getByRole('tab', { name: 'Inscription' }).click();
    const signup = page.locator('form', { has: page.getByRole('button', { name: 'S’inscrire' }) });
    await signup.getByRole('button', { name: 'S’inscrire' }).click();
    await french.check(page, 'auth register (empty)');
    await signup.getByLabel('Nom d’utilisateur').fill('x');
    await signup.getByLabel('Courriel').fill('not-an-email');
    await signup.getByLabel('Mot de passe', { exact: true }).fill('123');
    await signup.getByLabel('Confirmer le mot de passe').fill('456');
    await signup.getByRole('button', { name: 'S’inscrire' }).click();
    await french.check(page, 'auth register (invalid)');
    await page.getByRole('tab', { name: 'Connexion' }).click();
    await page
      .getByRole('button', { name: 'Mot de passe oublié?' })
      .or(page.getByRole('link', { name: 'Mot de passe oublié?' }))
      .first()
      .click();
    await french.check(page, 'forgot password');
    await page.getByLabel('Courriel').last().fill('somebody@example.com');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.waitForTimeout(1_500);
    await french.check(page, 'forgot password (sent)');
    await page.goto(`${url}/fr/reset-password?token=nope`);
    await hydrated(page);
    await page.waitForTimeout(1_500);
    await french.check(page, 'reset password (bad link)');

    // Not signed in: the account, an order page without its owner, a bad guest link, the guest lookup.
    for (const [path, screen] of [
      ['/fr/profile', 'profile (signed out)'],
      ['/fr/order-success', 'order success (no order)'],
      ['/fr/order-success?order=1', 'order success (not yours)'],
      ['/fr/orders/1?token=nope', 'guest order (bad link)'],
      ['/fr/confirm-email', 'confirm e-mail (no token)'],
      ['/fr/checkout', 'checkout (signed out)'],
    ] as const) {
      await page.goto(`${url}${path}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await french.check(page, screen);
    }
    await page.goto(`${url}/fr/track-order`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Suivre la commande' }).click();
    await french.check(page, 'track order (empty)');
    await page.getByLabel('Numéro de commande').fill('1');
    await page.getByLabel('Adresse courriel').fill('wrong@example.com');
    await page.getByRole('button', { name: 'Suivre la commande' }).click();
    await expectVisible(alert());
    await french.check(page, 'track order (not found)');
    await frenchShot(page, 'track-order-not-found');
    await page.getByLabel('Adresse courriel').fill('camille@example.com');
    await page.getByRole('button', { name: 'Suivre la commande' }).click();
    await page.waitForLoadState('networkidle');
    await french.check(page, 'track order (found)');
    await frenchShot(page, 'track-order');

    // Search with no result, the empty cart.
    await page.goto(`${url}/fr/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByLabel('Rechercher des produits et des peintures').fill('zzzqqq');
    await expectVisible(page.getByText(/Aucun résultat pour/));
    await french.check(page, 'search (no result)');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Panier', exact: true }).click();
    await expectVisible(page.getByText('Votre panier est vide'));
    await french.check(page, 'cart (empty)');
    await page.keyboard.press('Escape');

    // Signed in: every tab of the account, empty lists, a saved profile's toast, a refused password change.
    await register(page, url, 'dominique', 'fr');
    for (const tab of ['account', 'orders', 'wishlist', 'settings']) {
      await page.goto(`${url}/fr/profile?tab=${tab}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await french.check(page, `profile ${tab}`);
    }
    await page.goto(`${url}/fr/profile`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Mettre à jour le profil' }).click();
    await page.waitForTimeout(1_500);
    await french.check(page, 'profile (saved)');
    await page.getByLabel('Mot de passe actuel').fill('wrong-pass');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('new-secret');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('other-secret');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await french.check(page, 'profile password (mismatch)');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('new-secret');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.waitForTimeout(1_500);
    await french.check(page, 'profile password (refused)');
    await frenchShot(page, 'profile');
    await page.goto(`${url}/fr/checkout`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await french.check(page, 'checkout (empty cart)');
    expect(french.left).toEqual([]);
  }, 300_000);
});
