import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { engineOf, withId } from '../../src/server/db/dialect.js';
import { rebuildSqliteTable } from '../../src/server/db/sqlite-rebuild.js';

/**
 * An artist's proof the owner sells outside the shop (issue 43) is a `proof_sale`: which proof of which size's edition
 * (`number` of `total`: "AP 2/5", `total` kept as the sale saw it, as `order_item.edition_total` is), to whom (the
 * name the owner typed, printed on its certificate; null: none), when, the owner's note, the certificate's language.
 * `status` 'void': recorded by mistake, the proof is held again. At most one sold record per proof (a partial unique
 * index). Its certificate hangs on it instead of an order line: `certificate.proof_sale_id`, `order_item_id` now
 * nullable, exactly one of the two set (a CHECK). SQLite cannot drop a NOT NULL in place: `certificate` is rebuilt.
 *
 * Proofs already recorded as sold (`painting_edition.proofs_sold`, before this) get a record each, AP 1..n, with no
 * buyer and today's date, and a certificate: every proof sold has one.
 */
const NOT_NULL = '"order_item_id" integer not null references';
const ONE_HOLDER = '("order_item_id" is null) <> ("proof_sale_id" is null)';
const NULLABLE = `"order_item_id" integer check (${ONE_HOLDER}) references`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('proof_sale'))
    .addColumn('edition_id', 'integer', (c) => c.notNull().references('painting_edition.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number >= 1`))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('buyer_name', 'text')
    .addColumn('note', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('sold_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('sold', 'void')`))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('voided_at', 'text')
    .execute();
  await db.schema
    .createIndex('proof_sale_sold_number')
    .on('proof_sale')
    .columns(['edition_id', 'number'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('sold'))
    .execute();
  await db.schema
    .alterTable('certificate')
    .addColumn('proof_sale_id', 'integer', (c) => c.references('proof_sale.id').onDelete('cascade'))
    .execute();
  if (engineOf(db) === 'postgres') {
    await sql`ALTER TABLE certificate ALTER COLUMN order_item_id DROP NOT NULL`.execute(db);
    await sql.raw(`ALTER TABLE certificate ADD CONSTRAINT certificate_one_holder CHECK (${ONE_HOLDER})`).execute(db);
  } else {
    await rebuildSqliteTable(db, 'certificate', NOT_NULL, NULLABLE);
  }
  await db.schema
    .createIndex('certificate_valid_proof')
    .on('certificate')
    .column('proof_sale_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('valid'))
    .execute();

  const now = new Date().toISOString();
  const sold = await db
    .selectFrom('painting_edition')
    .select(['id', 'proofs', 'proofs_sold'])
    .where('proofs_sold', '>', 0)
    .execute();
  for (const edition of sold) {
    for (let number = 1; number <= edition.proofs_sold; number++) {
      const sale = await db
        .insertInto('proof_sale')
        .values({
          edition_id: edition.id,
          number,
          total: edition.proofs,
          sold_at: now,
          status: 'sold',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('certificate')
        .values({
          proof_sale_id: sale.id,
          unit: 1,
          code: randomBytes(15).toString('base64url'),
          status: 'valid',
          created_at: now,
        })
        .execute();
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('certificate').where('proof_sale_id', 'is not', null).execute();
  await db.schema.dropIndex('certificate_valid_proof').execute();
  if (engineOf(db) === 'postgres') {
    await sql`ALTER TABLE certificate DROP CONSTRAINT certificate_one_holder`.execute(db);
    await sql`ALTER TABLE certificate ALTER COLUMN order_item_id SET NOT NULL`.execute(db);
  } else {
    await rebuildSqliteTable(db, 'certificate', NULLABLE, NOT_NULL);
  }
  await db.schema.alterTable('certificate').dropColumn('proof_sale_id').execute();
  await db.schema.dropTable('proof_sale').execute();
}
