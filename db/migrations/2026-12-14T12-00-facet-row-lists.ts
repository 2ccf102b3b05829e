import { type Kysely, sql } from 'kysely';
import { engineOf } from '../../src/server/db/dialect.js';
import { down as dropVariantRows, up as keepVariantRows } from './2026-12-09T10-00-facet-rows.js';

/**
 * The kept facet rows carry the product's list columns (issue 39's scale budget, item 1 of BENCHMARKS.md's design):
 * each facet over products is one indexed count over `facet_row` alone, with no per-product lookup.
 *
 * `facet_row` holds, for every product not deleted:
 * - one row per live (not retired) variant: its size, colour, the inventory item that counts its stock (its own with
 *   stock per variant, else the product's shared one) and that item's on-hand units, as before;
 * - one row of the product itself (`variant_id`, `size`, `color` null): what a facet counts when no size, colour or
 *   stock is chosen (a product with every variant retired is still listed);
 * and on each row the product's list columns: `category_id`, `collection_id`, `price_cents`, `is_new`,
 * `is_featured`, `is_sold`, `publish_at`.
 *
 * Written by triggers only, in the transaction of the write that changes it, whoever makes it:
 * - a variant or an inventory item added, changed or removed, a product added, deleted (or restored), or switching
 *   stock per variant: the product's rows are worked out again (`REFRESH`);
 * - an item's quantity moving: `units` of the rows it counts;
 * - a product's list column changing (an owner's edit, a sale's `is_sold`, a release time): its rows' copy (`LISTED`).
 * Holds are not kept (the facets subtract the live ones in SQL).
 *
 * PostgreSQL (READ COMMITTED): working a product's rows out again locks its inventory items (in id order, `FOR NO KEY
 * UPDATE`, as `changeStock`'s flows do), then the product row `FOR SHARE`, before reading either: a concurrent
 * quantity change or product edit either waits for the new rows, or the rows are read after it committed. (Without
 * the product's lock, an edit's `UPDATE facet_row` would not see rows a refresh inserted after its snapshot, and the
 * refresh would have copied the columns before the edit: the rows would keep the old price.) The house lock order
 * (items, then the product) is kept: a sale locks the items, then writes `is_sold`.
 */
const LIST = ['category_id', 'collection_id', 'price_cents', 'is_new', 'is_featured', 'is_sold', 'publish_at'];
const COLUMNS = ['variant_id', 'product_id', 'size', 'color', 'item_id', 'units', ...LIST];
const listOf = (alias: string) => LIST.map((c) => `${alias}.${c}`).join(', ');
const fromExcluded = (columns: string[]) => columns.map((c) => `${c} = excluded.${c}`).join(', ');

/** The variants' rows of the products `scope` names (`v` the variant, `vp` its product). */
const ROWS = (scope: string) => `INSERT INTO facet_row (${COLUMNS.join(', ')})
  SELECT v.id, v.product_id, v.size, v.color,
    CASE WHEN vp.stock_per_variant = 1 THEN iv.id ELSE ish.id END,
    COALESCE(CASE WHEN vp.stock_per_variant = 1 THEN iv.quantity ELSE ish.quantity END, 0), ${listOf('vp')}
  FROM product_variant v
  JOIN product vp ON vp.id = v.product_id
  LEFT JOIN inventory_item iv ON iv.variant_id = v.id
  LEFT JOIN inventory_item ish ON ish.product_id = v.product_id AND ish.variant_id IS NULL
  WHERE v.retired_at IS NULL AND vp.deleted_at IS NULL AND ${scope}
  ON CONFLICT (variant_id) DO UPDATE SET ${fromExcluded(COLUMNS.filter((c) => c !== 'variant_id'))}`;

/** The products' own rows (`vp` the product). */
const WHOLE = (scope: string) => `INSERT INTO facet_row (${COLUMNS.join(', ')})
  SELECT NULL, vp.id, NULL, NULL, NULL, 0, ${listOf('vp')}
  FROM product vp
  WHERE vp.deleted_at IS NULL AND ${scope}
  ON CONFLICT (product_id) WHERE variant_id IS NULL DO UPDATE SET ${fromExcluded(LIST)}`;

/** A product's rows worked out again: `id` is the product's id (an expression of the trigger's row). */
const REFRESH = (id: string) => [
  `DELETE FROM facet_row WHERE product_id = ${id}`,
  ROWS(`v.product_id = ${id}`),
  WHOLE(`vp.id = ${id}`),
];
const UNITS = 'UPDATE facet_row SET units = NEW.quantity WHERE item_id = NEW.id';
const LISTED = `UPDATE facet_row SET ${LIST.map((c) => `${c} = NEW.${c}`).join(', ')} WHERE product_id = NEW.id`;
const LIST_CHANGED = LIST.map((c) => `NEW.${c} IS NOT OLD.${c}`).join(' OR ');

const SQLITE_TRIGGERS: [string, string, string[]][] = [
  ['facet_variant_insert', 'AFTER INSERT ON product_variant', REFRESH('NEW.product_id')],
  [
    'facet_variant_update',
    `AFTER UPDATE OF size, color, retired_at, product_id ON product_variant
      WHEN NEW.size IS NOT OLD.size OR NEW.color IS NOT OLD.color OR NEW.retired_at IS NOT OLD.retired_at
        OR NEW.product_id IS NOT OLD.product_id`,
    [...REFRESH('OLD.product_id'), ...REFRESH('NEW.product_id')],
  ],
  ['facet_variant_delete', 'AFTER DELETE ON product_variant', ['DELETE FROM facet_row WHERE variant_id = OLD.id']],
  ['facet_item_insert', 'AFTER INSERT ON inventory_item WHEN NEW.product_id IS NOT NULL', REFRESH('NEW.product_id')],
  [
    'facet_item_move',
    `AFTER UPDATE OF product_id, variant_id ON inventory_item
      WHEN NEW.product_id IS NOT OLD.product_id OR NEW.variant_id IS NOT OLD.variant_id`,
    [...REFRESH('OLD.product_id'), ...REFRESH('NEW.product_id')],
  ],
  ['facet_item_quantity', 'AFTER UPDATE OF quantity ON inventory_item', [UNITS]],
  ['facet_item_delete', 'AFTER DELETE ON inventory_item WHEN OLD.product_id IS NOT NULL', REFRESH('OLD.product_id')],
  ['facet_product_insert', 'AFTER INSERT ON product', REFRESH('NEW.id')],
  [
    'facet_product_rows',
    `AFTER UPDATE OF stock_per_variant, deleted_at ON product
      WHEN NEW.stock_per_variant IS NOT OLD.stock_per_variant OR NEW.deleted_at IS NOT OLD.deleted_at`,
    REFRESH('NEW.id'),
  ],
  ['facet_product_list', `AFTER UPDATE OF ${LIST.join(', ')} ON product WHEN ${LIST_CHANGED}`, [LISTED]],
  ['facet_product_delete', 'AFTER DELETE ON product', ['DELETE FROM facet_row WHERE product_id = OLD.id']],
];

/** PostgreSQL: the same rules as trigger functions; `facet_rows_refresh` locks the product's items, then the product. */
const POSTGRES = [
  `CREATE FUNCTION facet_rows_refresh(pid integer) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      IF pid IS NULL THEN RETURN; END IF;
      PERFORM 1 FROM inventory_item WHERE product_id = pid ORDER BY id FOR NO KEY UPDATE;
      PERFORM 1 FROM product WHERE id = pid FOR SHARE;
      ${REFRESH('pid').join(';\n      ')};
    END $$`,
  `CREATE FUNCTION facet_rows_variant() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN DELETE FROM facet_row WHERE variant_id = OLD.id; RETURN NULL; END IF;
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
    BEGIN
      IF TG_OP = 'DELETE' THEN DELETE FROM facet_row WHERE product_id = OLD.id; RETURN NULL; END IF;
      IF TG_OP = 'INSERT' OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
        OR OLD.stock_per_variant IS DISTINCT FROM NEW.stock_per_variant THEN
        PERFORM facet_rows_refresh(NEW.id);
      ELSIF (${listOf('OLD')}) IS DISTINCT FROM (${listOf('NEW')}) THEN
        ${LISTED};
      END IF;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER facet_variant AFTER INSERT OR DELETE OR UPDATE OF size, color, retired_at, product_id
    ON product_variant FOR EACH ROW EXECUTE FUNCTION facet_rows_variant()`,
  `CREATE TRIGGER facet_item AFTER INSERT OR DELETE OR UPDATE OF product_id, variant_id, quantity
    ON inventory_item FOR EACH ROW EXECUTE FUNCTION facet_rows_item()`,
  `CREATE TRIGGER facet_product AFTER INSERT OR DELETE OR UPDATE OF stock_per_variant, deleted_at, ${LIST.join(', ')}
    ON product FOR EACH ROW EXECUTE FUNCTION facet_rows_product()`,
];

/**
 * What the facets read down (`catalogue/facet-counts.ts`): a category's rows by size, colour and price, or (the
 * category facet) every category's by size, colour and price; the rest of what they test is in the index too.
 */
const COUNTED = ['price_cents', 'units', 'item_id', 'is_sold', 'publish_at', 'product_id'];

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await dropVariantRows(db);
  await db.schema
    .createTable('facet_row')
    .addColumn('variant_id', 'integer')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('size', 'text')
    .addColumn('color', 'text')
    .addColumn('item_id', 'integer')
    .addColumn('units', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_id', 'integer')
    .addColumn('collection_id', 'integer')
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_at', 'text')
    .execute();
  await db.schema.createIndex('facet_row_variant').on('facet_row').column('variant_id').unique().execute();
  await db.schema
    .createIndex('facet_row_whole')
    .on('facet_row')
    .column('product_id')
    .unique()
    .where(sql.ref('variant_id'), 'is', null)
    .execute();
  // A listed product's own rows by size and colour, their stock in the index (the list's "has such a variant").
  await db.schema
    .createIndex('facet_row_product')
    .on('facet_row')
    .columns(['product_id', 'size', 'color', 'units', 'item_id'])
    .execute();
  await db.schema.createIndex('facet_row_item').on('facet_row').column('item_id').execute();
  await db.schema
    .createIndex('facet_row_category')
    .on('facet_row')
    .columns(['category_id', 'size', 'color', ...COUNTED])
    .execute();
  await db.schema
    .createIndex('facet_row_size')
    .on('facet_row')
    .columns(['size', 'color', 'price_cents', 'category_id', ...COUNTED.filter((c) => c !== 'price_cents')])
    .execute();
  await sql.raw(ROWS('1 = 1')).execute(db);
  await sql.raw(WHOLE('1 = 1')).execute(db);
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
    await sql`DROP TRIGGER IF EXISTS facet_product ON product`.execute(db);
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
  await keepVariantRows(db);
}
