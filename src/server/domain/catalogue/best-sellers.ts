import { sql } from 'kysely';
import { PAID_STATUSES } from '../../../shared/order-statuses.js';
import type { ItemType } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/index.js';

export interface RankedSeller {
  item_type: ItemType;
  item_id: number | null;
  name: string;
  units: number;
  revenue_cents: number;
}

/**
 * The one rule of "best sellers", for the storefront's list and the owner's dashboard alike: units sold in
 * orders that kept their payment (PAID_STATUSES, a partly refunded order included), net of the units refunded,
 * from the frozen order lines; by units (then revenue) or by revenue (then units), then by name. `since`: only
 * orders paid from then on; `itemType`: only products or only paintings.
 */
export async function rankBestSellers(
  db: Db,
  opts: { by: 'units' | 'revenue_cents'; limit: number; since?: string; itemType?: ItemType },
): Promise<RankedSeller[]> {
  const { by, since, itemType } = opts;
  return db
    .selectFrom('order_item as i')
    .innerJoin('order as o', 'o.id', 'i.order_id')
    .select([
      'i.item_type',
      sql<number | null>`coalesce(i.product_id, i.painting_id)`.as('item_id'),
      sql<string>`max(i.name)`.as('name'),
      sql<number>`sum(i.quantity - i.refunded_quantity)`.as('units'),
      // What the units kept were paid: their price less their share of the line's discount.
      sql<number>`sum((i.quantity - i.refunded_quantity) * i.unit_price_cents - (i.quantity - i.refunded_quantity) * i.discount_cents / i.quantity)`.as(
        'revenue_cents',
      ),
    ])
    .where('o.status', 'in', PAID_STATUSES)
    .$if(since !== undefined, (q) => q.where('o.paid_at', '>=', since as string))
    .$if(itemType !== undefined, (q) => q.where('i.item_type', '=', itemType as ItemType))
    .groupBy(['i.item_type', sql`coalesce(i.product_id, i.painting_id)`])
    .having(sql`sum(i.quantity - i.refunded_quantity)`, '>', 0)
    .orderBy(sql.ref(by), 'desc')
    .orderBy(sql.ref(by === 'units' ? 'revenue_cents' : 'units'), 'desc')
    .orderBy('name')
    .limit(opts.limit)
    .execute();
}
