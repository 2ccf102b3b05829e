import { type RawBuilder, sql } from 'kysely';

/**
 * Units of an inventory item that can still be bought: on hand minus what
 * active, unexpired holds reserve. `itemAlias` is the inventory_item alias.
 * With `ownCartId`, the holds of that cart's own pending orders count as the
 * shopper's (they are not taken away from them), so a shopper resuming their
 * checkout sees their held items as theirs; everyone else still sees them reserved.
 */
export function availableUnits(itemAlias: string, now: string, ownCartId?: string): RawBuilder<number> {
  const notOwn = ownCartId
    ? sql`and h.order_id not in (select o.id from "order" o where o.cart_id = ${ownCartId} and o.status = 'pending')`
    : sql``;
  return sql<number>`(${sql.ref(`${itemAlias}.quantity`)} - coalesce((
    select sum(h.quantity) from stock_hold h
    where h.inventory_item_id = ${sql.ref(`${itemAlias}.id`)} and h.status = 'active' and h.expires_at > ${now}
    ${notOwn}
  ), 0))`;
}
