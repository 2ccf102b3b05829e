import { type Kysely, sql } from 'kysely';
import { engineOf } from '../../src/server/db/dialect.js';

/**
 * Photos per item (issue 38): a product or painting has an ordered list of photos (`item_image`, position 0 is the
 * cover, mirrored into the item's `image_url` so every read that predates the list keeps working), each with its alt
 * text and, for a product, the colour it shows (null: any). A product colour's swatch may have the owner's own colour
 * (`product_color_swatch`, '#rrggbb'): per product and colour, as Shopify keeps it per option value, since one name
 * ('Bleached Blue') is a different shade on each bleached garment.
 *
 * Every item with an `image_url` gets it as its one photo, its alt text the item's name. Both tables bump the
 * catalogue version (the read and page caches follow), as the items' own tables do.
 */
const TABLES = ['item_image', 'product_color_swatch'];
const BUMP = 'UPDATE catalogue_version SET counter = counter + 1 WHERE id = 1';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('item_image')
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('color', 'text')
    .addPrimaryKeyConstraint('item_image_pk', ['item_type', 'item_id', 'position'])
    .execute();
  await db.schema
    .createTable('product_color_swatch')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('hex', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_color_swatch_pk', ['product_id', 'color'])
    .execute();
  await sql`INSERT INTO item_image (item_type, item_id, position, url, alt, color)
    SELECT 'product', id, 0, image_url, name, NULL FROM product WHERE image_url IS NOT NULL AND image_url <> ''`.execute(
    db,
  );
  await sql`INSERT INTO item_image (item_type, item_id, position, url, alt, color)
    SELECT 'painting', id, 0, image_url, title, NULL FROM painting WHERE image_url IS NOT NULL AND image_url <> ''`.execute(
    db,
  );
  const triggers =
    engineOf(db) === 'postgres'
      ? TABLES.map(
          (table) => `CREATE TRIGGER ${table}_bumps_catalogue AFTER INSERT OR UPDATE OR DELETE ON ${table}
            FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`,
        )
      : TABLES.flatMap((table) =>
          ['insert', 'update', 'delete'].map(
            (event) => `CREATE TRIGGER ${table}_${event}_bumps_catalogue AFTER ${event.toUpperCase()} ON ${table}
              BEGIN ${BUMP}; END`,
          ),
        );
  for (const statement of triggers) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_color_swatch').execute();
  await db.schema.dropTable('item_image').execute();
}
