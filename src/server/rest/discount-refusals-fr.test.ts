import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.js';
import { TestBrowser, type TestShop, useTestApp } from '../testing/helpers.js';
import { TEST_ADDRESS, VISA } from '../testing/shoppers.js';

/**
 * A French page is refused a discount code in French, every refusal by its key (`AppError.detail`), never by
 * matching its English words; the English answers stay as `discounts.test.ts` has them, word for word.
 */
let shop: TestShop & { admin: TestBrowser };
useTestApp({ admin: true }, (s) => {
  shop = s;
});

const FRENCH = { 'x-shop-locale': 'fr' };
let visitors = 0;

/** A new customer of their own address with a cart of one $45 tee, asking in French. */
async function frenchCart(tee: number) {
  const name = `frshopper${++visitors}`;
  const browser = new TestBrowser(shop.app, `10.37.12.${visitors}`);
  const account = { username: name, email: `${name}@example.com`, password: 'secret1' };
  expect((await browser.post('/api/register', account)).statusCode).toBe(201);
  const cartId = randomUUID();
  const added = await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' });
  expect(added.statusCode, added.body).toBe(201);
  return {
    browser,
    cartId,
    apply: (code: unknown, currency?: string) =>
      browser.request('POST', `/api/cart/${cartId}/discount`, { code, currency }, FRENCH),
    checkout: (headers: Record<string, string> = {}) =>
      browser.request(
        'POST',
        '/api/create-payment-intent',
        { cartId, shippingMethod: 'us-standard', shippingAddress: TEST_ADDRESS },
        headers,
      ),
  };
}

describe('the discount refusals on a French page', () => {
  it('answer each refusal in French, by its key, with its status and code', async () => {
    const { admin, db } = shop;
    // The shop charges CAD too, at 1.38 rounded up to .99: the tee is CA$62.99, SPRING10's US$50 minimum CA$69.00.
    const cad = await admin.put('/api/site-settings', {
      settings: { chargeCurrencies: ['USD', 'CAD'], cadRate: 1.38, cadRounding: '.99' },
    });
    expect(cad.statusCode, cad.body).toBe(200);
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 100 });
    const art = await addCategory(db, 'Art supplies');
    for (const code of [
      { code: 'OLD', type: 'fixed_amount', value: 5, endsAt: '2020-01-01T00:00:00Z' },
      { code: 'ONCE', type: 'fixed_amount', value: 5, usageLimit: 1 },
      { code: 'MINE', type: 'fixed_amount', value: 5, oncePerCustomer: true },
      { code: 'ARTONLY', type: 'percentage', value: 20, appliesTo: { categoryIds: [art], paintings: true } },
      { code: 'SPRING10', type: 'percentage', value: 10, minimumSubtotal: 50 },
    ]) {
      expect((await admin.post('/api/discounts', code)).statusCode).toBe(201);
    }

    // A customer pays with MINE, then tries it again on a new cart: already used.
    const buyer = await frenchCart(tee);
    expect((await buyer.apply('MINE')).statusCode).toBe(200);
    const bought = await buyer.checkout();
    expect(bought.statusCode, bought.body).toBe(200);
    const paid = await buyer.browser.post('/api/test-gateway/confirm', {
      clientSecret: bought.json().clientSecret,
      card: VISA,
    });
    expect(paid.json().status).toBe('succeeded');
    const again = { cartId: buyer.cartId, productId: tee, quantity: 1, size: 'M', color: 'black' };
    expect((await buyer.browser.post('/api/cart', again)).statusCode).toBe(201);

    // ONCE entered on a second cart, then held by a third cart's checkout: used up for anyone else.
    const late = await frenchCart(tee);
    expect((await late.apply('ONCE')).statusCode).toBe(200);
    const holder = await frenchCart(tee);
    expect((await holder.apply('ONCE')).statusCode).toBe(200);
    expect((await holder.checkout()).statusCode).toBe(200);

    const s = await frenchCart(tee);
    const refusals: [Awaited<ReturnType<typeof s.apply>>, number, string, string][] = [
      [await s.apply('NOPE'), 400, 'BAD_REQUEST', 'Ce code n’est pas valide.'],
      [await s.apply(''), 400, 'BAD_REQUEST', 'Ce code n’est pas valide.'],
      [await s.apply(42), 400, 'BAD_REQUEST', 'Ce code n’est pas valide.'],
      [await s.apply('OLD'), 400, 'BAD_REQUEST', 'Ce code est expiré.'],
      [await s.apply('ONCE'), 409, 'CONFLICT', 'Ce code a atteint sa limite d’utilisation.'],
      [await buyer.apply('MINE'), 409, 'CONFLICT', 'Vous avez déjà utilisé ce code.'],
      [await s.apply('ARTONLY'), 400, 'BAD_REQUEST', 'Ce code ne s’applique pas aux articles de votre panier.'],
      [
        await s.apply('SPRING10'),
        400,
        'BAD_REQUEST',
        'Achetez pour 50,00\u00a0$\u00a0US ou plus pour utiliser ce code.',
      ],
      // A shopper in CAD is told the minimum in CAD, their cart judged at its CAD prices.
      [
        await s.apply('SPRING10', 'cad'),
        400,
        'BAD_REQUEST',
        'Achetez pour 69,00\u00a0$ ou plus pour utiliser ce code.',
      ],
      // At checkout, the code entered before it was used up stops the payment (DISCOUNT_REFUSED), in French too.
      [await late.checkout(FRENCH), 409, 'DISCOUNT_REFUSED', 'Ce code a atteint sa limite d’utilisation.'],
    ];
    for (const [res, status, code, message] of refusals) {
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ message, code });
    }
    // The cart drawer's notice (a code entered before it was used up, not thrown: shown beside the totals) too.
    const totals = (headers: Record<string, string>) =>
      late.browser.request('GET', `/api/cart/${late.cartId}/totals`, undefined, headers);
    expect((await totals(FRENCH)).json()).toMatchObject({
      enteredCode: 'ONCE',
      notice: 'Ce code a atteint sa limite d’utilisation.',
    });
    expect((await totals({})).json().notice).toBe('This code has reached its usage limit.');
  });
});
