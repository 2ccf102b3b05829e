import { AppError } from '../../../shared/errors.js';
import { lockRows } from '../../db/flow.js';
import { isoNow, type TxDeps } from '../../deps.js';
import { resolveSellable, type Sellable } from '../cart/sellable.js';
import { sellPaidByBalance } from '../checkout/finalize.js';
import { insertOrderLines } from '../checkout/order-lines.js';
import { recordOrderEvent } from '../orders/order-events.js';
import { saleRefusal } from '../stock/availability.js';
import { holdUnits, releaseHolds } from '../stock/holds.js';

/**
 * An exchange (issue 41, item 1): another size or colour of the same product, at the same price (no difference to
 * charge or credit: a variant at another price is not offered). The unit is held from the request, as a draft order
 * holds its lines: the exchange is a `pending` order of its own (no account on it yet, so it is nobody's checkout in
 * progress; a hold that does not run out), its lines at no charge, linked from the return. Received, it is sold as
 * an order paid by balance (`sellPaidByBalance`: the hold becomes the sale, the order paid, ready to ship); declined
 * or closed without receipt, its holds are released and the order goes.
 */

type Tx = TxDeps<'clock'>;

/** A hold that lasts until the return is decided (never the checkout-expiry job's to end). */
const UNTIL_DECIDED = '9999-12-31T23:59:59.999Z';

interface Wanted {
  orderItemId: number;
  quantity: number;
  size: string;
  color: string;
}

/**
 * The one rule of what may replace a line bought (`line`, resolved as `bought`) in an exchange: another variant of the
 * same product (`wanted`), on sale, at the same price. The shopper's options (eligibility.ts) and the request apply it.
 */
export function exchangeable(
  line: { size: string; color: string },
  bought: Sellable | null,
  wanted: Sellable | null,
): wanted is Sellable {
  if (!wanted || !bought || (wanted.size === line.size && wanted.color === line.color)) return false;
  return wanted.problem === null && wanted.unitPriceCents === bought.unitPriceCents;
}

/** The variant wanted, checked under its stock row's lock: `exchangeable`, and in stock. */
async function exchangeSellable(tx: Tx, orderId: number, want: Wanted): Promise<Sellable> {
  const line = await tx.db
    .selectFrom('order_item')
    .select(['product_id', 'size', 'color'])
    .where('id', '=', want.orderItemId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!line || line.product_id === null) throw new AppError('EXCHANGE_UNAVAILABLE');
  const ref = { itemType: 'product' as const, itemId: line.product_id };
  const wanted = await resolveSellable(tx, { ...ref, size: want.size, color: want.color });
  const bought = await resolveSellable(tx, { ...ref, size: line.size, color: line.color });
  if (!exchangeable(line, bought, wanted) || wanted.inventoryItemId === null) {
    throw new AppError('EXCHANGE_UNAVAILABLE');
  }
  await lockRows(tx, 'inventory_item', [wanted.inventoryItemId]);
  const now = await resolveSellable(tx, { ...ref, size: want.size, color: want.color });
  if (!now || saleRefusal(now, want.quantity, 'checkout')) throw new AppError('EXCHANGE_UNAVAILABLE');
  return now;
}

/** The exchange's order for return `returnId` of `orderId`, its units held; answers its id. In the request's flow. */
export async function holdExchange(tx: Tx, orderId: number, returnId: number, wanted: Wanted[]): Promise<number> {
  const sellables: Sellable[] = [];
  for (const want of wanted) sellables.push(await exchangeSellable(tx, orderId, want));
  const o = await tx.db.selectFrom('order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const now = isoNow(tx.clock);
  const { id } = await tx.db
    .insertInto('order')
    .values({
      user_id: null,
      cart_id: null,
      email: o.email,
      name: o.name,
      address: o.address,
      address2: o.address2,
      phone: o.phone,
      city: o.city,
      state: o.state,
      country: o.country,
      postal_code: o.postal_code,
      shipping_method_id: o.shipping_method_id,
      shipping_method_name: o.shipping_method_name,
      subtotal_cents: 0,
      shipping_cents: 0,
      tax_cents: 0,
      total_cents: 0,
      currency: o.currency,
      exchange_rate_micros: o.exchange_rate_micros,
      base_total_cents: 0,
      tax_lines: '[]',
      locale: o.locale,
      hold_expires_at: UNTIL_DECIDED,
      payment_method: 'exchange',
      payment_reference: `Return #${returnId} of order #${orderId}`,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = sellables.map((s, i) => ({
    cartItemId: 0,
    quantity: wanted[i]?.quantity ?? 0,
    sellable: { ...s, unitPriceCents: 0 },
    baseUnitCents: 0,
  }));
  await insertOrderLines(tx, id, lines, []);
  for (const line of lines) {
    await holdUnits(tx, {
      orderId: id,
      inventoryItemId: line.sellable.inventoryItemId as number,
      quantity: line.quantity,
      expiresAt: UNTIL_DECIDED,
    });
  }
  return id;
}

/**
 * The items came back: the exchange's order becomes the customer's and is sold at no charge (its holds become the
 * sale; the confirmation mail names it), ready to ship. Its timeline says what it replaces.
 */
export async function sellExchange(
  tx: Tx,
  ret: { id: number; orderId: number; userId: number | null; exchangeOrderId: number },
  actorUserId: number,
): Promise<void> {
  await lockRows(tx, 'order', [ret.exchangeOrderId]);
  await tx.db.updateTable('order').set({ user_id: ret.userId }).where('id', '=', ret.exchangeOrderId).execute();
  await sellPaidByBalance(tx, ret.exchangeOrderId);
  await recordOrderEvent(tx, {
    orderId: ret.exchangeOrderId,
    from: 'paid',
    to: 'paid',
    note: `Exchange for return #${ret.id} of order #${ret.orderId}, at no charge`,
    actorUserId,
  });
}

/** The return ends without its items: the exchange's holds are released and its order goes (still pending only). */
export async function dropExchange(tx: Tx, exchangeOrderId: number): Promise<void> {
  await lockRows(tx, 'order', [exchangeOrderId]);
  const order = await tx.db.selectFrom('order').select('status').where('id', '=', exchangeOrderId).executeTakeFirst();
  if (order?.status !== 'pending') return;
  await releaseHolds(tx, exchangeOrderId);
  await tx.db.deleteFrom('order').where('id', '=', exchangeOrderId).execute();
}
