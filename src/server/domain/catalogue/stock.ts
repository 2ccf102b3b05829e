import { type RawBuilder, sql } from 'kysely';

/**
 * Units of an inventory item that can still be bought: on hand minus what
 * active, unexpired holds reserve. `itemAlias` is the inventory_item alias.
 */
export function availableUnits(itemAlias: string, now: string): RawBuilder<number> {
  return sql<number>`(${sql.ref(`${itemAlias}.quantity`)} - coalesce((
    select sum(h.quantity) from stock_hold h
    where h.inventory_item_id = ${sql.ref(`${itemAlias}.id`)} and h.status = 'active' and h.expires_at > ${now}
  ), 0))`;
}
