import { type Kysely, sql } from 'kysely';

/**
 * The free-shipping threshold frees only the methods that say so: each country's standard method by default;
 * the owner may tick others (Express stays paid unless ticked).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE shipping_method ADD COLUMN free_over_threshold INTEGER NOT NULL DEFAULT 0 CHECK (free_over_threshold IN (0, 1))`.execute(
    db,
  );
  await sql`UPDATE shipping_method SET free_over_threshold = 1 WHERE code LIKE '%-standard'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE shipping_method DROP COLUMN free_over_threshold`.execute(db);
}
