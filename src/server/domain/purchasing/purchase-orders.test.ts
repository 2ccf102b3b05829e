import { beforeEach, describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '../../../shared/schemas/inventory.js';
import type { Db } from '../../db/index.js';
import { addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, T0 as t0 } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { createPurchaseOrder, receivePurchaseOrder, setPurchaseOrderStatus } from './purchase-orders.js';
import { createVendor } from './vendors.js';

let db: Db;
useTestDb({ clock: () => t0 }, (deps) => ({ db } = deps));

const deps = () => ({ db, clock: () => t0 });
let owner: Actor;
let vendorId: number;
let tee: number;
let hoodie: number;

const itemOf = async (productId: number) =>
  (await db.selectFrom('inventory_item').select('id').where('product_id', '=', productId).executeTakeFirstOrThrow()).id;

beforeEach(async () => {
  owner = await addShopper(db, 'admin');
  vendorId = (
    await createVendor(deps(), { name: 'Dye Supply Co', contact_name: '', contact_email: '', contact_phone: '' })
  ).id;
  tee = await itemOf(await addProduct(db, { name: 'Tee', stock: 2 }));
  hoodie = await itemOf(await addProduct(db, { name: 'Hoodie', stock: 0 }));
});

type Lines = [tees: [number, number], hoodies: [number, number]];

/** A purchase order for tees and hoodies (default: 10 at $4.50 and 4 at $12), moved to `status` ('ordered' by default). */
async function purchaseOrder(
  status: 'draft' | 'ordered' = 'ordered',
  [[tees, teeCost], [hoodies, hoodieCost]]: Lines = [
    [10, 4.5],
    [4, 12],
  ],
): Promise<PurchaseOrder> {
  const lines = [
    { inventory_item_id: tee, quantity: tees, unit_cost: teeCost },
    { inventory_item_id: hoodie, quantity: hoodies, unit_cost: hoodieCost },
  ];
  const po = await createPurchaseOrder(deps(), { vendor_id: vendorId, notes: '', lines });
  return status === 'draft' ? po : setPurchaseOrderStatus(deps(), { id: po.id, status }, owner);
}

const receive = (po: PurchaseOrder, lines: [line: number, quantity: number][]) =>
  receivePurchaseOrder(
    deps(),
    { id: po.id, lines: lines.map(([line, quantity]) => ({ line_id: po.lines[line]!.id, quantity })) },
    owner,
  );

const stock = async (itemId: number) =>
  (await db.selectFrom('inventory_item').select('quantity').where('id', '=', itemId).executeTakeFirstOrThrow())
    .quantity;
const receipts = () =>
  db
    .selectFrom('inventory_transaction')
    .select(['inventory_item_id', 'quantity_change', 'reference_type', 'reference_id', 'actor_user_id'])
    .where('transaction_type', '=', 'receive')
    .orderBy('id')
    .execute();
/** What the database holds of the order's lines and stock: a refused receipt must leave it as it was. */
const snapshot = async (po: PurchaseOrder) => ({
  lines: await db
    .selectFrom('purchase_order_line')
    .select(['id', 'quantity_received'])
    .where('purchase_order_id', '=', po.id)
    .execute(),
  stock: [await stock(tee), await stock(hoodie)],
  receipts: await receipts(),
  status: (await db.selectFrom('purchase_order').select('status').where('id', '=', po.id).executeTakeFirstOrThrow())
    .status,
});

describe('a purchase order', () => {
  it('starts as a draft from a real vendor for real items, totalled exactly in cents, moving no stock', async () => {
    const po = await purchaseOrder('draft', [
      [3, 0.1],
      [7, 19.99],
    ]);
    expect(po).toMatchObject({
      status: 'draft',
      vendor_name: 'Dye Supply Co',
      total_amount: 140.23,
      next_statuses: ['ordered', 'cancelled'],
      receivable: false,
      lines: [
        { inventory_item_id: tee, quantity: 3, quantity_received: 0, line_total: 0.3 },
        { inventory_item_id: hoodie, quantity: 7, quantity_received: 0, line_total: 139.93 },
      ],
    });
    expect([await stock(tee), await stock(hoodie)]).toEqual([2, 0]);
    expect(await receipts()).toEqual([]);
  });

  it('names no vendor or item that does not exist, and then writes nothing', async () => {
    const line = { inventory_item_id: tee, quantity: 1, unit_cost: 1 };
    await expect(createPurchaseOrder(deps(), { vendor_id: 999, notes: '', lines: [line] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Vendor 999 does not exist',
    });
    await expect(
      createPurchaseOrder(deps(), {
        vendor_id: vendorId,
        notes: '',
        lines: [line, { ...line, inventory_item_id: 999 }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Inventory item 999 does not exist' });
    expect(await db.selectFrom('purchase_order').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('purchase_order_line').select('id').execute()).toEqual([]);
  });
});

describe('receiving', () => {
  it('is refused until the order is placed with the vendor', async () => {
    const po = await purchaseOrder('draft');
    await expect(receive(po, [[0, 1]])).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A draft purchase order cannot be received; mark it ordered first',
    });
    expect(await receipts()).toEqual([]);
  });

  it('part, then the rest: stock follows each receipt with one ledger row naming the order and the admin', async () => {
    const po = await purchaseOrder();
    const part = await receive(po, [[0, 4]]);
    expect(part).toMatchObject({
      status: 'partially_received',
      receivable: true,
      next_statuses: ['received'],
      lines: [{ quantity_received: 4 }, { quantity_received: 0 }],
    });
    expect([await stock(tee), await stock(hoodie)]).toEqual([6, 0]);

    const full = await receive(po, [
      [0, 6],
      [1, 4],
    ]);
    expect(full).toMatchObject({
      status: 'received',
      receivable: false,
      next_statuses: [],
      lines: [{ quantity_received: 10 }, { quantity_received: 4 }],
    });
    expect([await stock(tee), await stock(hoodie)]).toEqual([12, 4]);
    const ref = { reference_type: 'purchase_order', reference_id: po.id, actor_user_id: owner.userId };
    expect(await receipts()).toEqual([
      { inventory_item_id: tee, quantity_change: 4, ...ref },
      { inventory_item_id: tee, quantity_change: 6, ...ref },
      { inventory_item_id: hoodie, quantity_change: 4, ...ref },
    ]);
    await expect(receive(po, [[1, 1]])).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses more than is outstanding, however it is split, and changes nothing', async () => {
    const po = await purchaseOrder();
    await receive(po, [[0, 5]]);
    const before = await snapshot(po);

    await expect(receive(po, [[0, 6]])).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Line ${po.lines[0]!.id} (Tee) has 5 outstanding; cannot receive 6`,
    });
    await expect(
      receive(po, [
        [0, 3],
        [0, 3],
      ]),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('cannot receive 6') });
    await expect(
      receive(po, [
        [1, 4],
        [0, 9],
      ]),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await snapshot(po)).toEqual(before);
  });

  it("refuses a line of another order, and the request's other lines with it", async () => {
    const po = await purchaseOrder();
    const other = await purchaseOrder();
    const before = await snapshot(po);
    await expect(
      receivePurchaseOrder(
        deps(),
        {
          id: po.id,
          lines: [
            { line_id: po.lines[1]!.id, quantity: 2 },
            { line_id: other.lines[0]!.id, quantity: 1 },
          ],
        },
        owner,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `Line ${other.lines[0]!.id} is not on purchase order ${po.id}`,
    });
    expect(await snapshot(po)).toEqual(before);
  });

  it('marking it received takes in everything outstanding through the ledger; a cancelled order takes in nothing', async () => {
    const po = await purchaseOrder();
    await receive(po, [[0, 4]]);
    await expect(setPurchaseOrderStatus(deps(), { id: po.id, status: 'cancelled' }, owner)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A purchase order cannot move from partially received to cancelled',
    });
    const done = await setPurchaseOrderStatus(deps(), { id: po.id, status: 'received' }, owner);
    expect(done).toMatchObject({ status: 'received', lines: [{ quantity_received: 10 }, { quantity_received: 4 }] });
    expect((await receipts()).map((r) => [r.inventory_item_id, r.quantity_change])).toEqual([
      [tee, 4],
      [tee, 6],
      [hoodie, 4],
    ]);

    const cancelled = await setPurchaseOrderStatus(
      deps(),
      { id: (await purchaseOrder()).id, status: 'cancelled' },
      owner,
    );
    await expect(receive(cancelled, [[0, 1]])).rejects.toMatchObject({ code: 'CONFLICT' });
    expect([await stock(tee), await stock(hoodie)]).toEqual([12, 4]);
  });
});
