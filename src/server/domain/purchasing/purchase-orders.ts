import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import type {
  PurchaseOrder,
  PurchaseOrderInput,
  PurchaseOrderStatus,
  ReceiveInput,
} from '../../../shared/schemas/inventory.js';
import { lockRows, type Reader, runFlow, type Tx } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { changeStock } from '../stock/ledger.js';

/** Status moves an admin may make by hand; partially_received and received are reached by receiving lines. */
const MANUAL_MOVES: Record<PurchaseOrderStatus, PurchaseOrderStatus[]> = {
  draft: ['ordered', 'cancelled'],
  ordered: ['cancelled', 'received'],
  partially_received: ['received'],
  received: [],
  cancelled: [],
};

/** Statuses in which lines can be received. */
const RECEIVABLE: PurchaseOrderStatus[] = ['ordered', 'partially_received'];

async function linesOf(db: Reader, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('purchase_order_line as l')
    .innerJoin('inventory_item as i', 'i.id', 'l.inventory_item_id')
    .innerJoin('inventory_item_label as n', 'n.id', 'i.id')
    .select([
      'l.id',
      'l.purchase_order_id',
      'l.inventory_item_id',
      'l.quantity_ordered',
      'l.quantity_received',
      'l.unit_cost_cents',
      'i.sku',
      'n.name as item_name',
    ])
    .where('l.purchase_order_id', 'in', orderIds)
    .orderBy('l.id')
    .execute();
}

/** Purchase orders (newest first, or the given ones) with their lines; totals are computed here, in cents. */
async function loadOrders(db: Reader, id?: number): Promise<PurchaseOrder[]> {
  let query = db
    .selectFrom('purchase_order as po')
    .innerJoin('vendor as v', 'v.id', 'po.vendor_id')
    .select([
      'po.id',
      'po.vendor_id',
      'v.name as vendor_name',
      'po.status',
      'po.notes',
      'po.created_at',
      'po.updated_at',
    ]);
  if (id !== undefined) query = query.where('po.id', '=', id);
  const orders = await query.orderBy('po.created_at', 'desc').orderBy('po.id', 'desc').execute();
  const lines = await linesOf(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((order) => {
    const own = lines.filter((l) => l.purchase_order_id === order.id);
    const totalCents = own.reduce((sum, l) => sum + l.quantity_ordered * l.unit_cost_cents, 0);
    return {
      ...order,
      total_amount: toDollars(totalCents),
      next_statuses: MANUAL_MOVES[order.status],
      receivable: RECEIVABLE.includes(order.status),
      lines: own.map((l) => ({
        id: l.id,
        inventory_item_id: l.inventory_item_id,
        item_name: l.item_name,
        sku: l.sku,
        quantity: l.quantity_ordered,
        quantity_received: l.quantity_received,
        unit_cost: toDollars(l.unit_cost_cents),
        line_total: toDollars(l.quantity_ordered * l.unit_cost_cents),
      })),
    };
  });
}

const label = (s: PurchaseOrderStatus) => s.replace('_', ' ');

export const listPurchaseOrders = ({ db }: Pick<Deps, 'db'>) => loadOrders(db);

export async function getPurchaseOrder({ db }: Pick<Deps, 'db'>, id: number): Promise<PurchaseOrder> {
  const [order] = await loadOrders(db, id);
  if (!order) throw new AppError('NOT_FOUND', 'Purchase order not found');
  return order;
}

/** The vendor and items a purchase order names must exist (400 otherwise). */
async function checkReferences(trx: Reader, input: PurchaseOrderInput): Promise<void> {
  const vendor = await trx.selectFrom('vendor').select('id').where('id', '=', input.vendor_id).executeTakeFirst();
  if (!vendor) throw new AppError('BAD_REQUEST', `Vendor ${input.vendor_id} does not exist`);
  const itemIds = [...new Set(input.lines.map((l) => l.inventory_item_id))];
  const items = await trx
    .selectFrom('inventory_item')
    .select('id')
    .where('id', 'in', itemIds)
    .where('archived_at', 'is', null)
    .execute();
  const missing = itemIds.find((itemId) => !items.some((i) => i.id === itemId));
  if (missing !== undefined) throw new AppError('BAD_REQUEST', `Inventory item ${missing} does not exist`);
}

async function writeLines(trx: Tx, id: number, input: PurchaseOrderInput): Promise<void> {
  await trx.deleteFrom('purchase_order_line').where('purchase_order_id', '=', id).execute();
  await trx
    .insertInto('purchase_order_line')
    .values(
      input.lines.map((l) => ({
        purchase_order_id: id,
        inventory_item_id: l.inventory_item_id,
        quantity_ordered: l.quantity,
        unit_cost_cents: toCents(l.unit_cost),
      })),
    )
    .execute();
}

/** A new purchase order, in draft, from a vendor for items in stock records. */
export async function createPurchaseOrder(deps: FlowDeps, input: PurchaseOrderInput): Promise<PurchaseOrder> {
  const id = await runFlow(deps, async (tx) => {
    const trx = tx.db;
    await checkReferences(trx, input);
    const { id } = await trx
      .insertInto('purchase_order')
      .values({ vendor_id: input.vendor_id, notes: input.notes })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLines(trx, id, input);
    return id;
  });
  return getPurchaseOrder(deps, id);
}

/** Rewrites a draft purchase order (vendor, notes, lines); once ordered it is what the vendor was sent (409). */
export async function updatePurchaseOrder(
  deps: FlowDeps<'clock'>,
  input: PurchaseOrderInput & { id: number },
): Promise<PurchaseOrder> {
  const { id } = input;
  await runFlow(deps, async (tx) => {
    const trx = tx.db;
    await lockRows(tx, 'purchase_order', [id]);
    const order = await getPurchaseOrder(tx, id);
    if (order.status !== 'draft') {
      throw new AppError('CONFLICT', `Only draft purchase orders can be edited; this one is ${label(order.status)}`);
    }
    await checkReferences(trx, input);
    await trx
      .updateTable('purchase_order')
      .set({ vendor_id: input.vendor_id, notes: input.notes, updated_at: isoNow(deps.clock) })
      .where('id', '=', id)
      .execute();
    await writeLines(trx, id, input);
  });
  return getPurchaseOrder(deps, id);
}

/**
 * Moves a purchase order on: draft → ordered, draft or ordered → cancelled. Setting it to received receives
 * every outstanding unit (stock follows through the ledger). Anything else is refused with 409.
 */
export async function setPurchaseOrderStatus(
  deps: FlowDeps<'clock'>,
  { id, status }: { id: number; status: PurchaseOrderStatus },
  actor: Actor,
): Promise<PurchaseOrder> {
  const refuse = (from: PurchaseOrderStatus) =>
    new AppError('CONFLICT', `A purchase order cannot move from ${label(from)} to ${label(status)}`);
  if (status === 'received') {
    const order = await getPurchaseOrder(deps, id);
    if (!MANUAL_MOVES[order.status].includes(status)) throw refuse(order.status);
    const outstanding = order.lines
      .filter((l) => l.quantity > l.quantity_received)
      .map((l) => ({ line_id: l.id, quantity: l.quantity - l.quantity_received }));
    return receivePurchaseOrder(deps, { id, lines: outstanding }, actor);
  }
  await runFlow(deps, async (tx) => {
    await lockRows(tx, 'purchase_order', [id]);
    const order = await getPurchaseOrder(tx, id);
    if (!MANUAL_MOVES[order.status].includes(status)) throw refuse(order.status);
    await tx.db
      .updateTable('purchase_order')
      .set({ status, updated_at: isoNow(deps.clock) })
      .where('id', '=', id)
      .execute();
  });
  return getPurchaseOrder(deps, id);
}

/**
 * Receives delivered units of an ordered purchase order: each adds stock through the ledger ('receive', with
 * the purchase order as reference), and the order becomes partially_received or, once everything is in,
 * received. Receiving more than is outstanding on a line is refused (409) and changes nothing.
 */
export async function receivePurchaseOrder(
  deps: FlowDeps<'clock'>,
  { id, lines }: ReceiveInput,
  actor: Actor,
): Promise<PurchaseOrder> {
  await runFlow(deps, async (tx) => {
    const trx = tx.db;
    // The purchase order's row: two receipts at once never receive more than is outstanding.
    await lockRows(tx, 'purchase_order', [id]);
    const order = await getPurchaseOrder(tx, id);
    if (!RECEIVABLE.includes(order.status)) {
      throw new AppError(
        'CONFLICT',
        `A ${label(order.status)} purchase order cannot be received; mark it ordered first`,
      );
    }
    const wanted = new Map<number, number>();
    for (const l of lines) wanted.set(l.line_id, (wanted.get(l.line_id) ?? 0) + l.quantity);
    for (const [lineId, quantity] of wanted) {
      const line = order.lines.find((l) => l.id === lineId);
      if (!line) throw new AppError('BAD_REQUEST', `Line ${lineId} is not on purchase order ${id}`);
      const outstanding = line.quantity - line.quantity_received;
      if (quantity > outstanding) {
        throw new AppError(
          'CONFLICT',
          `Line ${lineId} (${line.item_name}) has ${outstanding} outstanding; cannot receive ${quantity}`,
        );
      }
      await trx
        .updateTable('purchase_order_line')
        .set({ quantity_received: line.quantity_received + quantity })
        .where('id', '=', lineId)
        .execute();
      await changeStock(tx, {
        inventoryItemId: line.inventory_item_id,
        change: quantity,
        type: 'receive',
        referenceType: 'purchase_order',
        referenceId: id,
        notes: `Received on purchase order #${id}`,
        actorUserId: actor.userId,
      });
    }
    const open = await trx
      .selectFrom('purchase_order_line')
      .select('id')
      .where('purchase_order_id', '=', id)
      .whereRef('quantity_received', '<', 'quantity_ordered')
      .executeTakeFirst();
    await trx
      .updateTable('purchase_order')
      .set({ status: open ? 'partially_received' : 'received', updated_at: isoNow(deps.clock) })
      .where('id', '=', id)
      .execute();
  });
  return getPurchaseOrder(deps, id);
}

/** Deletes a draft purchase order with its lines; once ordered it stays, for the record (cancel it instead). */
export async function deletePurchaseOrder(deps: FlowDeps, id: number): Promise<{ success: true; id: number }> {
  return runFlow(deps, async (tx) => {
    await lockRows(tx, 'purchase_order', [id]);
    const order = await getPurchaseOrder(tx, id);
    if (order.status !== 'draft') {
      throw new AppError('CONFLICT', `Only draft purchase orders can be deleted; this one is ${label(order.status)}`);
    }
    await tx.db.deleteFrom('purchase_order').where('id', '=', id).execute();
    return { success: true as const, id };
  });
}
