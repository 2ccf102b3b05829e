import { type Kysely, sql } from 'kysely';

/**
 * A counter that every write to what the public catalogue reads bumps, by
 * trigger, so cached catalogue answers can never outlive a change, whichever
 * code (or hand-written SQL) made it.
 */
const WATCHED = [
  'product',
  'painting',
  'painting_print_size',
  'category',
  'collection',
  'inventory_item',
  'stock_hold',
  'site_setting',
  'content_page',
  'shipping_method',
];
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE catalogue_version (id INTEGER PRIMARY KEY CHECK (id = 1), counter INTEGER NOT NULL)`.execute(
    db,
  );
  await sql`INSERT INTO catalogue_version (id, counter) VALUES (1, 0)`.execute(db);
  for (const table of WATCHED) {
    for (const event of EVENTS) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_${event.toLowerCase()}_bumps_catalogue AFTER ${event} ON ${table}
           BEGIN UPDATE catalogue_version SET counter = counter + 1 WHERE id = 1; END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of WATCHED) {
    for (const event of EVENTS) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event.toLowerCase()}_bumps_catalogue`).execute(db);
    }
  }
  await sql`DROP TABLE catalogue_version`.execute(db);
}
