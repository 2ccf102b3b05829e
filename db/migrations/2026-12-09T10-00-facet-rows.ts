import { type Kysely, sql } from 'kysely';
import { engineOf } from '../../src/server/db/dialect.js';

/**
 * The kept facet rows (issue 39's scale budget): `facet_row`, one row per live (not retired) variant of a product,
 * with the inventory item that counts its stock (its own with stock per variant, else the product's shared one) and
 * that item's on-hand units. The facets (`domain/catalogue/facet-items.ts`, `facets.ts`) match a size, a colour and
 * stock within one such row instead of joining the variant, its product and both of its items per product counted.
 *
 * Written by triggers only, in the transaction of the write that changes it, whoever makes it (the shop's flows, the
 * seeds, the bench's bulk seed, hand-written SQL):
 * - a variant added, changed (size, colour, retired) or removed, an inventory item added, moved or removed, or a
 *   product switching stock per variant on or off: the product's rows are worked out again (`REFRESH`);
 * - an item's quantity moving (`changeStock`): `units` of the rows it counts.
 * Holds are not kept: the facets subtract the live ones in SQL (`availability.ts`), so a hold placed, released or
 * expiring by time needs no write here; a sold product is the product's own `is_sold`.
 *
 * PostgreSQL: working a product's rows out again first locks its inventory items (in id order, `FOR NO KEY UPDATE`,
 * the lock `changeStock`'s flows take), so a concurrent stock change waits for the new rows or they see it.
 */
const ROWS = (scope: string) => `INSERT INTO facet_row (variant_id, product_id, size, color, item_id, units)
  SELECT v.id, v.product_id, v.size, v.color,
    CASE WHEN vp.stock_per_variant = 1 THEN iv.id ELSE ish.id END,
    COALESCE(CASE WHEN vp.stock_per_variant = 1 THEN iv.quantity ELSE ish.quantity END, 0)
  FROM product_variant v
  JOIN product vp ON vp.id = v.product_id
  LEFT JOIN inventory_item iv ON iv.variant_id = v.id
  LEFT JOIN inventory_item ish ON ish.product_id = v.product_id AND ish.variant_id IS NULL
  WHERE v.retired_at IS NULL AND ${scope}
  ON CONFLICT (variant_id) DO UPDATE SET product_id = excluded.product_id, size = excluded.size,
    color = excluded.color, item_id = excluded.item_id, units = excluded.units`;

/** A product's rows worked out again: `id` is the product's id (an expression of the trigger's row). */
const REFRESH = (id: string) => [`DELETE FROM facet_row WHERE product_id = ${id}`, ROWS(`v.product_id = ${id}`)];
const UNITS = 'UPDATE facet_row SET units = NEW.quantity WHERE item_id = NEW.id';
const GONE = 'DELETE FROM facet_row WHERE variant_id = OLD.id';

const SQLITE_TRIGGERS: [string, string, string[]][] = [
  ['facet_variant_insert', 'AFTER INSERT ON product_variant', REFRESH('NEW.product_id')],
  [
    'facet_variant_update',
    `AFTER UPDATE OF size, color, retired_at, product_id ON product_variant
      WHEN NEW.size IS NOT OLD.size OR NEW.color IS NOT OLD.color OR NEW.retired_at IS NOT OLD.retired_at
        OR NEW.product_id IS NOT OLD.product_id`,
    [...REFRESH('OLD.product_id'), ...REFRESH('NEW.product_id')],
  ],
  ['facet_variant_delete', 'AFTER DELETE ON product_variant', [GONE]],
  ['facet_item_insert', 'AFTER INSERT ON inventory_item WHEN NEW.product_id IS NOT NULL', REFRESH('NEW.product_id')],
  [
    'facet_item_move',
    `AFTER UPDATE OF product_id, variant_id ON inventory_item
      WHEN NEW.product_id IS NOT OLD.product_id OR NEW.variant_id IS NOT OLD.variant_id`,
    [...REFRESH('OLD.product_id'), ...REFRESH('NEW.product_id')],
  ],
  ['facet_item_quantity', 'AFTER UPDATE OF quantity ON inventory_item', [UNITS]],
  ['facet_item_delete', 'AFTER DELETE ON inventory_item WHEN OLD.product_id IS NOT NULL', REFRESH('OLD.product_id')],
  [
    'facet_product_stock_mode',
    'AFTER UPDATE OF stock_per_variant ON product WHEN NEW.stock_per_variant IS NOT OLD.stock_per_variant',
    REFRESH('NEW.id'),
  ],
];

/** PostgreSQL: the same rules as trigger functions; `facet_rows_refresh` locks the product's items first. */
const POSTGRES = [
  `CREATE FUNCTION facet_rows_refresh(pid integer) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      IF pid IS NULL THEN RETURN; END IF;
      PERFORM 1 FROM inventory_item WHERE product_id = pid ORDER BY id FOR NO KEY UPDATE;
      ${REFRESH('pid').join(';\n      ')};
    END $$`,
  `CREATE FUNCTION facet_rows_variant() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN ${GONE}; RETURN NULL; END IF;
      IF TG_OP = 'UPDATE' AND OLD.product_id IS DISTINCT FROM NEW.product_id THEN
        PERFORM facet_rows_refresh(OLD.product_id);
      END IF;
      PERFORM facet_rows_refresh(NEW.product_id);
      RETURN NULL;
    END $$`,
  `CREATE FUNCTION facet_rows_item() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN PERFORM facet_rows_refresh(OLD.product_id); RETURN NULL; END IF;
      IF TG_OP = 'INSERT' THEN PERFORM facet_rows_refresh(NEW.product_id); RETURN NULL; END IF;
      IF OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.variant_id IS DISTINCT FROM NEW.variant_id THEN
        PERFORM facet_rows_refresh(OLD.product_id);
        PERFORM facet_rows_refresh(NEW.product_id);
      ELSIF OLD.quantity IS DISTINCT FROM NEW.quantity THEN
        ${UNITS};
      END IF;
      RETURN NULL;
    END $$`,
  `CREATE FUNCTION facet_rows_product() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM facet_rows_refresh(NEW.id); RETURN NULL; END $$`,
  `CREATE TRIGGER facet_variant AFTER INSERT OR DELETE OR UPDATE OF size, color, retired_at, product_id
    ON product_variant FOR EACH ROW EXECUTE FUNCTION facet_rows_variant()`,
  `CREATE TRIGGER facet_item AFTER INSERT OR DELETE OR UPDATE OF product_id, variant_id, quantity
    ON inventory_item FOR EACH ROW EXECUTE FUNCTION facet_rows_item()`,
  `CREATE TRIGGER facet_product_stock_mode AFTER UPDATE OF stock_per_variant ON product FOR EACH ROW
    WHEN (OLD.stock_per_variant IS DISTINCT FROM NEW.stock_per_variant) EXECUTE FUNCTION facet_rows_product()`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('facet_row')
    .addColumn('variant_id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('units', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The facets' reads: a product's rows by size and colour, their stock in the index; the triggers' by item.
  await db.schema
    .createIndex('facet_row_product')
    .on('facet_row')
    .columns(['product_id', 'size', 'color', 'units', 'item_id'])
    .execute();
  await db.schema.createIndex('facet_row_item').on('facet_row').column('item_id').execute();
  await sql.raw(ROWS('1 = 1')).execute(db);
  if (engineOf(db) === 'postgres') {
    for (const statement of POSTGRES) await sql.raw(statement).execute(db);
  } else {
    for (const [name, when, body] of SQLITE_TRIGGERS) {
      await sql.raw(`CREATE TRIGGER ${name} ${when} BEGIN ${body.join('; ')}; END`).execute(db);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`DROP TRIGGER IF EXISTS facet_variant ON product_variant`.execute(db);
    await sql`DROP TRIGGER IF EXISTS facet_item ON inventory_item`.execute(db);
    await sql`DROP TRIGGER IF EXISTS facet_product_stock_mode ON product`.execute(db);
    for (const fn of [
      'facet_rows_variant()',
      'facet_rows_item()',
      'facet_rows_product()',
      'facet_rows_refresh(integer)',
    ]) {
      await sql.raw(`DROP FUNCTION IF EXISTS ${fn}`).execute(db);
    }
  } else {
    for (const [name] of SQLITE_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  }
  await db.schema.dropTable('facet_row').execute();
}
