import { sql } from 'kysely';
import { gatewayCode, toBaseCents } from '../../../shared/currency.js';
import { toDollars } from '../../../shared/money.js';
import type { DateRange, SalesFigures, SalesReport } from '../../../shared/schemas/reports.js';
import type { Reader } from '../../db/flow.js';
import type { Deps } from '../../deps.js';
import { refundedCents, saleRefunds, soldAt, soldWithin, tookMoney } from '../orders/orders.js';
import { taxLinesIn } from '../refunds/parts.js';
import { getSettings } from '../settings.js';
import { isoBounds } from './csv.js';

/**
 * The sales and tax report, by UTC month and by region (the state or province shipped to), in cents until the very
 * end. The money is counted when it moved: a sale (an order that took money, `tookMoney`) in the month it was paid,
 * a refund in the month the gateway confirmed it (a December refund of a November sale is December's: the month an
 * accountant files it in). A refund records what it gave back (merchandise at what was paid for it, shipping, tax by
 * line: `domain/refunds/parts.ts`), so nothing is re-derived here. For every month, region and the totals:
 * gross − discounts = the merchandise the orders charged, net = gross − discounts − merchandise refunded,
 * tax owed = tax charged − tax refunded (also by region and by tax line), and
 * net + shipping − shipping refunded + tax owed = what the orders charged less what was given back.
 * A gift card redeemed is payment, not a discount: an order it paid (in part or whole) counts at its full price,
 * and what a refund puts back on the card is a refund of its own (`refund.gift_card_cents`), taken off the same way.
 * Store credit likewise: spent, it is payment; a refund put on it (`refund.credit_cents`) is a refund.
 * A gift card sold (issue 41) is deferred revenue, a liability until it is spent, not a sale: its lines are left out
 * of gross and of merchandise refunded, and counted apart (`giftCardsSold`, `giftCardsRefunded`); they are never
 * taxed, so the tax figures do not see them. What the orders charged less what was given back is then
 * net + shipping − shipping refunded + tax owed + gift cards sold − gift cards refunded. The goods a card later pays
 * for count as sales of that later order, at their full price.
 */

/** The orders of the range that took money, by the day they were paid: the report's and the orders export's rows. */
export function soldOrders(db: Reader, range: DateRange) {
  const { start, end } = isoBounds(range);
  return db
    .selectFrom('order as o')
    .where((eb) => tookMoney(eb))
    .where((eb) => soldWithin(eb, start, end))
    .select((eb) => [soldAt(eb).as('sold_at'), refundedCents(eb).as('refunded_cents')]);
}

interface Sums {
  orders: number;
  gross: number;
  discounts: number;
  merchandiseRefunded: number;
  shipping: number;
  shippingRefunded: number;
  tax: number;
  taxRefunded: number;
  giftCardsSold: number;
  giftCardsRefunded: number;
  /** Tax owed by line: charged less refunded. */
  taxOwedByLine: Record<string, number>;
}

const empty = (): Sums => ({
  orders: 0,
  gross: 0,
  discounts: 0,
  merchandiseRefunded: 0,
  shipping: 0,
  shippingRefunded: 0,
  tax: 0,
  taxRefunded: 0,
  giftCardsSold: 0,
  giftCardsRefunded: 0,
  taxOwedByLine: {},
});

/** A month's (or the whole range's) sums, and the same by region. */
interface Period {
  all: Sums;
  regions: Map<string, Sums>;
}

const add = (into: Record<string, number>, key: string, cents: number) => {
  into[key] = (into[key] ?? 0) + cents;
};

const dollarsOf = (cents: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(cents)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, toDollars(v)]),
  );

function toFigures(s: Sums) {
  return {
    orders: s.orders,
    gross: toDollars(s.gross),
    discounts: toDollars(s.discounts),
    refunds: toDollars(s.merchandiseRefunded),
    merchandiseRefunded: toDollars(s.merchandiseRefunded),
    net: toDollars(s.gross - s.discounts - s.merchandiseRefunded),
    shipping: toDollars(s.shipping),
    shippingRefunded: toDollars(s.shippingRefunded),
    tax: toDollars(s.tax),
    taxRefunded: toDollars(s.taxRefunded),
    taxOwed: toDollars(s.tax - s.taxRefunded),
    taxByLine: dollarsOf(s.taxOwedByLine),
    giftCardsSold: toDollars(s.giftCardsSold),
    giftCardsRefunded: toDollars(s.giftCardsRefunded),
  };
}

function periodFigures(p: Period): SalesFigures {
  const regions = [...p.regions.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    ...toFigures(p.all),
    taxByRegion: Object.fromEntries(regions.map(([region, s]) => [region, toDollars(s.tax - s.taxRefunded)])),
    regions: regions.map(([region, s]) => ({ region, ...toFigures(s) })),
  };
}

/**
 * The report for the range: for the base currency (`months`, `totals`), for each currency charged (`currencies`,
 * each in its own money: amounts of different currencies are never added up), and the base-currency total of all
 * of them, each order at its own rate.
 */
export async function salesReport({ db }: Pick<Deps, 'db'>, range: DateRange): Promise<SalesReport> {
  const { start, end } = isoBounds(range);
  const [sales, refunds, settings] = await Promise.all([
    soldOrders(db, range)
      .select(['o.subtotal_cents', 'o.discount_cents', 'o.shipping_cents', 'o.tax_cents', 'o.state', 'o.tax_lines'])
      .select(['o.currency', 'o.base_total_cents'])
      .select((eb) =>
        eb
          .selectFrom('order_item as gi')
          .select(sql<number | string | null>`sum(gi.unit_price_cents * gi.quantity)`.as('cents'))
          .whereRef('gi.order_id', '=', 'o.id')
          .where('gi.item_type', '=', 'gift_card')
          .as('gift_cents'),
      )
      .execute(),
    saleRefunds(db, { start, end })
      .select(['r.settled_at', 'r.merchandise_cents', 'r.shipping_cents', 'r.tax_cents', 'r.tax_lines', 'o.state'])
      .select(['r.amount_cents', 'o.currency', 'o.exchange_rate_micros', 'r.order_id', 'r.lines'])
      .execute(),
    getSettings({ db }),
  ]);
  const giftPrices = await giftLinePrices(
    db,
    refunds.map((r) => r.order_id),
  );
  const base = gatewayCode(settings.currency);
  const codes = [...new Set([base, ...sales.map((o) => o.currency), ...refunds.map((r) => r.currency)])];
  const currencies = codes.map((currency) => ({
    currency,
    ...reportOf(
      sales.filter((o) => o.currency === currency).map((o) => ({ ...o, gift_cents: Number(o.gift_cents ?? 0) })),
      refunds.filter((r) => r.currency === currency).map((r) => ({ ...r, gift_cents: giftPartOf(r, giftPrices) })),
    ),
  }));
  const baseTotal =
    sales.reduce((sum, o) => sum + o.base_total_cents, 0) -
    refunds.reduce((sum, r) => sum + toBaseCents(r.amount_cents, r.exchange_rate_micros), 0);
  const own = currencies.find((c) => c.currency === base) ?? currencies[0];
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    currency: base,
    months: own?.months ?? [],
    totals: own?.totals ?? periodFigures({ all: empty(), regions: new Map() }),
    currencies,
    baseTotal: toDollars(baseTotal),
  };
}

/** The unit prices of the gift card lines of these orders, by order line. */
async function giftLinePrices(db: Reader, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_item')
    .select(['id', 'unit_price_cents'])
    .where('order_id', 'in', [...new Set(orderIds)])
    .where('item_type', '=', 'gift_card')
    .execute();
  return new Map(rows.map((r) => [r.id, r.unit_price_cents]));
}

/** What of a refund's merchandise gave back gift cards sold (its gift card lines, at most its merchandise). */
function giftPartOf(refund: { lines: string; merchandise_cents: number }, prices: Map<number, number>): number {
  const lines = JSON.parse(refund.lines) as { orderItemId: number; quantity: number }[];
  const cents = lines.reduce((sum, l) => sum + (prices.get(l.orderItemId) ?? 0) * l.quantity, 0);
  return Math.min(cents, refund.merchandise_cents);
}

interface SaleRow {
  sold_at: unknown;
  gift_cents: number;
  state: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  tax_lines: string;
}
interface RefundRow {
  settled_at: string | null;
  gift_cents: number;
  state: string;
  merchandise_cents: number;
  shipping_cents: number;
  tax_cents: number;
  tax_lines: string;
}

/** The months and totals of these sales and refunds (all in one currency). */
function reportOf(sales: SaleRow[], refunds: RefundRow[]): Pick<SalesReport, 'months' | 'totals'> {
  const months = new Map<string, Period>();
  const totals: Period = { all: empty(), regions: new Map() };
  /** The sums a movement of `at` (ISO) in `state` adds to: its month's and the range's, each whole and by region. */
  const sumsOf = (at: string, state: string): Sums[] => {
    const month = at.slice(0, 7);
    const period = months.get(month) ?? { all: empty(), regions: new Map() };
    months.set(month, period);
    const region = state.toUpperCase();
    return [period, totals].flatMap((p) => {
      const sums = p.regions.get(region) ?? empty();
      p.regions.set(region, sums);
      return [p.all, sums];
    });
  };
  for (const o of sales) {
    for (const s of sumsOf(String(o.sold_at), o.state)) {
      s.orders += 1;
      s.gross += o.subtotal_cents + o.discount_cents - o.gift_cents;
      s.giftCardsSold += o.gift_cents;
      s.discounts += o.discount_cents;
      s.shipping += o.shipping_cents;
      s.tax += o.tax_cents;
      for (const line of taxLinesIn(o.tax_lines)) add(s.taxOwedByLine, line.name, line.amountCents);
    }
  }
  for (const r of refunds) {
    for (const s of sumsOf(String(r.settled_at), r.state)) {
      s.merchandiseRefunded += r.merchandise_cents - r.gift_cents;
      s.giftCardsRefunded += r.gift_cents;
      s.shippingRefunded += r.shipping_cents;
      s.taxRefunded += r.tax_cents;
      for (const line of taxLinesIn(r.tax_lines)) add(s.taxOwedByLine, line.name, -line.amountCents);
    }
  }
  return {
    months: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, period]) => ({ month, ...periodFigures(period) })),
    totals: periodFigures(totals),
  };
}
