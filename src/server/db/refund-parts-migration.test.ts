import { describe, expect, it } from 'vitest';
import { useMigratedDatabases } from '../testing/migrated-db.js';
import { migrateToLatest } from './index.js';

const BEFORE = '2026-11-27T00-00-inventory-variant-index';

const address = { email: 'a@example.com', name: 'A', address: '1 Rue', city: 'Montréal', postal_code: 'H3B 1K9' };

const migratedTo = useMigratedDatabases();

describe('the refund parts migration on a shop with refunds', () => {
  it('records what each refund gave back, by the rule of a refund of an amount, and when it was settled', async () => {
    const db = await migratedTo(BEFORE, 'wbs_refund_parts');
    // Quebec: 2 tees after a 10 % discount 8100, shipping 1295, GST 405 + QST 808.
    await db
      .insertInto('order')
      .values([
        {
          id: 1,
          ...address,
          state: 'QC',
          country: 'CA',
          shipping_method_name: 'Canada Standard',
          status: 'refunded',
          subtotal_cents: 8100,
          discount_cents: 900,
          shipping_cents: 1295,
          tax_cents: 1213,
          total_cents: 10608,
          tax_lines: JSON.stringify([
            { name: 'GST', ratePercent: 5, amountCents: 405 },
            { name: 'QST', ratePercent: 9.975, amountCents: 808 },
          ]),
          paid_at: '2026-11-10T15:00:00.000Z',
        },
        // New York, a payment that came after its checkout was cancelled: the shop gave it back, never sold.
        {
          id: 2,
          ...address,
          state: 'NY',
          country: 'US',
          shipping_method_name: 'US Standard',
          status: 'cancelled',
          subtotal_cents: 12500,
          discount_cents: 0,
          shipping_cents: 795,
          tax_cents: 500,
          total_cents: 13795,
          tax_lines: JSON.stringify([{ name: 'Sales tax', ratePercent: 4, amountCents: 500 }]),
          paid_at: null,
        },
      ])
      .execute();
    await db
      .insertInto('order_item')
      .values([
        { order_id: 1, item_type: 'product', name: 'Tee', quantity: 2, unit_price_cents: 4500, refunded_quantity: 2 },
        {
          order_id: 2,
          item_type: 'product',
          name: 'Hoodie',
          quantity: 1,
          unit_price_cents: 8000,
          refunded_quantity: 0,
        },
        { order_id: 2, item_type: 'product', name: 'Tee', quantity: 1, unit_price_cents: 4500, refunded_quantity: 0 },
      ])
      .execute();
    const payment = (id: number, order: number, cents: number) => ({
      id,
      order_id: order,
      provider: 'test' as const,
      intent_id: `pi_${id}`,
      idempotency_key: `k_${id}`,
      client_secret: `s_${id}`,
      amount_cents: cents,
      status: 'refunded',
    });
    await db
      .insertInto('payment')
      .values([payment(1, 1, 10608), payment(2, 1, 10608), payment(3, 2, 13795)])
      .execute();
    const refund = (
      id: number,
      order: number,
      paymentId: number,
      cents: number,
      more: { status?: 'failed'; lines?: string; duplicate?: number } = {},
    ) => ({
      id,
      order_id: order,
      payment_id: paymentId,
      amount_cents: cents,
      status: 'succeeded' as const,
      lines: '[]',
      duplicate: 0,
      actor_user_id: null,
      updated_at: `2026-11-2${id}T10:00:00.000Z`,
      ...more,
    });
    await db
      .insertInto('refund')
      .values([
        refund(1, 1, 1, 4657, { lines: '[{"orderItemId":1,"quantity":1}]' }), // a tee and its tax
        refund(2, 1, 1, 1000, { status: 'failed' }), // refused: gave nothing back
        refund(3, 1, 2, 10608, { duplicate: 1 }), // a second payment, given back whole
        refund(4, 1, 1, 5951, { lines: '[{"orderItemId":1,"quantity":1}]' }), // the rest, shipping included
        refund(5, 2, 3, 13795), // the shop's, of the order it never sold
      ])
      .execute();

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('refund')
      .select(['id', 'amount_cents', 'merchandise_cents', 'shipping_cents', 'tax_cents', 'tax_lines', 'settled_at'])
      .orderBy('id')
      .execute();
    const lines = (gst: number, qst: number) =>
      JSON.stringify([
        { name: 'GST', amountCents: gst },
        { name: 'QST', amountCents: qst },
      ]);
    // 4657: tax 4657 × 1213 / (8100 + 1213) = 606.6 → 607 (GST 203, QST 404), merchandise 4050.
    // 5951 is all that was left: 4050 + 1295 shipping + 606 tax (GST 202, QST 404).
    expect(rows).toEqual([
      { ...row(1, 4657, 4050, 0, 607), tax_lines: lines(203, 404), settled_at: '2026-11-21T10:00:00.000Z' },
      { ...row(2, 1000, 870, 0, 130), tax_lines: lines(43, 87), settled_at: null },
      { ...row(3, 10608, 8100, 1295, 1213), tax_lines: lines(405, 808), settled_at: '2026-11-23T10:00:00.000Z' },
      { ...row(4, 5951, 4050, 1295, 606), tax_lines: lines(202, 404), settled_at: '2026-11-24T10:00:00.000Z' },
      {
        ...row(5, 13795, 12500, 795, 500),
        tax_lines: JSON.stringify([{ name: 'Sales tax', amountCents: 500 }]),
        settled_at: '2026-11-25T10:00:00.000Z',
      },
    ]);
    // The shop's refund of an order it never sold gave every unit back, as its lines now say.
    expect(
      await db
        .selectFrom('order_item')
        .select(['id', 'refunded_quantity'])
        .where('order_id', '=', 2)
        .orderBy('id')
        .execute(),
    ).toEqual([
      { id: 2, refunded_quantity: 1 },
      { id: 3, refunded_quantity: 1 },
    ]);
    expect((await db.selectFrom('refund').select('lines').where('id', '=', 5).executeTakeFirstOrThrow()).lines).toBe(
      '[{"orderItemId":2,"quantity":1},{"orderItemId":3,"quantity":1}]',
    );
  });
});

function row(id: number, amount: number, merchandise: number, shipping: number, tax: number) {
  return { id, amount_cents: amount, merchandise_cents: merchandise, shipping_cents: shipping, tax_cents: tax };
}
