import { sql } from 'kysely';
import type { ItemType } from '../../../shared/schemas/cart.js';
import type { Reader } from '../../db/flow.js';
import { latestMark, MarkedCache } from '../../db/marked-cache.js';
import { soldWithin, tookMoney } from '../orders/orders.js';

export interface RankedSeller {
  item_type: ItemType;
  item_id: number | null;
  name: string;
  units: number;
  revenue_cents: number;
}

/** The units of a line kept (sold, not given back). */
const keptUnits = sql<number>`i.quantity - i.refunded_quantity`;
/** What the units kept were paid: their price less their share of the line's discount. */
const keptRevenue = sql<number>`(i.quantity - i.refunded_quantity) * i.unit_price_cents - (i.quantity - i.refunded_quantity) * i.discount_cents / i.quantity`;

/**
 * The one rule of "best sellers", for the storefront's list and the owner's dashboard alike: units sold in the
 * shop's sales (`tookMoney`, the dashboard's and the report's rule), net of the units given back (a cancelled or
 * wholly refunded order keeps none), from the frozen order lines; by units (then revenue) or by revenue (then
 * units), then by name. `since`: only sales made from then on; `itemType`: only products or only paintings.
 */
export async function rankBestSellers(
  db: Reader,
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
      sql<number>`sum(${keptUnits})`.as('units'),
      sql<number>`sum(${keptRevenue})`.as('revenue_cents'),
    ])
    .where((eb) => tookMoney(eb))
    .where('i.item_type', 'not in', ['custom', 'gift_card']) // a commission (issue 42), a gift card: no item to rank
    .$narrowType<{ item_type: ItemType }>()
    .$if(since !== undefined, (q) => q.where((eb) => soldWithin(eb, since)))
    .$if(itemType !== undefined, (q) => q.where('i.item_type', '=', itemType as ItemType))
    .groupBy(['i.item_type', sql`coalesce(i.product_id, i.painting_id)`])
    .having(sql`sum(${keptUnits})`, '>', 0)
    .orderBy(sql.ref(by), 'desc')
    .orderBy(sql.ref(by === 'units' ? 'revenue_cents' : 'units'), 'desc')
    .orderBy('name')
    .limit(opts.limit)
    .execute();
}

/**
 * What every sales figure is worked out from: the last order, order event and refund (every sale, status change and
 * settled refund writes an order event: `orders/order-events.ts`, `refunds/settle.ts`). Four index steps, read from the
 * database on each call, so a sale made by another process counts too.
 */
export function salesMark(db: Reader): Promise<string> {
  return latestMark(db, [
    ['order', 'id'],
    ['order_event', 'id'],
    ['refund', 'id'],
    ['refund', 'updated_at'],
  ]);
}

const keptRankings = new MarkedCache<RankedSeller[]>();

/**
 * `rankBestSellers` of all time, worked out again only after a sale, a status change or a refund (`salesMark`): the
 * storefront's best-sellers list ranked every order line on every render, 45 ms at 50,000 orders (1.6 at 500).
 */
export async function keptBestSellers(
  db: Reader,
  opts: { by: 'units' | 'revenue_cents'; limit: number; itemType?: ItemType },
): Promise<RankedSeller[]> {
  const key = `${opts.by}|${opts.limit}|${opts.itemType ?? ''}`;
  return keptRankings.get(db, key, await salesMark(db), () => rankBestSellers(db, opts));
}

export interface RankedVariant {
  variant_id: number | null;
  size: string;
  color: string;
  name: string;
  units: number;
  revenue_cents: number;
}

/**
 * One product's sales broken down by the variant bought (the same rule as `rankBestSellers`: sales, net of the
 * units given back, revenue after discounts), most units first. Lines older than variants group by their size and
 * colour.
 */
export async function rankVariantsOf(
  db: Reader,
  opts: { productId: number; since?: string },
): Promise<RankedVariant[]> {
  return db
    .selectFrom('order_item as i')
    .innerJoin('order as o', 'o.id', 'i.order_id')
    .select((eb) => [
      'i.variant_id',
      'i.size',
      'i.color',
      eb.fn.max('i.name').as('name'),
      eb.fn.sum<number>(keptUnits).as('units'),
      eb.fn.sum<number>(keptRevenue).as('revenue_cents'),
    ])
    .where((eb) => tookMoney(eb))
    .where('i.item_type', '=', 'product')
    .where('i.product_id', '=', opts.productId)
    .$if(opts.since !== undefined, (q) => q.where((eb) => soldWithin(eb, opts.since)))
    .groupBy(['i.variant_id', 'i.size', 'i.color'])
    .having((eb) => eb.fn.sum(keptUnits), '>', 0)
    .orderBy('units', 'desc')
    .orderBy('revenue_cents', 'desc')
    .orderBy('i.size')
    .orderBy('i.color')
    .execute();
}
