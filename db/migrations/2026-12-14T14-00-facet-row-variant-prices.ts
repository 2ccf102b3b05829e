import { type Kysely, sql } from 'kysely';
import { engineOf } from '../../src/server/db/dialect.js';
import { down as dropListRows, up as keepListRows } from './2026-12-14T12-00-facet-row-lists.js';

/**
 * The kept facet rows price a variant as a shopper pays it (Shopify's price filter): a variant's row carries its
 * effective price (its own `price_cents`, else the product's), the product's own row the product's price; and
 * `priced` says which rows speak for the product's prices when no size, colour or stock is chosen:
 * - the product's own row, when every live variant costs the product's price (or none is live): one row a product;
 * - else its variants' rows (the product is in a price range when one of them is).
 * The rest of the row is as migration 2026-12-14T12-00-facet-row-lists keeps it.
 *
 * Written by triggers only, in the transaction of the write that changes it:
 * - a product's rows worked out again (`REFRESH`: a variant added, changed, its price included, or retired, an
 *   inventory item added, moved or removed, a product added, deleted or restored, or switching stock per variant),
 *   then their `priced` (`FLAGGED`);
 * - a variant removed: its row, then the product's `priced`;
 * - a product's price changed: its rows' prices (a variant's own price kept) and `priced` (`PRICED`), no item locked
 *   (as a list column's copy, `LISTED`: PostgreSQL's refresh locks the product `FOR SHARE` before it reads it);
 * - its other list columns and an item's quantity: as before.
 *
 * A variant's write now changes what a search answers: `product_variant` bumps the catalogue version (the read and
 * page caches follow), as the items' own tables do.
 */
const LIST = ['category_id', 'collection_id', 'price_cents', 'is_new', 'is_featured', 'is_sold', 'publish_at'];
/** The list columns copied as they are from the product (its price is a variant's own, else the product's). */
const COPIED = LIST.filter((c) => c !== 'price_cents');
const COLUMNS = ['variant_id', 'product_id', 'size', 'color', 'item_id', 'units', ...COPIED, 'price_cents'];
const listOf = (alias: string, columns = LIST) => columns.map((c) => `${alias}.${c}`).join(', ');
const fromExcluded = (columns: string[]) => columns.map((c) => `${c} = excluded.${c}`).join(', ');

/** The variants' rows of the products `scope` names (`v` the variant, `vp` its product), at their own price. */
const ROWS = (scope: string) => `INSERT INTO facet_row (${COLUMNS.join(', ')})
  SELECT v.id, v.product_id, v.size, v.color,
    CASE WHEN vp.stock_per_variant = 1 THEN iv.id ELSE ish.id END,
    COALESCE(CASE WHEN vp.stock_per_variant = 1 THEN iv.quantity ELSE ish.quantity END, 0), ${listOf('vp', COPIED)},
    COALESCE(v.price_cents, vp.price_cents)
  FROM product_variant v
  JOIN product vp ON vp.id = v.product_id
  LEFT JOIN inventory_item iv ON iv.variant_id = v.id
  LEFT JOIN inventory_item ish ON ish.product_id = v.product_id AND ish.variant_id IS NULL
  WHERE v.retired_at IS NULL AND vp.deleted_at IS NULL AND ${scope}
  ON CONFLICT (variant_id) DO UPDATE SET ${fromExcluded(COLUMNS.filter((c) => c !== 'variant_id'))}`;

/** The products' own rows (`vp` the product). */
const WHOLE = (scope: string) => `INSERT INTO facet_row (${COLUMNS.join(', ')})
  SELECT NULL, vp.id, NULL, NULL, NULL, 0, ${listOf('vp', COPIED)}, vp.price_cents
  FROM product vp
  WHERE vp.deleted_at IS NULL AND ${scope}
  ON CONFLICT (product_id) WHERE variant_id IS NULL DO UPDATE SET ${fromExcluded(LIST)}`;

/**
 * `priced` of the rows of the product `id` (every product's: `facet_row.product_id`) whose price is `price`: its own
 * row when no variant row is at another price, else its variants' rows.
 */
const FLAGGED = (id: string, price: string) => {
  const other = `EXISTS (SELECT 1 FROM facet_row r WHERE r.product_id = ${id} AND r.variant_id IS NOT NULL
    AND r.price_cents <> ${price})`;
  const own = 'CASE WHEN variant_id IS NULL THEN 1 ELSE 0 END';
  const where = id === 'facet_row.product_id' ? '' : ` WHERE product_id = ${id}`;
  return `UPDATE facet_row SET priced = CASE WHEN ${other} THEN 1 - ${own} ELSE ${own} END${where}`;
};
const PRICE_OF = (id: string) => `(SELECT pp.price_cents FROM product pp WHERE pp.id = ${id})`;

/** A product's rows worked out again: `id` is the product's id (an expression of the trigger's row). */
const REFRESH = (id: string) => [
  `DELETE FROM facet_row WHERE product_id = ${id}`,
  ROWS(`v.product_id = ${id}`),
  WHOLE(`vp.id = ${id}`),
  FLAGGED(id, PRICE_OF(id)),
];
/** The product `NEW`'s new price on its rows (a variant's own price kept), then their `priced`. */
const PRICED = [
  `UPDATE facet_row SET price_cents = COALESCE((SELECT v.price_cents FROM product_variant v
    WHERE v.id = facet_row.variant_id), NEW.price_cents) WHERE product_id = NEW.id`,
  FLAGGED('NEW.id', 'NEW.price_cents'),
];
const GONE = ['DELETE FROM facet_row WHERE variant_id = OLD.id', FLAGGED('OLD.product_id', PRICE_OF('OLD.product_id'))];
const UNITS = 'UPDATE facet_row SET units = NEW.quantity WHERE item_id = NEW.id';
const LISTED = `UPDATE facet_row SET ${COPIED.map((c) => `${c} = NEW.${c}`).join(', ')} WHERE product_id = NEW.id`;
const changed = (columns: string[]) => columns.map((c) => `NEW.${c} IS NOT OLD.${c}`).join(' OR ');

const SQLITE_TRIGGERS: [string, string, string[]][] = [
  ['facet_variant_insert', 'AFTER INSERT ON product_variant', REFRESH('NEW.product_id')],
  [
    'facet_variant_update',
    `AFTER UPDATE OF size, color, retired_at, product_id, price_cents ON product_variant
      WHEN ${changed(['size', 'color', 'retired_at', 'product_id', 'price_cents'])}`,
    [...REFRESH('OLD.product_id'), ...REFRESH('NEW.product_id')],
  ],
  ['facet_variant_delete', 'AFTER DELETE ON product_variant', GONE],
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
  ['facet_product_list', `AFTER UPDATE OF ${COPIED.join(', ')} ON product WHEN ${changed(COPIED)}`, [LISTED]],
  ['facet_product_price', 'AFTER UPDATE OF price_cents ON product WHEN NEW.price_cents IS NOT OLD.price_cents', PRICED],
  ['facet_product_delete', 'AFTER DELETE ON product', ['DELETE FROM facet_row WHERE product_id = OLD.id']],
];

/** PostgreSQL: the refresh, a variant's and a product's trigger functions replaced; the variant's trigger widened. */
const POSTGRES = [
  `CREATE OR REPLACE FUNCTION facet_rows_refresh(pid integer) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      IF pid IS NULL THEN RETURN; END IF;
      PERFORM 1 FROM inventory_item WHERE product_id = pid ORDER BY id FOR NO KEY UPDATE;
      PERFORM 1 FROM product WHERE id = pid FOR SHARE;
      ${REFRESH('pid').join(';\n      ')};
    END $$`,
  `CREATE OR REPLACE FUNCTION facet_rows_variant() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN ${GONE.join('; ')}; RETURN NULL; END IF;
      IF TG_OP = 'UPDATE' AND OLD.product_id IS DISTINCT FROM NEW.product_id THEN
        PERFORM facet_rows_refresh(OLD.product_id);
      END IF;
      PERFORM facet_rows_refresh(NEW.product_id);
      RETURN NULL;
    END $$`,
  `CREATE OR REPLACE FUNCTION facet_rows_product() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN DELETE FROM facet_row WHERE product_id = OLD.id; RETURN NULL; END IF;
      IF TG_OP = 'INSERT' OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
        OR OLD.stock_per_variant IS DISTINCT FROM NEW.stock_per_variant THEN
        PERFORM facet_rows_refresh(NEW.id);
        RETURN NULL;
      END IF;
      IF OLD.price_cents IS DISTINCT FROM NEW.price_cents THEN ${PRICED.join('; ')}; END IF;
      IF (${listOf('OLD', COPIED)}) IS DISTINCT FROM (${listOf('NEW', COPIED)}) THEN ${LISTED}; END IF;
      RETURN NULL;
    END $$`,
  'DROP TRIGGER facet_variant ON product_variant',
  `CREATE TRIGGER facet_variant AFTER INSERT OR DELETE OR UPDATE OF size, color, retired_at, product_id, price_cents
    ON product_variant FOR EACH ROW EXECUTE FUNCTION facet_rows_variant()`,
];

const BUMPS = {
  postgres: [
    `CREATE TRIGGER product_variant_bumps_catalogue AFTER INSERT OR UPDATE OR DELETE ON product_variant
      FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`,
  ],
  sqlite: ['insert', 'update', 'delete'].map(
    (event) => `CREATE TRIGGER product_variant_${event}_bumps_catalogue AFTER ${event.toUpperCase()} ON product_variant
      BEGIN UPDATE catalogue_version SET counter = counter + 1 WHERE id = 1; END`,
  ),
};

/** What the facets read down (`catalogue/facet-counts.ts`), `priced` now among what they test. */
const COUNTED = ['price_cents', 'units', 'item_id', 'is_sold', 'publish_at', 'product_id', 'priced'];

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = engineOf(db) !== 'postgres';
  if (sqlite) for (const [name] of SQLITE_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  await db.schema
    .alterTable('facet_row')
    .addColumn('priced', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const index of ['facet_row_category', 'facet_row_size', 'facet_row_product']) {
    await db.schema.dropIndex(index).execute();
  }
  // A listed product's own rows by size and colour, their stock and now their price in the index.
  await db.schema
    .createIndex('facet_row_product')
    .on('facet_row')
    .columns(['product_id', 'size', 'color', 'units', 'item_id', 'price_cents', 'priced'])
    .execute();
  // The products priced by their variants (own row, no size, not `priced`), by category: where there are none, the
  // list narrows products by their own price first (`variedPrices` in catalogue/facet-items.ts).
  await db.schema.createIndex('facet_row_varied').on('facet_row').columns(['priced', 'size', 'category_id']).execute();
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
  await sql.raw(FLAGGED('facet_row.product_id', PRICE_OF('facet_row.product_id'))).execute(db);
  for (const statement of BUMPS[sqlite ? 'sqlite' : 'postgres']) await sql.raw(statement).execute(db);
  if (!sqlite) {
    for (const statement of POSTGRES) await sql.raw(statement).execute(db);
  } else {
    for (const [name, when, body] of SQLITE_TRIGGERS) {
      await sql.raw(`CREATE TRIGGER ${name} ${when} BEGIN ${body.join('; ')}; END`).execute(db);
    }
  }
}

/** Back to the product's price on every row: the previous migration's table, triggers and rows, made again. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`DROP TRIGGER IF EXISTS product_variant_bumps_catalogue ON product_variant`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS facet_product_price`.execute(db);
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS product_variant_${event}_bumps_catalogue`).execute(db);
    }
  }
  await dropListRows(db);
  await keepListRows(db);
}
