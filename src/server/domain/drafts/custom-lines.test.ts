import { describe, expect, it } from 'vitest';
import { draftOrderInput, markPaidInput } from '../../../shared/schemas/draft-orders.js';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { addPainting } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, minutesAfter as minutes, T0 as t0 } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { getOrder } from '../orders/admin-orders.js';
import { exportCsv } from '../reports/exports.js';
import { salesReport } from '../reports/sales.js';
import { createDraft, markDraftPaid } from './admin-drafts.js';

/**
 * Custom lines on a draft order (issue 42: a commission): the owner's title, price, quantity, taxed or not; no item,
 * no stock, no hold. On the real database, both engines: priced with the others (discount, tax), sold by "mark paid"
 * with the catalogue lines, and shown as its own line on the order, the mail, the CSV and the reports.
 */
let db: Db;
let gateway: TestGateway;
let owner: Actor;
useTestDb({ clock: () => t0 }, (deps) => {
  ({ db, gateway } = deps);
});
const deps = (at = t0) => ({ db, gateway, clock: () => at });
async function draft(input: Record<string, unknown>) {
  owner ??= await addShopper(db, 'admin');
  return createDraft(deps(), draftOrderInput.parse(input), owner);
}

describe('a custom line on a draft', () => {
  it('is priced at the owner’s price, taxed or not as told, and holds no stock', async () => {
    const original = await addPainting(db, { priceCents: 120_000 });
    const created = await draft({
      lines: [
        { paintingId: original, quantity: 1 },
        { title: 'Portrait commission', price: 450, quantity: 1 },
        { title: 'Framing (exempt)', price: '25.50', taxable: false, quantity: 2 },
      ],
      customerEmail: 'patron@example.com',
      pickup: true,
      discount: { kind: 'amount', amount: 100, reason: 'patron' },
    });
    // 1200.00 + 450.00 + 2 × 25.50 = 1701.00; 100.00 off spread: 70.55 + 26.46 + 2.99 (largest remainder).
    // BC 12% on the taxed lines: (1200 − 70.55) + (450 − 26.46) = 1552.99 → GST 77.65 + PST 108.71 = 186.36.
    // Total 1601.00 + 186.36 = 1787.36.
    expect(created).toMatchObject({ status: 'draft', itemCount: 4, total: 1787.36 });
    const lines = await db
      .selectFrom('order_item')
      .select(['item_type', 'name', 'unit_price_cents', 'quantity', 'discount_cents', 'taxable', 'painting_id'])
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      expect.objectContaining({ item_type: 'painting', painting_id: original, unit_price_cents: 120_000 }),
      {
        item_type: 'custom',
        name: 'Portrait commission',
        unit_price_cents: 45_000,
        quantity: 1,
        discount_cents: expect.any(Number),
        taxable: 1,
        painting_id: null,
      },
      {
        item_type: 'custom',
        name: 'Framing (exempt)',
        unit_price_cents: 2550,
        quantity: 2,
        discount_cents: expect.any(Number),
        taxable: 0,
        painting_id: null,
      },
    ]);
    expect(lines.reduce((sum, l) => sum + l.discount_cents, 0)).toBe(10_000);
    // Only the painting is held.
    expect(await db.selectFrom('stock_hold').select('quantity').where('status', '=', 'active').execute()).toEqual([
      { quantity: 1 },
    ]);
  });

  it('is sold with the order by mark paid and shown as its own line on the order, mail, CSV and report', async () => {
    const { id } = await draft({
      lines: [{ title: 'Mural sketch', price: 300, quantity: 1, taxable: false }],
      customerEmail: 'patron@example.com',
      pickup: true,
    });
    const paid = await markDraftPaid(
      deps(minutes(5)),
      markPaidInput.parse({ id, method: 'etransfer', reference: 'ET-9' }),
    );
    expect(paid).toMatchObject({ status: 'paid', total: 300, paymentMethod: 'etransfer' });
    // No stock moved: a custom line has none.
    expect(await db.selectFrom('inventory_transaction').select('id').execute()).toEqual([]);
    const order = await getOrder(deps(), id);
    expect(order.items).toEqual([
      expect.objectContaining({ itemType: 'custom', productId: null, name: 'Mural sketch', price: 300, quantity: 1 }),
    ]);
    const mail = await db
      .selectFrom('mail_message')
      .select(['text'])
      .where('kind', '=', 'order_confirmation')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('Mural sketch');
    const csv = (await exportCsv(deps(), { kind: 'order-lines' })).body;
    expect(csv).toMatch(new RegExp(`^${id},.*,custom,,Mural sketch,`, 'm'));
    const report = await salesReport(deps(), {});
    expect(report.totals).toMatchObject({ gross: 300, tax: 0 });
  });

  it('refuses a line with a title but no price, or with a product and a title (400 at the schema)', () => {
    expect(draftOrderInput.safeParse({ lines: [{ title: 'x', quantity: 1 }], pickup: true }).success).toBe(false);
    expect(
      draftOrderInput.safeParse({ lines: [{ productId: 1, title: 'x', price: 1, quantity: 1 }], pickup: true }).success,
    ).toBe(false);
    expect(draftOrderInput.safeParse({ lines: [{ title: 'x', price: -1, quantity: 1 }], pickup: true }).success).toBe(
      false,
    );
  });
});
