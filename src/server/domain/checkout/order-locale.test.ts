import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { addProduct } from '../../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../../testing/helpers.js';
import { outbox } from '../../testing/mail-shop.js';
import { ONTARIO_ADDRESS, VISA } from '../../testing/shoppers.js';
import { orderLocale } from './order-locale.js';

let app: FastifyInstance;
let db: Db;
useTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } }, (shop) => ({ app, db } = shop));

const QUEBEC_ADDRESS = { ...ONTARIO_ADDRESS, city: 'Montréal', state: 'QC', postalCode: 'H2X 1Y4' };
let buyers = 0;

/**
 * A new customer buys a tee ($45 in M) and pays, from a page in `locale` (the `x-shop-locale` header its calls carry),
 * with the switch's cookie when `chosen`; answers the order's stored language and its confirmation mail.
 */
async function buy({
  locale,
  chosen,
  address = ONTARIO_ADDRESS,
}: {
  locale?: string;
  chosen?: string;
  address?: object;
}) {
  const productId = await addProduct(db, { name: 'Acid Tee', stock: 5 });
  const browser = new TestBrowser(app);
  const email = `lang${++buyers}@example.com`;
  await browser.post('/api/register', { username: `lang${buyers}`, email, password: 'secret1' });
  const cartId = randomUUID();
  expect(
    (await browser.post('/api/cart', { cartId, productId, quantity: 1, size: 'M', color: 'black' })).statusCode,
  ).toBe(201);
  if (chosen) browser.cookie = `${browser.cookie}; shop_locale=${chosen}`;
  const headers: Record<string, string> = locale ? { 'x-shop-locale': locale } : {};
  const start = await browser.request(
    'POST',
    '/api/create-payment-intent',
    { cartId, shippingMethod: 'canada standard', shippingAddress: { ...address, email } },
    headers,
  );
  expect(start.statusCode, start.body).toBe(200);
  const { orderId, clientSecret } = start.json();
  expect((await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA })).json().status).toBe(
    'succeeded',
  );
  const row = await db.selectFrom('order').select('locale').where('id', '=', orderId).executeTakeFirstOrThrow();
  const mail = (await outbox(db)).find((m) => m.kind === 'order_confirmation' && m.recipient === email);
  return { orderId, locale: row.locale, mail };
}

describe("an order's language", () => {
  it('is the checkout page’s: a French checkout stores fr and is confirmed in French, money and links included', async () => {
    // A shop that gave a contact e-mail (a new shop without one ends its mails with no "Questions?" line).
    await db.insertInto('site_setting').values({ key: 'contactEmail', value: '"hello@shop.test"' }).execute();
    const { orderId, locale, mail } = await buy({ locale: 'fr' });
    expect(locale).toBe('fr');
    expect(mail?.subject).toBe(`Votre commande no ${orderId} est confirmée`);
    expect(mail?.html).toContain('<html lang="fr-CA">');
    expect(mail?.text).toContain('Merci, Robin!');
    expect(mail?.text).toContain(`Nous avons bien reçu votre paiement pour la commande no ${orderId}`);
    expect(mail?.text).toMatch(/Sous-total : |Sous-total: /);
    expect(mail?.text).toContain('45,00\u00a0$');
    expect(mail?.text).toContain('Livraison à:');
    expect(mail?.text).toContain('Suivre votre commande : {{shop-origin}}/fr/track-order');
    expect(mail?.html).toContain('{{shop-origin}}/fr/profile');
    expect(mail?.text).toContain('Des questions? Écrivez-nous à hello@shop.test');
    expect(mail?.text).not.toMatch(/\b(Thank you|Subtotal|Shipping to|Track your order|Questions\?)/);
  });

  it('stays English, as every mail was, from an English page', async () => {
    const { orderId, locale, mail } = await buy({});
    expect(locale).toBe('en');
    expect(mail?.subject).toBe(`Your order #${orderId} is confirmed`);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.text).toContain('$45.00');
    expect(mail?.text).toContain('Track your order: {{shop-origin}}/track-order');
  });

  it('is French for a Quebec address when nobody chose a language, English when the shopper chose it', async () => {
    expect((await buy({ address: QUEBEC_ADDRESS })).locale).toBe('fr');
    expect((await buy({ address: QUEBEC_ADDRESS, locale: 'en', chosen: 'en' })).locale).toBe('en');
    expect((await buy({ address: ONTARIO_ADDRESS, locale: 'en', chosen: 'en' })).locale).toBe('en');
  });

  it('is decided by one rule: the page, a choice, then Quebec', () => {
    const quebec = { country: 'CA' as const, state: 'QC' };
    expect(orderLocale({ locale: 'fr', chosen: false }, { country: 'US', state: 'TX' })).toBe('fr');
    expect(orderLocale({ locale: 'en', chosen: false }, quebec)).toBe('fr');
    expect(orderLocale({ locale: 'en', chosen: true }, quebec)).toBe('en');
    expect(orderLocale({ locale: 'en', chosen: false }, { country: 'CA', state: 'ON' })).toBe('en');
  });
});
