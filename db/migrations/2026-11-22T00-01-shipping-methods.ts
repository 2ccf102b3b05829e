import type { Kysely } from 'kysely';

/** The four shipping methods every shop needs, demo data or not (PRODUCT.md). */
const methods = [
  {
    code: 'us-standard',
    name: 'US Standard',
    country: 'US',
    price_cents: 795,
    estimated_days: '5-7 business days',
    sort_order: 1,
  },
  {
    code: 'us-express',
    name: 'US Express',
    country: 'US',
    price_cents: 1995,
    estimated_days: '2-3 business days',
    sort_order: 2,
  },
  {
    code: 'ca-standard',
    name: 'Canada Standard',
    country: 'CA',
    price_cents: 1295,
    estimated_days: '3-5 business days',
    sort_order: 3,
  },
  {
    code: 'ca-express',
    name: 'Canada Express',
    country: 'CA',
    price_cents: 2995,
    estimated_days: '1-2 business days',
    sort_order: 4,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('shipping_method').values(methods).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('shipping_method')
    .where(
      'code',
      'in',
      methods.map((m) => m.code),
    )
    .execute();
}
