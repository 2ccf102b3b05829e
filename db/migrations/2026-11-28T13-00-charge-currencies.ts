import type { Kysely } from 'kysely';

/**
 * Money in the shopper's currency (issue 37, item 3). A product, a variant with its own price and a painting may
 * carry a set price in Canadian dollars, `cad_price_cents` (null: the base price converted at the owner's rate and
 * rounded by the owner's rule, `convertCents` in src/shared/currency.ts). An order already says its `currency`
 * (lower case, as the gateway spells it: 'usd', 'cad'; every order so far 'usd'); it now also keeps the rate it was
 * charged at, `exchange_rate_micros` (units of its currency per unit of the base, × 1,000,000; 1,000,000 when it is
 * the base) and `base_total_cents`, its total in the base currency at that rate, for the reports. Existing orders
 * were charged in the base: their base total is their total.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['product', 'product_variant', 'painting']) {
    await db.schema.alterTable(table).addColumn('cad_price_cents', 'integer').execute();
  }
  await db.schema
    .alterTable('order')
    .addColumn('exchange_rate_micros', 'integer', (c) => c.notNull().defaultTo(1_000_000))
    .execute();
  await db.schema
    .alterTable('order')
    .addColumn('base_total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('order')
    .set((eb) => ({ base_total_cents: eb.ref('total_cents') }))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order').dropColumn('base_total_cents').execute();
  await db.schema.alterTable('order').dropColumn('exchange_rate_micros').execute();
  for (const table of ['product', 'product_variant', 'painting']) {
    await db.schema.alterTable(table).dropColumn('cad_price_cents').execute();
  }
}
