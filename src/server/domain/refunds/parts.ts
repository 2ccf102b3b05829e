import { type MoneyParts, splitRefund, splitTax, type TaxShare } from '../../../shared/refunds.js';
import type { Reader } from '../../db/flow.js';

/** The tax lines stored with an order or a refund (JSON `[{name, amountCents}]`); anything else reads as none. */
export function taxLinesIn(json: string): TaxShare[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((l: { name?: unknown; amountCents?: unknown }) =>
    typeof l?.name === 'string' && Number.isInteger(l.amountCents)
      ? [{ name: l.name, amountCents: l.amountCents as number }]
      : [],
  );
}

/**
 * What is still unrefunded of an order, by part and by tax line: what it charged (merchandise after its discount,
 * shipping, tax) less the refunds of it that did not fail, pending ones included (they are claimed). A second
 * payment's refund (`duplicate`) takes nothing off the order.
 */
export async function leftOfOrder(
  db: Reader,
  orderId: number,
  secondPayment = false,
): Promise<{ parts: MoneyParts; taxLines: TaxShare[] }> {
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
  return {
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

/**
 * The columns a refund row records of what it gives back, worked out in the transaction that claims it (the
 * owner's refund or cancel, a refund the shop owes): `splitRefund` over what is left of the order, the tax over
 * its tax lines. `byLines`: the refund is of lines, their goods and tax share as the refund rule priced them;
 * `secondPayment`: the refund of a second payment of the order (`duplicate`), split over the whole order.
 */
export async function refundParts(
  db: Reader,
  refund: {
    orderId: number;
    amountCents: number;
    byLines?: MoneyParts;
    secondPayment?: boolean;
  },
) {
  const left = await leftOfOrder(db, refund.orderId, refund.secondPayment === true);
  const parts = splitRefund(refund.amountCents, left.parts, refund.byLines);
  return {
    merchandise_cents: parts.merchandiseCents,
    shipping_cents: parts.shippingCents,
    tax_cents: parts.taxCents,
    tax_lines: JSON.stringify(splitTax(parts.taxCents, left.taxLines)),
  };
}
