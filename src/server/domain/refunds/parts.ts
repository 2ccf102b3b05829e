import {
  type ChargedTax,
  type MoneyParts,
  type RefundBase,
  refundTaxLines,
  splitRefund,
  type TaxShare,
  taxOfRefund,
} from '../../../shared/refunds.js';
import type { Reader } from '../../db/flow.js';

/** The tax lines stored with an order or a refund (JSON `[{name, amountCents}]`); anything else reads as none. */
export function taxLinesIn(json: string): TaxShare[] {
  return chargedIn(json).map(({ name, amountCents }) => ({ name, amountCents }));
}

/** An order's tax lines with what each was charged on, where the order kept it (`ChargedTax`). */
function chargedIn(json: string): ChargedTax[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap(
    (l: { name?: unknown; amountCents?: unknown; goodsCents?: unknown; shippingCents?: unknown }) =>
      typeof l?.name === 'string' && Number.isInteger(l.amountCents)
        ? [
            {
              name: l.name,
              amountCents: l.amountCents as number,
              ...(Number.isInteger(l.goodsCents) ? { goodsCents: l.goodsCents as number } : {}),
              ...(Number.isInteger(l.shippingCents) ? { shippingCents: l.shippingCents as number } : {}),
            },
          ]
        : [],
  );
}

/** What is still unrefunded of an order (`leftOfOrder`). */
export interface LeftOfOrder {
  parts: MoneyParts;
  taxLines: TaxShare[];
  /** The order's tax lines as charged, the goods and shipping it charged, and what its refunds gave back of them. */
  charged: ChargedTax[];
  order: RefundBase;
  before: RefundBase;
}

/**
 * What is still unrefunded of an order, by part and by tax line: what it charged (merchandise after its discount,
 * shipping, tax) less the refunds of it that did not fail, pending ones included (they are claimed). A second
 * payment's refund (`duplicate`) takes nothing off the order.
 */
export async function leftOfOrder(db: Reader, orderId: number, secondPayment = false): Promise<LeftOfOrder> {
  const order = await db
    .selectFrom('order')
    .select(['subtotal_cents', 'shipping_cents', 'tax_cents', 'tax_lines'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  // A second payment's refund gives back that payment, of the whole order: nothing before it counts.
  const refunds = secondPayment
    ? []
    : await db
        .selectFrom('refund')
        .select(['merchandise_cents', 'shipping_cents', 'tax_cents', 'tax_lines'])
        .where('order_id', '=', orderId)
        .where('status', '!=', 'failed')
        .where('duplicate', '=', 0)
        .execute();
  const less = (charged: number, part: 'merchandise_cents' | 'shipping_cents' | 'tax_cents') =>
    Math.max(0, charged - refunds.reduce((sum, r) => sum + r[part], 0));
  const given = refunds.flatMap((r) => taxLinesIn(r.tax_lines));
  const sum = (part: 'merchandise_cents' | 'shipping_cents') => refunds.reduce((total, r) => total + r[part], 0);
  return {
    charged: chargedIn(order.tax_lines),
    order: { goodsCents: order.subtotal_cents, shippingCents: order.shipping_cents },
    before: { goodsCents: sum('merchandise_cents'), shippingCents: sum('shipping_cents') },
    parts: {
      merchandiseCents: less(order.subtotal_cents, 'merchandise_cents'),
      shippingCents: less(order.shipping_cents, 'shipping_cents'),
      taxCents: less(order.tax_cents, 'tax_cents'),
    },
    taxLines: taxLinesIn(order.tax_lines).map((line) => ({
      name: line.name,
      amountCents: Math.max(
        0,
        line.amountCents - given.filter((g) => g.name === line.name).reduce((sum, g) => sum + g.amountCents, 0),
      ),
    })),
  };
}

/** `lines` each at most what `left` has of its tax. */
const within = (lines: readonly TaxShare[], left: readonly TaxShare[]) =>
  lines.map((l) => ({
    name: l.name,
    amountCents: Math.min(l.amountCents, left.find((x) => x.name === l.name)?.amountCents ?? 0),
  }));

/**
 * The columns a refund row records of what it gives back, worked out in the transaction that claims it (the
 * owner's refund or cancel, a refund the shop owes): `splitRefund` over what is left of the order, the goods' tax
 * and the shipping's told apart by the order's own rule (`taxOfRefund`), the tax over its tax lines
 * (`refundTaxLines`). `secondPayment`: the refund of a second payment of the order (`duplicate`), split over the
 * whole order.
 */
export async function refundParts(
  db: Reader,
  refund: { orderId: number; amountCents: number; secondPayment?: boolean },
) {
  return partsOf(await leftOfOrder(db, refund.orderId, refund.secondPayment === true), refund);
}

/**
 * `refundParts` against what is left of the order, already read in the claiming transaction (`leftOfOrder`: the
 * owner's refund reads it once for the lines' price and the parts). `byLines`: the refund is of lines, their goods,
 * shipping and tax as the refund rule priced them (`refundOfLines`).
 */
export function partsOf(
  left: LeftOfOrder,
  refund: { amountCents: number; byLines?: MoneyParts & { taxLines: TaxShare[] } },
) {
  const goodsLeft = { goodsCents: left.parts.merchandiseCents, shippingCents: 0 };
  const goodsTax = within(taxOfRefund(left.charged, left.order, left.before, goodsLeft), left.taxLines);
  const goodsTaxCents = goodsTax.reduce((sum, l) => sum + l.amountCents, 0);
  const parts = splitRefund(refund.amountCents, left.parts, refund.byLines, goodsTaxCents);
  const { byLines } = refund;
  const asPriced =
    byLines !== undefined &&
    parts.taxCents === byLines.taxCents &&
    parts.merchandiseCents === byLines.merchandiseCents &&
    byLines.taxLines.every((l) => l.amountCents <= (left.taxLines.find((x) => x.name === l.name)?.amountCents ?? 0));
  return {
    merchandise_cents: parts.merchandiseCents,
    shipping_cents: parts.shippingCents,
    tax_cents: parts.taxCents,
    tax_lines: JSON.stringify(asPriced ? byLines.taxLines : refundTaxLines(parts.taxCents, goodsTax, left.taxLines)),
  };
}
