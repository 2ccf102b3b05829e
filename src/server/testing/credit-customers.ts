import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/index.js';
import { TestBrowser } from './helpers.js';

/**
 * A customer registers over the documented API (signed in: their browser), and the owner (`admin`) gives them
 * `credit` dollars of store credit with `reason` (none when 0). Answers the browser, their e-mail, their customer key
 * (`user:<id>`, as the owner's calls name them) and their id.
 */
export async function registeredCustomer(
  shop: { app: FastifyInstance; db: Db; admin: TestBrowser },
  name: string,
  { credit = 0, reason = 'Goodwill' }: { credit?: number; reason?: string } = {},
) {
  const browser = new TestBrowser(shop.app);
  const email = `${name}@example.com`;
  expect((await browser.post('/api/register', { username: name, email, password: 'secret1' })).statusCode).toBe(201);
  const user = await shop.db.selectFrom('user').select('id').where('username', '=', name).executeTakeFirstOrThrow();
  const key = `user:${user.id}`;
  if (credit > 0) {
    const given = await shop.admin.post(`/api/admin/customers/${key}/credit`, {
      change: 'add',
      amount: credit,
      reason,
    });
    expect(given.statusCode, given.body).toBe(200);
  }
  return { browser, email, key, userId: user.id };
}
