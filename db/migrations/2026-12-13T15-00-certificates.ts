import { type Kysely, sql } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * Certificates of authenticity (issue 43, item 2): one `certificate` row per unit of a sold original or numbered
 * print (`unit` 1..quantity of its `order_item`), made in the sale's transaction. `code`: the random code its QR
 * and `/verify/{code}` carry (never the order's id). `status`: 'valid'; 'replaced' once the owner re-issues it (the
 * new row has the same line and unit, a new code); 'void' once the line's unit is refunded. At most one valid
 * certificate per line and unit (a partial unique index), so two re-issues racing cannot leave two.
 * `order.certificate_name`: 1 when the buyer agreed that their name shows on the certificates (default 0: not shown).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('certificate'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_item.id').onDelete('cascade'))
    .addColumn('unit', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('valid', 'replaced', 'void')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('certificate_line').on('certificate').column('order_item_id').execute();
  await db.schema
    .createIndex('certificate_valid_unit')
    .on('certificate')
    .columns(['order_item_id', 'unit'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('valid'))
    .execute();
  await db.schema
    .alterTable('order')
    .addColumn('certificate_name', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order').dropColumn('certificate_name').execute();
  await db.schema.dropTable('certificate').execute();
}
