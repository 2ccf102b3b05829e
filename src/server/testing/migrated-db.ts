import type { Insertable } from 'kysely';
import { afterEach } from 'vitest';
import type { Db } from '../db/index.js';
import type { OrderTable } from '../db/schema-orders.js';
import { databaseMigratedTo } from './postgres.js';

/**
 * For a migration's own test file: `migratedTo(migration, name)` opens a database of this run's engine migrated up to
 * `migration` and no further (`databaseMigratedTo`), and each one opened is closed and dropped after its test.
 */
export function useMigratedDatabases(): (migration: string, name: string) => Promise<Db> {
  const opened: { db: Db; drop: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const { db, drop } of opened.splice(0)) {
      await db.destroy();
      await drop();
    }
  });
  return async (migration, name) => {
    const database = await databaseMigratedTo(migration, name);
    opened.push(database);
    return database.db;
  };
}

type OrderRow = Insertable<OrderTable>;

/**
 * The one order a migration test hangs its lines, payments or refunds on, written before the migration runs: order 1,
 * shipped to Austin by US Standard, no shipping or tax unless `row` says; `row` gives its status and sums. Only the
 * columns every migrated-to point already has, so it fits any `migratedTo` database.
 */
export async function insertLegacyOrder(
  db: Db,
  row: Pick<OrderRow, 'status' | 'subtotal_cents' | 'total_cents'> & Partial<OrderRow>,
): Promise<void> {
  await db
    .insertInto('order')
    .values({
      id: 1,
      email: 'a@example.com',
      name: 'A',
      address: '1 Main Street',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postal_code: '78701',
      shipping_method_name: 'US Standard',
      shipping_cents: 0,
      tax_cents: 0,
      ...row,
    })
    .execute();
}
