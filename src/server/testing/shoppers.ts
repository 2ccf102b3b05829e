import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/index.js';
import type { Actor } from '../domain/accounts/accounts.js';
import { addItem } from '../domain/cart/cart.js';
// Shoppers for domain tests: real user rows (no password work) with a cart holding one line. The addresses and
// the card are the outside buyers' (load/buyer.ts), the same for every test.
import { ONTARIO_ADDRESS, TEST_ADDRESS, VISA } from '../load/buyer.js';
import { TestBrowser } from './helpers.js';

export { ONTARIO_ADDRESS, TEST_ADDRESS, VISA };

/** The moment checkout tests stop their clock at, and a time some minutes after it. */
export const T0 = new Date('2026-11-22T10:00:00.000Z');
export const minutesAfter = (n: number, from = T0) => new Date(from.getTime() + n * 60_000);

let shoppers = 0;

/** A customer account, inserted directly (no argon2): the actor a procedure would see. */
export async function addShopper(db: Db, role: Actor['role'] = 'user'): Promise<Actor> {
  const username = `shopper${++shoppers}`;
  const { id } = await db
    .insertInto('user')
    .values({ username, email: `${username}@example.com`, password_hash: 'x', role })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: id, username, role, epoch: 0 };
}

export interface CartLine {
  type: 'product' | 'painting';
  id: number;
  quantity?: number;
  /** Products default to M/black; originals need none. */
  size?: string;
}

/** A new customer whose cart holds one line, added through the real cart at `at`. */
export async function shopperWith(db: Db, line: CartLine, at: Date): Promise<{ actor: Actor; cartId: string }> {
  const actor = await addShopper(db);
  const cartId = randomUUID();
  const product = line.type === 'product';
  await addItem(
    { db, clock: () => at },
    {
      cartId,
      productId: line.id,
      quantity: line.quantity ?? 1,
      size: line.size ?? (product ? 'M' : ''),
      color: product ? 'black' : '',
      item_type: line.type,
    },
  );
  return { actor, cartId };
}

let buyers = 0;

/** Numbers buyers from 1 again (buyer1, buyer2 …), for tests that name them. */
export function resetBuyers(): void {
  buyers = 0;
}

/** Starts the checkout of `cartId` in Ontario by standard shipping over the documented API; answers its answer. */
export function startCheckoutOverApi(browser: TestBrowser, cartId: string, email: string) {
  return browser.post('/api/create-payment-intent', {
    cartId,
    shippingMethod: 'canada standard',
    shippingAddress: { ...ONTARIO_ADDRESS, email },
  });
}

/**
 * The customer of `browser` fills a new cart with `lines` and starts a checkout in Ontario over the documented API
 * (unpaid). Answers the cart and what the checkout answered.
 */
export async function checkoutOverApi(
  browser: TestBrowser,
  lines: object[],
  email: string,
): Promise<{ cartId: string; orderId: number; clientSecret: string; paymentIntentId: string }> {
  const cartId = randomUUID();
  for (const line of lines) expect((await browser.post('/api/cart', { cartId, ...line })).statusCode).toBe(201);
  const start = await startCheckoutOverApi(browser, cartId, email);
  expect(start.statusCode).toBe(200);
  const { clientSecret, orderId, paymentIntentId } = start.json();
  return { cartId, orderId, clientSecret, paymentIntentId };
}

/**
 * A new customer who registers, fills a cart and checks out in Ontario over the documented API, paying with the
 * test card unless `pay` is false. Answers their browser and the order.
 */
export async function buyOverApi(
  app: FastifyInstance,
  lines: object[],
  {
    pay = true,
    prefix = 'buyer',
    cookies = {},
  }: { pay?: boolean; prefix?: string; cookies?: Record<string, string> } = {},
): Promise<{ browser: TestBrowser; orderId: number; clientSecret: string; paymentIntentId: string; email: string }> {
  const name = `${prefix}${++buyers}`;
  const email = `${name}@example.com`;
  const browser = new TestBrowser(app);
  browser.cookies = cookies;
  await browser.post('/api/register', { username: name, email, password: 'secret1' });
  const { clientSecret, orderId, paymentIntentId } = await checkoutOverApi(browser, lines, email);
  if (pay) {
    const paid = await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
    expect(paid.json().status).toBe('succeeded');
  }
  return { browser, orderId, clientSecret, paymentIntentId, email };
}
