import { z } from 'zod';
import { toDollars } from '../../../shared/money.js';
import type { DateRange, SalesMonth, SalesReport } from '../../../shared/schemas/reports.js';
import type { Db } from '../../db/index.js';
import type { Deps } from '../../deps.js';
import { refundedCents, tookMoney } from '../orders.js';
import { isoBounds } from './csv.js';

/**
 * The sales and tax report: orders that took money, by the UTC month they were paid (placed, if the shop has no
 * payment time), in cents until the very end. Refunds count in the month of the order they give back. Gross is the
 * merchandise before its discount (an order stores its subtotal after it, beside the discount).
 * For every month and the totals: gross + shipping + tax − discounts = what the orders charged, and
 * net + shipping + tax = what the orders charged less what was given back.
 */
const taxLines = z.array(z.object({ name: z.string(), amountCents: z.number() })).catch([]);

/** The orders of the range that took money, with what each gave back: the report's and the orders export's rows. */
export function soldOrders(db: Db, range: DateRange) {
  const { start, end } = isoBounds(range);
  let query = db.selectFrom('order as o').where((eb) => tookMoney(eb));
  if (start) query = query.where((eb) => eb(eb.fn.coalesce('o.paid_at', 'o.created_at'), '>=', start));
  if (end) query = query.where((eb) => eb(eb.fn.coalesce('o.paid_at', 'o.created_at'), '<', end));
  return query.select((eb) => [
    eb.fn.coalesce('o.paid_at', 'o.created_at').as('sold_at'),
    refundedCents(eb).as('refunded_cents'),
  ]);
}

interface Sums {
  orders: number;
  gross: number;
  discounts: number;
  refunds: number;
  shipping: number;
  tax: number;
  taxByRegion: Record<string, number>;
  taxByLine: Record<string, number>;
}

const empty = (): Sums => ({
  orders: 0,
  gross: 0,
  discounts: 0,
  refunds: 0,
  shipping: 0,
  tax: 0,
  taxByRegion: {},
  taxByLine: {},
});

const add = (into: Record<string, number>, key: string, cents: number) => {
  into[key] = (into[key] ?? 0) + cents;
};

const dollarsOf = (cents: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(cents)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, toDollars(v)]),
  );

function toFigures(s: Sums): Omit<SalesMonth, 'month'> {
  return {
    orders: s.orders,
    gross: toDollars(s.gross),
    discounts: toDollars(s.discounts),
    refunds: toDollars(s.refunds),
    net: toDollars(s.gross - s.discounts - s.refunds),
    shipping: toDollars(s.shipping),
    tax: toDollars(s.tax),
    taxByRegion: dollarsOf(s.taxByRegion),
    taxByLine: dollarsOf(s.taxByLine),
  };
}

export async function salesReport({ db }: Pick<Deps, 'db'>, range: DateRange): Promise<SalesReport> {
  const orders = await soldOrders(db, range)
    .select(['o.subtotal_cents', 'o.discount_cents', 'o.shipping_cents', 'o.tax_cents', 'o.state', 'o.tax_lines'])
    .execute();
  const months = new Map<string, Sums>();
  const totals = empty();
  for (const o of orders) {
    const month = String(o.sold_at).slice(0, 7);
    const sums = months.get(month) ?? empty();
    months.set(month, sums);
    for (const s of [sums, totals]) {
      s.orders += 1;
      s.gross += o.subtotal_cents + o.discount_cents;
      s.discounts += o.discount_cents;
      s.refunds += Number(o.refunded_cents ?? 0);
      s.shipping += o.shipping_cents;
      s.tax += o.tax_cents;
      add(s.taxByRegion, o.state.toUpperCase(), o.tax_cents);
      for (const line of taxLines.parse(safeJson(o.tax_lines))) add(s.taxByLine, line.name, line.amountCents);
    }
  }
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    months: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, sums]) => ({ month, ...toFigures(sums) })),
    totals: toFigures(totals),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}
