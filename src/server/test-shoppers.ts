import { randomUUID } from 'node:crypto';
import type { Db } from './db/index.js';
import type { Actor } from './domain/accounts.js';
import { addItem } from './domain/cart/cart.js';

/** Shoppers for domain tests: real user rows (no password work) with a cart holding one line. */
export const TEST_ADDRESS = {
  name: 'Sam Shopper',
  email: 'sam@example.com',
  address: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  country: 'US' as const,
  postalCode: '78701',
};

/** Stripe's test card that pays. */
export const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

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
