import { describe, expect, it } from 'vitest';
import { draftOrderInput, markPaidInput } from '../../../shared/schemas/draft-orders.js';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { addPainting, addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, minutesAfter as minutes, shopperWith, TEST_ADDRESS, T0 as t0 } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { expireAbandonedCheckouts } from '../checkout/expire.js';
import { placeOrder } from '../checkout/place-order.js';
import { salesReport } from '../reports/sales.js';
import { createDraft, deleteDraft, listDrafts, markDraftPaid } from './admin-drafts.js';

/**
 * Draft orders (issue 42, items 1 and 2) on the real database, both engines: a draft holds its stock like a
 * checkout (48 hours by default), deleting or expiring releases it, "mark paid" sells it in one flow (ledger rows,
 * editions, reports, mail), idempotent and race-safe.
 */
let db: Db;
let gateway: TestGateway;
let owner: Actor;
useTestDb({ clock: () => t0 }, (deps) => {
  ({ db, gateway } = deps);
});

const deps = (at = t0) => ({ db, gateway, clock: () => at });
const hours = (n: number) => minutes(n * 60);

async function admin() {
  owner ??= await addShopper(db, 'admin');
  return owner;
}
const draft = async (input: Record<string, unknown>, at = t0) =>
  createDraft(deps(at), draftOrderInput.parse(input), await admin());
const markPaid = (input: Record<string, unknown>, at = t0) => markDraftPaid(deps(at), markPaidInput.parse(input));

const itemOf = async (column: 'product_id' | 'painting_id', id: number) =>
  (await db.selectFrom('inventory_item').select('id').where(column, '=', id).executeTakeFirstOrThrow()).id;
const activeHolds = async () =>
  (await db.selectFrom('stock_hold').select(['inventory_item_id', 'quantity']).where('status', '=', 'active').execute())
    .map((h) => [h.inventory_item_id, h.quantity])
    .sort();
const sales = async () =>
  (
    await db
      .selectFrom('inventory_transaction')
      .select(['inventory_item_id', 'quantity_change'])
      .where('transaction_type', '=', 'sale')
      .orderBy('id')
      .execute()
  ).map((r) => [r.inventory_item_id, r.quantity_change]);
const mails = async (kind: string) =>
  (await db.selectFrom('mail_message').select('recipient').where('kind', '=', kind).execute()).map((m) => m.recipient);

/** A fair-table sale: the original and two tees, picked up (taxed in BC), 10% off for a regular. */
const FAIR = (original: number, tee: number) => ({
  lines: [
    { paintingId: original, quantity: 1 },
    { productId: tee, size: 'M', color: 'black', quantity: 2 },
  ],
  customerEmail: 'collector@example.com',
  pickup: true,
  discount: { kind: 'percentage', percent: 10, reason: 'fair regular' },
});

describe('a draft order holds its stock', () => {
  it('is priced on the server, held for 48 hours, and an online checkout of the held original is refused', async () => {
    const original = await addPainting(db, { priceCents: 120_000 });
    const tee = await addProduct(db, { priceCents: 4500, stock: 5 });
    const created = await draft(FAIR(original, tee));
    // 1200.00 + 2 × 45.00 = 1290.00; 10% off = 129.00 (1200.00 takes 120.00, the tees 9.00);
    // BC: GST 5% of 1161.00 = 58.05, PST 7% = 81.27; total 1161.00 + 139.32 = 1300.32.
    expect(created).toMatchObject({ status: 'draft', total: 1300.32, itemCount: 3, pickup: true });
    expect(created.holdExpiresAt).toBe(hours(48).toISOString());
    const order = await db
      .selectFrom('order')
      .select(['subtotal_cents', 'discount_cents', 'tax_cents', 'shipping_cents', 'state', 'country', 'status'])
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      subtotal_cents: 116_100,
      discount_cents: 12_900,
      tax_cents: 13_932,
      shipping_cents: 0,
      state: 'BC',
      country: 'CA',
      status: 'pending',
    });
    expect(await activeHolds()).toEqual(
      [
        [await itemOf('painting_id', original), 1],
        [await itemOf('product_id', tee), 2],
      ].sort(),
    );
    // The storefront sees it reserved: it cannot even go in a cart.
    await expect(shopperWith(db, { type: 'painting', id: original }, t0)).rejects.toMatchObject({ code: 'RESERVED' });
  });

  it('ships to an address with its method and that address’s tax', async () => {
    const tee = await addProduct(db, { priceCents: 4500 });
    const created = await draft({
      lines: [{ productId: tee, size: 'M', color: 'black', quantity: 1 }],
      shippingAddress: TEST_ADDRESS,
      shippingMethodId: 1,
    });
    // 45.00 + US Standard 7.95 + Texas 6.25% of 45.00 (2.81) = 55.76.
    expect(created).toMatchObject({ total: 55.76, customer: 'Sam Shopper', email: 'sam@example.com' });
  });

  it('is refused (409, nothing written) when the original is already held or sold', async () => {
    const original = await addPainting(db);
    await draft({ lines: [{ paintingId: original, quantity: 1 }], pickup: true });
    await expect(draft({ lines: [{ paintingId: original, quantity: 1 }], pickup: true })).rejects.toMatchObject({
      code: 'RESERVED',
    });
    expect(await db.selectFrom('order').select('id').execute()).toHaveLength(1);
  });

  it('releases its holds when deleted', async () => {
    const original = await addPainting(db);
    const { id } = await draft({ lines: [{ paintingId: original, quantity: 1 }], pickup: true });
    await deleteDraft(deps(minutes(5)), id);
    expect(await activeHolds()).toEqual([]);
    expect(await listDrafts(deps())).toEqual([]);
    // Free again: another draft takes it.
    await draft({ lines: [{ paintingId: original, quantity: 1 }], pickup: true }, minutes(6));
  });

  it('ends by the checkout-expiry job after its 48 hours (not before), releasing its holds', async () => {
    const original = await addPainting(db);
    const { id } = await draft({ lines: [{ paintingId: original, quantity: 1 }], pickup: true });
    expect(await expireAbandonedCheckouts(deps(hours(47)))).toBe(0);
    expect(await activeHolds()).toHaveLength(1);
    expect(await expireAbandonedCheckouts(deps(hours(48)))).toBe(1);
    expect(await activeHolds()).toEqual([]);
    expect((await listDrafts(deps()))[0]).toMatchObject({ id, status: 'expired' });
    await expect(markPaid({ id, method: 'cash' }, hours(49))).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('mark paid', () => {
  it('sells the draft in one flow: ledger rows, edition, status, payment method, report, mail', async () => {
    const print = await addPainting(db, {
      original: false,
      limited: { count: 10, current: 3 },
      sizes: [{ width: 8, height: 10, priceCents: 9000 }],
      stock: 10,
    });
    const original = await addPainting(db, { priceCents: 120_000 });
    const tee = await addProduct(db, { priceCents: 4500, stock: 5 });
    const { id } = await draft({ ...FAIR(original, tee), lines: [...FAIR(original, tee).lines] });
    const paid = await markPaid({ id, method: 'terminal', reference: 'SQ-1234' }, minutes(10));
    expect(paid).toMatchObject({ id, status: 'paid', paymentMethod: 'terminal', paymentReference: 'SQ-1234' });
    expect(await sales()).toEqual(
      expect.arrayContaining([
        [await itemOf('painting_id', original), -1],
        [await itemOf('product_id', tee), -2],
      ]),
    );
    expect(await sales()).toHaveLength(2);
    expect(await activeHolds()).toEqual([]);
    expect(await db.selectFrom('painting').select('is_sold').where('id', '=', original).executeTakeFirst()).toEqual({
      is_sold: 1,
    });
    expect(await mails('order_confirmation')).toEqual(['collector@example.com']);
    const report = await salesReport(deps(), {});
    // Gross 1290.00, discounts 129.00, tax 139.32: the order counted as a sale though no gateway took it.
    expect(report.totals).toMatchObject({ gross: 1290, discounts: 129, tax: 139.32 });
    expect(report.baseTotal).toBe(1300.32);
    // An edition of a limited print gets its number when sold.
    const second = await draft({ lines: [{ paintingId: print, size: '8x10in', quantity: 1 }], pickup: true });
    await markPaid({ id: second.id, method: 'cash', sendConfirmation: false });
    const line = await db
      .selectFrom('order_item')
      .select('edition_number')
      .where('order_id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(line.edition_number).toBe(4);
    // Unticked for a counter sale: no second confirmation.
    expect(await mails('order_confirmation')).toEqual(['collector@example.com']);
  });

  it('is idempotent: a retried mark paid answers the same order and sells nothing twice', async () => {
    const tee = await addProduct(db, { stock: 5 });
    const { id } = await draft({ lines: [{ productId: tee, size: 'M', color: 'black', quantity: 2 }], pickup: true });
    await markPaid({ id, method: 'cash' });
    const again = await markPaid({ id, method: 'other', reference: 'changed' }, minutes(1));
    expect(again).toMatchObject({ id, status: 'paid', paymentMethod: 'cash', paymentReference: null });
    expect(await sales()).toEqual([[await itemOf('product_id', tee), -2]]);
    expect(await db.selectFrom('order').select('id').execute()).toHaveLength(1);
  });

  it('two concurrent mark paid of one draft make one sale', async () => {
    const original = await addPainting(db);
    const { id } = await draft({
      lines: [{ paintingId: original, quantity: 1 }],
      customerEmail: 'a@example.com',
      pickup: true,
    });
    const results = await Promise.all([1, 2, 3, 4].map(() => markPaid({ id, method: 'cash' })));
    expect(results.every((r) => r.status === 'paid' && r.id === id)).toBe(true);
    expect(await sales()).toEqual([[await itemOf('painting_id', original), -1]]);
    expect(await mails('order_confirmation')).toEqual(['a@example.com']);
  });

  it('a draft and online checkouts racing for the last original: exactly one gets it', async () => {
    const original = await addPainting(db);
    const shoppers = [];
    for (let i = 0; i < 10; i++) shoppers.push(await shopperWith(db, { type: 'painting', id: original }, t0));
    const attempts = await Promise.allSettled([
      draft({ lines: [{ paintingId: original, quantity: 1 }], pickup: true }),
      ...shoppers.map((s) =>
        placeOrder(deps(), { cartId: s.cartId, shippingMethodId: 1, shippingAddress: TEST_ADDRESS }, s.actor),
      ),
    ]);
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await activeHolds()).toEqual([[await itemOf('painting_id', original), 1]]);
  });
});
