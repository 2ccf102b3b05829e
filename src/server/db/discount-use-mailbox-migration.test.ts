import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, migrationProvider } from './index.js';

const BEFORE = '2026-11-27T00-00-inventory-variant-index';

describe('the discount-use mailbox migration on a shop with uses', () => {
  it("gives each existing use its person's mailbox: a guest's e-mail, an account's own e-mail", async () => {
    const db = createDb(':memory:');
    const migrator = new Migrator({ db, provider: migrationProvider(db) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await sql`INSERT INTO user (id, username, email, password_hash) VALUES (7, 'bob', 'Bob.Jones@Example.com', 'x')`.execute(
      db,
    );
    await sql`INSERT INTO discount (id, code, code_key, type, value, once_per_customer, created_at, updated_at)
      VALUES (1, 'ONCE', 'once', 'fixed_amount', 500, 1, '2026-11-01', '2026-11-01')`.execute(db);
    for (const id of [1, 2, 3]) {
      await sql`INSERT INTO "order" (id, email, name, address, city, state, country, postal_code, shipping_method_name,
        subtotal_cents, shipping_cents, tax_cents, total_cents) VALUES (${id}, 'a@b.c', 'A', 'x', 'y', 'ON', 'CA', 'K1A',
        'S', 4000, 0, 0, 4000)`.execute(db);
    }
    await sql`INSERT INTO discount_use (discount_id, order_id, user_id, email, status, expires_at, created_at) VALUES
      (1, 1, NULL, 'ann.smith+x@googlemail.com', 'used', '2026-11-01', '2026-11-01'),
      (1, 2, 7, 'parcels@example.com', 'used', '2026-11-01', '2026-11-01'),
      (1, 3, 99, 'Gone+1@Example.com', 'released', '2026-11-01', '2026-11-01')`.execute(db);

    await migrateToLatest(db);

    expect(
      await db
        .selectFrom('discount_use')
        .select(['order_id', 'mailbox', 'ip', 'session_key'])
        .orderBy('order_id')
        .execute(),
    ).toEqual([
      { order_id: 1, mailbox: 'annsmith@gmail.com', ip: null, session_key: null },
      { order_id: 2, mailbox: 'bob.jones@example.com', ip: null, session_key: null },
      { order_id: 3, mailbox: 'gone@example.com', ip: null, session_key: null },
    ]);
    await db.destroy();
  });
});
