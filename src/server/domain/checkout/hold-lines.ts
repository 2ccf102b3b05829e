import { AppError } from '../../../shared/errors.js';
import { lockRows } from '../../db/flow.js';
import type { TxDeps } from '../../deps.js';
import { resolveSellable } from '../cart/sellable.js';
import { saleRefusal } from '../stock/availability.js';
import { holdUnits } from '../stock/holds.js';
import type { PricedLine } from './pricing.js';

/**
 * The checkout's holds, last in its flow: the stock rows of its lines are locked (in id order), each line is judged
 * again on the catalogue's facts as they are now, by the one sale rule (saleRefusal) and at the price it was priced
 * at, and held until `expiresAt`. The lock is taken here rather than at the flow's start so that it is held for
 * these few statements only: every checkout of the same item waits for it (the drop's one hot row), checkouts of
 * other items never do. Refused like pricing refuses: RESERVED, OUT_OF_STOCK, PAINTING_SOLD; PRICE_CHANGED when an
 * edit of the item landed between the pricing and the lock.
 */
export async function holdLines(
  tx: TxDeps<'clock'>,
  hold: { orderId: number; lines: PricedLine[]; expiresAt: string },
): Promise<void> {
  const items = hold.lines.map(({ sellable: s }) => {
    if (s.inventoryItemId === null) throw new AppError('CONFLICT', `${s.name} has no stock record; please contact us`);
    return s.inventoryItemId;
  });
  await lockRows(tx, 'inventory_item', items);
  for (const { sellable: priced, quantity, baseUnitCents } of hold.lines) {
    const ref = { itemType: priced.itemType, itemId: priced.itemId, size: priced.size, color: priced.color };
    const now = await resolveSellable(tx, ref);
    const repriced = now?.unitPriceCents !== baseUnitCents || now.cadPriceCents !== priced.cadPriceCents;
    if (!now || now.inventoryItemId !== priced.inventoryItemId || repriced) {
      throw new AppError('PRICE_CHANGED');
    }
    const refusal = saleRefusal(now, quantity, 'checkout');
    if (refusal) throw refusal;
    await holdUnits(tx, {
      orderId: hold.orderId,
      inventoryItemId: priced.inventoryItemId as number,
      quantity,
      expiresAt: hold.expiresAt,
    });
  }
}
