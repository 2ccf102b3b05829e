import { type Kysely, sql } from 'kysely';

/**
 * Rebuilds a SQLite table with one piece of its stored definition changed (`from` → `to`: a CHECK, a NOT NULL),
 * since SQLite cannot alter a column in place: the documented procedure (foreign keys off, create the new table,
 * copy every row with its id, drop, rename, its indexes and triggers again, foreign key check, foreign keys on), in
 * one transaction, keeping an AUTOINCREMENT counter where the table has one (a removed row's number is never reused).
 * For migrations (issue 42's custom order lines).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function rebuildSqliteTable(db: Kysely<any>, table: string, from: string, to: string): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string }>`
    SELECT type, sql FROM sqlite_master WHERE tbl_name = ${table} AND sql IS NOT NULL ORDER BY type = 'table' DESC`.execute(
    db,
  );
  const [definition, ...others] = rows;
  if (!definition?.sql.includes(from)) throw new Error(`${table} has no "${from}"`);
  const created = definition.sql
    .replace(from, to)
    .replace(new RegExp(`^CREATE TABLE "?${table}"?`), `CREATE TABLE ${table}_new`);
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await sql`BEGIN IMMEDIATE`.execute(db);
  try {
    const { rows: seq } = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = ${table}`
      .execute(db)
      .catch(() => ({ rows: [] as { seq: number }[] }));
    for (const statement of [
      created,
      `INSERT INTO ${table}_new SELECT * FROM ${table}`,
      `DROP TABLE ${table}`,
      `ALTER TABLE ${table}_new RENAME TO ${table}`,
      ...others.map((o) => o.sql),
    ]) {
      await sql.raw(statement).execute(db);
    }
    const last = seq[0]?.seq;
    if (last !== undefined) {
      await sql`UPDATE sqlite_sequence SET seq = max(seq, ${last}) WHERE name = ${table}`.execute(db);
    }
    const { rows: broken } = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(db);
    if (broken.length > 0) throw new Error(`foreign key check failed in ${broken[0]?.table}`);
    await sql`COMMIT`.execute(db);
  } catch (error) {
    await sql`ROLLBACK`.execute(db);
    throw error;
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
