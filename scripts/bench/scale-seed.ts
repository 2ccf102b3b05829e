import argon2 from 'argon2';
import type { Db } from '../../src/server/db/index.js';

/**
 * A catalogue of `n` products (each in 3 sizes × 2 colours, a shared stock item with its opening ledger row),
 * n/5 paintings, n/5 customers and 5n orders (1–2 lines each, paid to delivered, each with its payment, spread
 * over a year), written
 * in bulk straight into a migrated database (the demo catalogue already in it) before the shop starts: a few
 * seconds for n = 10,000, where the admin API would take an hour.
 */
const ADJECTIVES = ['Bleached', 'Faded', 'Vintage', 'Washed', 'Raw', 'Sunlit', 'Dusty', 'Indigo', 'Acid', 'Salt'];
const NOUNS = ['Tee', 'Jacket', 'Jeans', 'Hoodie', 'Overshirt', 'Crewneck', 'Denim', 'Tank', 'Chore Coat', 'Cargo'];
const STATUSES = ['paid', 'processing', 'shipped', 'delivered', 'delivered', 'delivered', 'cancelled'] as const;
const SIZES = ['S', 'M', 'L'];
const COLORS = ['black', 'white'];
const BATCH = 400;

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

export async function seedScale(db: Db, n: number): Promise<void> {
  const categories = await db.selectFrom('category').select('id').execute();
  const hash = await argon2.hash('scale-customer', {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
  await db.transaction().execute(async (trx) => {
    const productIds: { id: number; name: string; price_cents: number }[] = [];
    for (const batch of chunks(Array.from({ length: n }, (_, i) => i))) {
      const rows = batch.map((i) => ({
        name: `${ADJECTIVES[i % 10]} ${NOUNS[Math.floor(i / 10) % 10]} No. ${i + 1}`,
        description: 'Hand-bleached, one of a run.',
        price_cents: 2000 + ((i * 137) % 18_000),
        image_url: '/images/placeholder.jpg',
        category_id: categories[i % categories.length]?.id ?? null,
        colors: JSON.stringify(COLORS),
        sizes: JSON.stringify(SIZES),
        is_new: i % 7 === 0 ? 1 : 0,
        is_featured: 0,
        created_at: daysAgo(i % 365),
      }));
      productIds.push(
        ...(await trx.insertInto('product').values(rows).returning(['id', 'name', 'price_cents']).execute()),
      );
    }
    for (const batch of chunks(productIds)) {
      await trx
        .insertInto('product_variant')
        .values(
          batch.flatMap(({ id }) =>
            SIZES.flatMap((size, s) =>
              COLORS.map((color, c) => ({
                product_id: id,
                size,
                color,
                price_cents: null,
                sort_order: s * 2 + c,
                created_at: daysAgo(0),
              })),
            ),
          ),
        )
        .execute();
      const items = await trx
        .insertInto('inventory_item')
        .values(
          batch.map(({ id }) => ({ item_type: 'product' as const, product_id: id, sku: `SC-${id}`, quantity: 50 })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('inventory_transaction')
        .values(
          items.map(({ id }) => ({
            inventory_item_id: id,
            transaction_type: 'initial' as const,
            quantity_change: 50,
            notes: 'Opening stock',
          })),
        )
        .execute();
    }
    for (const batch of chunks(Array.from({ length: Math.ceil(n / 5) }, (_, i) => i))) {
      const paintings = await trx
        .insertInto('painting')
        .values(
          batch.map((i) => ({
            title: `${ADJECTIVES[(i + 3) % 10]} Study ${i + 1}`,
            price_cents: 15_000 + ((i * 311) % 200_000),
            image_url: '/images/placeholder.jpg',
            is_original: i % 2,
            is_limited: 0,
            in_stock: 1,
            mark_sold_after_purchase: i % 2,
            created_at: daysAgo(i % 365),
          })),
        )
        .returning(['id', 'is_original'])
        .execute();
      await trx
        .insertInto('inventory_item')
        .values(
          paintings.map((p) => ({
            item_type: 'painting' as const,
            painting_id: p.id,
            sku: `SP-${p.id}`,
            quantity: p.is_original ? 1 : 25,
          })),
        )
        .execute();
    }
    const users: number[] = [];
    for (const batch of chunks(Array.from({ length: Math.ceil(n / 5) }, (_, i) => i))) {
      const rows = batch.map((i) => ({
        username: `scale${i + 1}`,
        email: `scale${i + 1}@example.com`,
        password_hash: hash,
      }));
      users.push(...(await trx.insertInto('user').values(rows).returning('id').execute()).map((u) => u.id));
    }
    for (const batch of chunks(Array.from({ length: n * 5 }, (_, i) => i))) {
      const orders = await trx
        .insertInto('order')
        .values(
          batch.map((i) => {
            const product = productIds[(i * 7) % productIds.length] as (typeof productIds)[number];
            const subtotal = product.price_cents * (1 + (i % 2));
            const created = daysAgo((i % 365) + (i % 24) / 24);
            return {
              user_id: users[i % users.length] ?? null,
              status: STATUSES[i % STATUSES.length],
              email: `scale${(i % users.length) + 1}@example.com`,
              name: `Customer ${(i % users.length) + 1}`,
              address: '1 Main Street',
              city: 'Austin',
              state: 'TX',
              country: 'US' as const,
              postal_code: '78701',
              shipping_method_name: 'US Standard',
              subtotal_cents: subtotal,
              shipping_cents: 0,
              tax_cents: 0,
              total_cents: subtotal,
              base_total_cents: subtotal,
              paid_at: created,
              created_at: created,
              updated_at: created,
            };
          }),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('order_item')
        .values(
          orders.flatMap(({ id }, k) => {
            const product = productIds[((batch[k] ?? 0) * 7) % productIds.length] as (typeof productIds)[number];
            return Array.from({ length: 1 + ((batch[k] ?? 0) % 2) }, () => ({
              order_id: id,
              item_type: 'product' as const,
              product_id: product.id,
              name: product.name,
              quantity: 1,
              unit_price_cents: product.price_cents,
              size: 'M',
              color: 'black',
            }));
          }),
        )
        .execute();
      // The money each order took (a cancelled one's given back): the admin lists and the dashboard show orders
      // that took money, so without it they would walk all 5n orders and show none.
      await trx
        .insertInto('payment')
        .values(
          orders.map(({ id }, k) => {
            const i = batch[k] ?? 0;
            const product = productIds[(i * 7) % productIds.length] as (typeof productIds)[number];
            const amount = product.price_cents * (1 + (i % 2));
            const cancelled = STATUSES[i % STATUSES.length] === 'cancelled';
            return {
              order_id: id,
              provider: 'test' as const,
              intent_id: `pi_scale_${id}`,
              idempotency_key: `pi_scale_${id}`,
              client_secret: `pi_scale_${id}_secret`,
              amount_cents: amount,
              status: cancelled ? 'refunded' : 'succeeded',
              refunded_cents: cancelled ? amount : 0,
            };
          }),
        )
        .execute();
    }
  });
}
