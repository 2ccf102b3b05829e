import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TestBrowser } from './helpers.js';
import { VISA } from './shoppers.js';

/** Addresses whose taxes tests work out by hand: Quebec (GST + QST), New York (4 %). */
export const QUEBEC = {
  name: 'Camille Tremblay',
  address: '1200 Rue Sainte-Catherine O',
  city: 'Montréal',
  state: 'QC',
  country: 'CA',
  postalCode: 'H3B 1K9',
};
export const NEW_YORK = {
  name: 'Jordan Lee',
  address: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  country: 'US',
  postalCode: '10118',
};
export type Address = typeof QUEBEC;

let buyers = 0;

/**
 * A new customer registers, carts `lines` ([productId, quantity], size M in black) and starts a checkout over the
 * documented REST calls (with a discount `code` when given), then (unless `pay: false`) pays it with the test
 * gateway. Answers the checkout's answer, with the customer's browser (signed in).
 */
export async function buyOverApi(
  app: FastifyInstance,
  lines: [number, number][],
  address: Address,
  shippingMethod: string,
  { code, pay = true }: { code?: string; pay?: boolean } = {},
) {
  const name = `taxbuyer${++buyers}`;
  const email = `${name}@example.com`;
  const browser = new TestBrowser(app);
  expect((await browser.post('/api/register', { username: name, email, password: 'secret1' })).statusCode).toBe(201);
  const cartId = randomUUID();
  for (const [productId, quantity] of lines) {
    const added = await browser.post('/api/cart', { cartId, productId, quantity, size: 'M', color: 'black' });
    expect(added.statusCode, added.body).toBe(201);
  }
  if (code) expect((await browser.post(`/api/cart/${cartId}/discount`, { code })).statusCode).toBe(200);
  const started = await browser.post('/api/create-payment-intent', {
    cartId,
    shippingMethod,
    shippingAddress: { ...address, email },
  });
  expect(started.statusCode, started.body).toBe(200);
  if (pay) {
    const paid = await browser.post('/api/test-gateway/confirm', {
      clientSecret: started.json().clientSecret,
      card: VISA,
    });
    expect(paid.json().status).toBe('succeeded');
  }
  const answer = started.json() as { orderId: number; subtotal: number; shipping: number; tax: number; total: number };
  return { ...answer, browser };
}
