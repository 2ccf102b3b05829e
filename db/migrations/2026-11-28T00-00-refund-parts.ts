import type { Kysely } from 'kysely';
import { taxLinesIn } from '../../src/server/domain/refunds/parts.js';
import { type MoneyParts, splitRefund, splitTax, type TaxShare } from '../../src/shared/refunds.js';

/**
 * A refund records what it gave back (issue 35, the sales and tax report): `merchandise_cents` (goods at what was
 * paid for them, after the discount), `shipping_cents`, `tax_cents` (they add up to `amount_cents`), `tax_lines`
 * (the tax by line, GST/QST…, JSON like the order's) and `settled_at` (when the gateway confirmed it: the day the
 * money went back, the report's month for it). Until now a refund kept only its amount, and the report counted
 * all of it as merchandise in the month of its order.
 *
 * Existing rows are back-filled by the rule for a refund of an amount (`splitRefund` without lines): each order's
 * refunds in the order they were made, each taking merchandise with its share of the tax first and shipping only
 * beyond both, a refund of all that was left taking every part's remainder; the tax over the order's tax lines in
 * proportion. A refund of lines made then is so within a cent of what its lines were. A confirmed refund was
 * settled when it was last updated (`settled_at = updated_at`). A refund the shop made of a checkout it could not
 * honour (no owner, not a second payment, its order never paid) gave every unit back: its lines say so now, as an
 * owner's cancel does.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['merchandise_cents', 'shipping_cents', 'tax_cents']) {
    await db.schema
      .alterTable('refund')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .alterTable('refund')
    .addColumn('tax_lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('refund').addColumn('settled_at', 'text').execute();
  await db.schema
    .createIndex('refund_settled')
    .on('refund')
    .column('settled_at')
    .where('settled_at', 'is not', null)
    .execute();
  await db
    .updateTable('refund')
    .set((eb) => ({ settled_at: eb.ref('updated_at') }))
    .where('status', '=', 'succeeded')
    .execute();
  await backfillParts(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
async function backfillParts(db: Kysely<any>): Promise<void> {
  const refunds = await db
    .selectFrom('refund as r')
    .innerJoin('order as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.order_id', 'r.amount_cents', 'r.status', 'r.duplicate', 'r.actor_user_id', 'r.lines'])
    .select(['o.subtotal_cents', 'o.shipping_cents', 'o.tax_cents', 'o.tax_lines', 'o.paid_at'])
    .orderBy('r.order_id')
    .orderBy('r.id')
    .execute();
  const left = new Map<number, { parts: MoneyParts; taxLines: TaxShare[] }>();
  for (const r of refunds) {
    const order = () => ({
      parts: { merchandiseCents: r.subtotal_cents, shippingCents: r.shipping_cents, taxCents: r.tax_cents },
      taxLines: taxLinesIn(r.tax_lines),
    });
    const before = r.duplicate ? order() : (left.get(r.order_id) ?? order());
    const parts = splitRefund(r.amount_cents, before.parts);
    const taxLines = splitTax(parts.taxCents, before.taxLines);
    if (!r.duplicate && r.status !== 'failed') {
      left.set(r.order_id, {
        parts: {
          merchandiseCents: Math.max(0, before.parts.merchandiseCents - parts.merchandiseCents),
          shippingCents: Math.max(0, before.parts.shippingCents - parts.shippingCents),
          taxCents: Math.max(0, before.parts.taxCents - parts.taxCents),
        },
        taxLines: before.taxLines.map((l) => ({
          name: l.name,
          amountCents: Math.max(0, l.amountCents - (taxLines.find((t) => t.name === l.name)?.amountCents ?? 0)),
        })),
      });
    }
    await db
      .updateTable('refund')
      .set({
        merchandise_cents: parts.merchandiseCents,
        shipping_cents: parts.shippingCents,
        tax_cents: parts.taxCents,
        tax_lines: JSON.stringify(taxLines),
      })
      .where('id', '=', r.id)
      .execute();
    const shopCancel = !r.duplicate && r.actor_user_id === null && r.paid_at === null && r.lines === '[]';
    if (shopCancel && r.status !== 'failed') await giveLinesBack(db, r.id, r.order_id);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
async function giveLinesBack(db: Kysely<any>, refundId: number, orderId: number): Promise<void> {
  const items = await db
    .selectFrom('order_item')
    .select(['id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const lines = items.map((i) => ({ orderItemId: i.id, quantity: i.quantity }));
  await db
    .updateTable('refund')
    .set({ lines: JSON.stringify(lines) })
    .where('id', '=', refundId)
    .execute();
  await db
    .updateTable('order_item')
    .set((eb) => ({ refunded_quantity: eb.ref('quantity') }))
    .where('order_id', '=', orderId)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('refund_settled').execute();
  for (const column of ['settled_at', 'tax_lines', 'tax_cents', 'shipping_cents', 'merchandise_cents']) {
    await db.schema.alterTable('refund').dropColumn(column).execute();
  }
}
