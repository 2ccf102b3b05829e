import { describe, expect, it } from 'vitest';
import { insertLegacyOrder, useMigratedDatabases } from '../testing/migrated-db.js';
import { migrateToLatest } from './index.js';

const BEFORE = '2026-11-28T01-35-discount-use-mailbox';

const migratedTo = useMigratedDatabases();

describe('the payment status spelling migration', () => {
  it("renames cancelled payments and test intents from Stripe's spelling (canceled) to the shop's, and nothing else", async () => {
    const db = await migratedTo(BEFORE, 'wbs_payment_cancelled');
    await insertLegacyOrder(db, { status: 'cancelled', subtotal_cents: 4500, total_cents: 4500 });
    const intent = (id: string, status: string) => ({
      id,
      client_secret: `${id}_secret`,
      idempotency_key: `key-${id}`,
      order_id: 1,
      amount_cents: 4500,
      currency: 'usd',
      status,
    });
    const statuses = { pi_1: 'canceled', pi_2: 'succeeded', pi_3: 'requires_payment_method' };
    for (const [id, status] of Object.entries(statuses)) {
      await db.insertInto('test_payment_intent').values(intent(id, status)).execute();
      const { client_secret, idempotency_key, amount_cents } = intent(id, status);
      await db
        .insertInto('payment')
        .values({ order_id: 1, provider: 'test', intent_id: id, client_secret, idempotency_key, amount_cents, status })
        .execute();
    }

    await migrateToLatest(db);

    const after = { pi_1: 'cancelled', pi_2: 'succeeded', pi_3: 'requires_payment_method' };
    const read = async (table: 'payment' | 'test_payment_intent', column: 'intent_id' | 'id') =>
      Object.fromEntries(
        (await db.selectFrom(table).select([column, 'status']).execute()).map((r) => [
          (r as Record<string, string>)[column],
          r.status,
        ]),
      );
    expect(await read('payment', 'intent_id')).toEqual(after);
    expect(await read('test_payment_intent', 'id')).toEqual(after);
  });
});
