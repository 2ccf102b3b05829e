import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** One cart line, as `POST /api/cart` takes it. */
export interface Line {
  productId: number;
  quantity: number;
  size: string;
  color?: string;
  item_type?: 'product' | 'painting';
}

/**
 * The signed-in shopper of `page` buys one line through the documented calls (cart, payment intent, the test
 * card) with an Oregon address under `name`; answers the order number. With `email`, the address's e-mail is that
 * one instead of the account's (a guest, signed out, gives one).
 */
export function buyOverApi(page: Page, line: Line, name = 'Sam Shopper', email?: string): Promise<number> {
  return page.evaluate(
    async ({ line, name, email }) => {
      const post = async (url: string, body: unknown) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      const cartId = crypto.randomUUID();
      await post('/api/cart', { cartId, ...line });
      const me = email ? { email } : await (await fetch('/api/user')).json();
      const start = await post('/api/create-payment-intent', {
        cartId,
        shippingMethod: 'us standard',
        shippingAddress: {
          name,
          email: me.email,
          address: '12 Main Street',
          city: 'Portland',
          state: 'OR',
          country: 'US',
          postalCode: '97201',
        },
      });
      const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
      await post('/api/test-gateway/confirm', { clientSecret: start.clientSecret, card });
      return start.orderId as number;
    },
    { line, name, email },
  );
}

/** Opens order `orderId` in the admin's Orders tab. */
export async function openAdminOrder(admin: Page, shopUrl: string, orderId: number): Promise<void> {
  await admin.goto(`${shopUrl}/admin?tab=orders`);
  await admin
    .getByRole('table', { name: 'Orders' })
    .getByRole('button', { name: `#${orderId}` })
    .click();
  await admin.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
}

/** An original the storefront still sells (one in stock, not sold), from `GET {base}/api/paintings/originals`. */
export async function originalOnSale(base: string) {
  const originals = (await (await fetch(`${base}/api/paintings/originals`)).json()) as Array<{
    id: number;
    title: string;
    in_stock: boolean;
    is_sold: boolean;
  }>;
  const piece = originals.find((p) => p.in_stock && !p.is_sold);
  expect(piece).toBeDefined();
  return piece;
}
