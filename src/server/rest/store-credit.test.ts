import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { registeredCustomer } from '../testing/credit-customers.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

/** A registered customer, signed in: their browser and customer key. */
const customer = (name: string) => registeredCustomer({ app, db, admin }, name);

const change = (key: string, body: object, by = admin) => by.post(`/api/admin/customers/${key}/credit`, body);
const entries = () =>
  db.selectFrom('balance_entry').select(['kind', 'amount_cents', 'reason', 'actor_user_id']).execute();

describe('store credit on a customer', () => {
  it('the owner adds and removes credit with a reason; the customer sees their own balance and history', async () => {
    const ada = await customer('ada');
    const bob = await customer('bob');
    expect((await admin.get(`/api/admin/customers/${ada.key}/credit`)).json()).toEqual({ balance: 0, history: [] });

    const added = await change(ada.key, { change: 'add', amount: 40.5, reason: 'Late parcel' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      balance: 40.5,
      history: [{ kind: 'issue', amount: 40.5, reason: 'Late parcel', by: 'owner', orderId: null }],
    });
    const removed = await change(ada.key, { change: 'remove', amount: '15.25', reason: 'Given twice' });
    expect(removed.json()).toMatchObject({
      balance: 25.25,
      history: [
        { kind: 'adjust', amount: -15.25, reason: 'Given twice', by: 'owner' },
        { kind: 'issue', amount: 40.5 },
      ],
    });

    const own = await ada.browser.get('/api/user/store-credit');
    expect(own.statusCode).toBe(200);
    expect(own.json().balance).toBe(25.25);
    expect(own.json().history).toHaveLength(2);
    expect(own.json().history[0]).not.toHaveProperty('by');
    expect((await bob.browser.get('/api/user/store-credit')).json()).toEqual({ balance: 0, history: [] });
    expect((await new TestBrowser(app).get('/api/user/store-credit')).statusCode).toBe(401);
    // Every change is one ledger row in cents, with who and why.
    expect(await entries()).toEqual([
      expect.objectContaining({ kind: 'issue', amount_cents: 4050, reason: 'Late parcel' }),
      expect.objectContaining({ kind: 'adjust', amount_cents: -1525, reason: 'Given twice' }),
    ]);
    expect(new Set((await entries()).map((e) => e.actor_user_id)).size).toBe(1);
  });

  it('refuses, changing nothing: past the balance, no reason, a guest, no such account, a customer', async () => {
    const ada = await customer('ada');
    await change(ada.key, { change: 'add', amount: 10, reason: 'Goodwill' });
    const past = await change(ada.key, { change: 'remove', amount: 10.01, reason: 'Oops' });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe('That is more than the store credit balance.');
    const bob = await customer('bob');
    expect((await change(bob.key, { change: 'remove', amount: 1, reason: 'None yet' })).statusCode).toBe(409);
    const noReason = await change(ada.key, { change: 'add', amount: 5, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('A reason is required');
    expect((await change(ada.key, { change: 'add', amount: -5, reason: 'x' })).statusCode).toBe(400);
    expect((await change(ada.key, { change: 'add', amount: 1.001, reason: 'x' })).statusCode).toBe(400);
    expect((await change(ada.key, { change: 'gift', amount: 5, reason: 'x' })).statusCode).toBe(400);
    const guest = await change('guest:someone@example.com', { change: 'add', amount: 5, reason: 'x' });
    expect(guest.statusCode).toBe(400);
    expect(guest.json().message).toContain('bought as a guest');
    expect((await change('user:99999', { change: 'add', amount: 5, reason: 'x' })).statusCode).toBe(404);
    expect((await change(ada.key, { change: 'add', amount: 5, reason: 'x' }, ada.browser)).statusCode).toBe(403);
    expect((await ada.browser.get(`/api/admin/customers/${ada.key}/credit`)).statusCode).toBe(403);
    expect((await entries()).map((e) => e.amount_cents)).toEqual([1000]);
    expect(await db.selectFrom('balance_account').select('kind').execute()).toEqual([{ kind: 'store_credit' }]);
  });
});
