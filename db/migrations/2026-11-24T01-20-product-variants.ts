import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * Stock per variant (issue 26). A product's variants are its sizes × colours (one default variant, size and
 * colour '', when it has neither): `product_variant`, never deleted (a removed size retires its variants, so old
 * order lines and the ledger keep pointing at them). A product either shares one inventory item among its variants
 * (`stock_per_variant` 0: every product today, unchanged by this migration) or gives each variant its own item
 * (`inventory_item.variant_id`, the item also naming its product). The one-item-per-product UNIQUE goes: a product's
 * shared item stays unique (variant_id null), a variant has at most one item. Cart lines and order lines keep the
 * variant they bought. `inventory_item_label` names a variant's item 'Acid Wash Tee — M / black'.
 *
 * Written with Kysely's schema builder; the one dialect branch is dropping the inline UNIQUE on
 * `inventory_item.product_id`, which SQLite can do only by rebuilding the table.
 */
const STAMP = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** SQLite: inventory_item rebuilt without the UNIQUE on product_id (the documented 12-step table change). */
async function rebuildInventoryItem(db: Kysely<any>): Promise<void> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('inventory_item_next')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('item_type', 'text', (c) => c.notNull().check(sql`item_type IN ('product', 'painting')`))
        .addColumn('product_id', 'integer', (c) => c.references('product.id'))
        .addColumn('painting_id', 'integer', (c) => c.unique().references('painting.id'))
        .addColumn('variant_id', 'integer', (c) => c.unique().references('product_variant.id'))
        .addColumn('sku', 'text', (c) => c.notNull().unique())
        .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0).check(sql`quantity >= 0`))
        .addColumn('low_stock_threshold', 'integer', (c) =>
          c.notNull().defaultTo(5).check(sql`low_stock_threshold >= 0`),
        )
        .addColumn('last_updated', 'text', (c) => c.notNull().defaultTo(STAMP))
        .addColumn('archived_at', 'text')
        .addCheckConstraint('inventory_item_product', sql`(item_type = 'product') = (product_id IS NOT NULL)`)
        .addCheckConstraint('inventory_item_painting', sql`(item_type = 'painting') = (painting_id IS NOT NULL)`)
        .addCheckConstraint('inventory_item_variant', sql`variant_id IS NULL OR product_id IS NOT NULL`)
        .execute();
      const columns = [
        'id',
        'item_type',
        'product_id',
        'painting_id',
        'sku',
        'location',
        'quantity',
        'low_stock_threshold',
        'last_updated',
        'archived_at',
      ];
      await trx
        .insertInto('inventory_item_next')
        .columns(columns)
        .expression(trx.selectFrom('inventory_item').select(columns))
        .execute();
      await trx.schema.dropView('inventory_item_label').execute();
      await trx.schema.dropTable('inventory_item').execute();
      await trx.schema.alterTable('inventory_item_next').renameTo('inventory_item').execute();
      // The catalogue-version triggers went with the old table (2026-11-22T00-02-catalogue-version).
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql
          .raw(
            `CREATE TRIGGER inventory_item_${event.toLowerCase()}_bumps_catalogue AFTER ${event} ON inventory_item
             BEGIN UPDATE catalogue_version SET counter = counter + 1 WHERE id = 1; END`,
          )
          .execute(trx);
      }
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`foreign key check failed: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

/** The label view: a variant's item is 'Product — M / black' (the one spelling as `shared/variant-label.ts`). */
async function createLabelView(db: Kysely<any>): Promise<void> {
  await db.schema
    .createView('inventory_item_label')
    .as(
      db
        .selectFrom('inventory_item as i')
        .leftJoin('product as p', 'p.id', 'i.product_id')
        .leftJoin('painting as pt', 'pt.id', 'i.painting_id')
        .leftJoin('product_variant as v', 'v.id', 'i.variant_id')
        .select([
          'i.id',
          sql<string>`coalesce(p.name, pt.title, '') || CASE
            WHEN v.id IS NULL THEN ''
            WHEN v.size <> '' AND v.color <> '' THEN ' — ' || v.size || ' / ' || v.color
            WHEN v.size <> '' THEN ' — ' || v.size
            WHEN v.color <> '' THEN ' — ' || v.color
            ELSE '' END`.as('name'),
          sql<string>`coalesce(p.image_url, pt.preview_image_url, pt.image_url)`.as('image_url'),
          sql<number>`CASE WHEN p.deleted_at IS NOT NULL OR pt.deleted_at IS NOT NULL OR v.retired_at IS NOT NULL
            THEN 1 ELSE 0 END`.as('discontinued'),
          sql<number>`CASE WHEN pt.is_original = 1 AND pt.is_sold = 1 THEN 1 ELSE 0 END`.as('sold_original'),
          sql<string>`coalesce(v.size, '')`.as('size'),
          sql<string>`coalesce(v.color, '')`.as('color'),
        ]),
    )
    .execute();
}

function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('stock_per_variant', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, db.schema.createTable('product_variant'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (c) => c.check(sql`price_cents >= 0`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retired_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_variant_combination')
    .on('product_variant')
    .columns(['product_id', 'size', 'color'])
    .unique()
    .execute();

  if (isSqlite(db)) {
    await rebuildInventoryItem(db);
  } else {
    await db.schema.dropView('inventory_item_label').ifExists().execute();
    await db.schema.alterTable('inventory_item').dropConstraint('inventory_item_product_id_key').execute();
    await db.schema
      .alterTable('inventory_item')
      .addColumn('variant_id', 'integer', (c) => c.unique().references('product_variant.id'))
      .execute();
  }
  await db.schema
    .createIndex('inventory_item_shared_product')
    .on('inventory_item')
    .column('product_id')
    .unique()
    .where(sql.ref('variant_id'), 'is', null)
    .execute();
  await db.schema.createIndex('inventory_item_product').on('inventory_item').column('product_id').execute();
  await createLabelView(db);

  await db.schema.alterTable('cart_item').addColumn('variant_id', 'integer').execute();
  await db.schema.alterTable('order_item').addColumn('variant_id', 'integer').execute();

  // Every product gets its variants (sizes × colours); none tracks stock per variant yet.
  const now = new Date().toISOString();
  const products = await db.selectFrom('product').select(['id', 'sizes', 'colors']).execute();
  for (const product of products as {
    id: number;
    sizes: string;
    colors: string;
  }[]) {
    const sizes = jsonList(product.sizes);
    const colors = jsonList(product.colors);
    const rows = (sizes.length ? sizes : ['']).flatMap((size) =>
      (colors.length ? colors : ['']).map((color) => ({ size, color })),
    );
    const unique = [...new Map(rows.map((r) => [`${r.size}\u0000${r.color}`, r])).values()];
    if (unique.length === 0) continue;
    await db
      .insertInto('product_variant')
      .values(
        unique.map((r, i) => ({
          product_id: product.id,
          ...r,
          sort_order: i,
          created_at: now,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_item').dropColumn('variant_id').execute();
  await db.schema.alterTable('cart_item').dropColumn('variant_id').execute();
  await db.schema.dropIndex('inventory_item_product').execute();
  await db.schema.dropIndex('inventory_item_shared_product').execute();
  // The per-variant items and the UNIQUE on product_id are not restored: down is for a shop that never used them.
  await db.schema.dropTable('product_variant').execute();
  await db.schema.alterTable('product').dropColumn('stock_per_variant').execute();
}
