import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import type { OrderStatus } from '../../db/schema.js';
import { addOrder, addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { dashboardSummary } from '../reports/dashboard.js';
import { listProducts } from './products.js';

const NOW = new Date('2026-03-15T10:00:00.000Z');
const clock = () => NOW;
let db: Db;
useTestDb({ clock }, (deps) => ({ db } = deps));

/** An order of one line of `quantity` $40 units, paid today; `refunded` of them were given back. */
const sold = (productId: number, status: OrderStatus, quantity: number, refunded = 0) =>
  addOrder(db, {
    status,
    paidAt: '2026-03-15T09:00:00.000Z',
    lines: [{ productId, name: `#${productId}`, quantity, unitCents: 4000, refundedQuantity: refunded }],
  });

describe('best sellers, one rule for the storefront and the dashboard', () => {
  it('counts units kept by sales (partly refunded ones included), net of the units refunded', async () => {
    const mostlyReturned = await addProduct(db, { name: 'Mostly Returned' });
    const kept = await addProduct(db, { name: 'Kept' });
    const undone = await addProduct(db, { name: 'Undone' });
    await sold(mostlyReturned, 'processing', 3, 2);
    await sold(kept, 'partially_refunded', 2);
    await sold(undone, 'refunded', 5, 5);
    await sold(undone, 'cancelled', 4, 4); // a cancel of a paid order gives every unit back

    const storefront = (await listProducts({ db, clock }, 'best-sellers')).map((p) => p.name);
    const dashboard = (await dashboardSummary({ db, clock })).bestSellers.byUnits.map((b) => b.name);
    expect(storefront).toEqual(['Kept', 'Mostly Returned']);
    expect(dashboard).toEqual([`#${kept}`, `#${mostlyReturned}`]);
  });
});

describe('the storefront’s best sellers, kept between sales', () => {
  it('are worked out again after a sale and after a refund, and kept while nothing sold', async () => {
    const first = await addProduct(db, { name: 'First' });
    const second = await addProduct(db, { name: 'Second' });
    await sold(first, 'paid', 2);
    const names = async () => (await listProducts({ db, clock }, 'best-sellers')).map((p) => p.name);
    expect(await names()).toEqual(['First']);
    const order = await sold(second, 'paid', 3);
    expect(await names()).toEqual(['Second', 'First']);
    // A refund settled: its row is written with the refunded units (the order's status may stay as it was).
    const payment = await db.selectFrom('payment').select('id').where('order_id', '=', order).executeTakeFirstOrThrow();
    await db.updateTable('order_item').set({ refunded_quantity: 3 }).where('order_id', '=', order).execute();
    await db
      .insertInto('refund')
      .values({ order_id: order, payment_id: payment.id, amount_cents: 12_000, status: 'succeeded' })
      .execute();
    expect(await names()).toEqual(['First']);
  });
});
