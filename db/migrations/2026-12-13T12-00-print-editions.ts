import { type Kysely, sql } from 'kysely';
import { engineOf, withId } from '../../src/server/db/dialect.js';

/**
 * An edition per print size (issue 43, item 1). A limited print has one `painting_edition` per print size, matched
 * to its `painting_print_size` by width, height and unit (the admin form rewrites the sizes; an edition outlives that,
 * its numbers already sold with it): `total` numbers for sale, `proofs` artist's proofs beside them (never sold
 * online), `sold` numbers already taken (the next sale takes `sold + 1`), `proofs_sold` proofs the owner has sold.
 * `order_item.edition_total`: the size of the edition a numbered line was sold from ("17/50"), kept with the line.
 *
 * Existing limited prints: the FIRST print size keeps today's single count and the numbers already sold; every other
 * size gets an edition of the same count with none sold (the conservative choice: an open edition would suddenly
 * sell without limit a size collectors bought as limited; the owner changes either in the painting dialog). A limited
 * print with no print sizes keeps its one edition on the painting row (`limited_edition_count`), as before. Lines
 * already numbered get the edition size of their painting.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  /** A print size's measure, as `painting_print_size` has it: REAL on SQLite, double precision on PostgreSQL. */
  const measure = engineOf(db) === 'postgres' ? 'double precision' : 'real';
  await withId(db, db.schema.createTable('painting_edition'))
    .addColumn('painting_id', 'integer', (c) => c.notNull().references('painting.id').onDelete('cascade'))
    .addColumn('width', measure, (c) => c.notNull())
    .addColumn('height', measure, (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('in'))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 1`))
    .addColumn('proofs', 'integer', (c) => c.notNull().defaultTo(0).check(sql`proofs >= 0`))
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sold >= 0`))
    .addColumn('proofs_sold', 'integer', (c) => c.notNull().defaultTo(0).check(sql`proofs_sold >= 0`))
    .addCheckConstraint('painting_edition_sold_within', sql`sold <= total and proofs_sold <= proofs`)
    .execute();
  await db.schema
    .createIndex('painting_edition_size')
    .on('painting_edition')
    .columns(['painting_id', 'width', 'height', 'unit'])
    .unique()
    .execute();
  await db.schema.alterTable('order_item').addColumn('edition_total', 'integer').execute();

  const prints = await db
    .selectFrom('painting as p')
    .innerJoin('painting_print_size as s', 's.painting_id', 'p.id')
    .select(['p.id', 'p.limited_edition_count', 'p.current_edition_number', 's.width', 's.height', 's.unit'])
    .where('p.is_limited', '=', 1)
    .where('p.is_original', '=', 0)
    .where('p.limited_edition_count', 'is not', null)
    .orderBy('p.id')
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
  const seen = new Set<string>();
  const first = new Set<number>();
  for (const p of prints) {
    const key = `${p.id}:${p.width}:${p.height}:${p.unit}`;
    if (seen.has(key)) continue; // the same size listed twice is one edition
    seen.add(key);
    const isFirst = !first.has(p.id);
    first.add(p.id);
    await db
      .insertInto('painting_edition')
      .values({
        painting_id: p.id,
        width: p.width,
        height: p.height,
        unit: p.unit,
        total: p.limited_edition_count,
        sold: isFirst ? Math.min(p.current_edition_number, p.limited_edition_count) : 0,
      })
      .execute();
  }
  await db
    .updateTable('order_item')
    .set({
      edition_total: sql`(select p.limited_edition_count from painting p where p.id = order_item.painting_id)`,
    })
    .where('edition_number', 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_item').dropColumn('edition_total').execute();
  await db.schema.dropTable('painting_edition').execute();
}
