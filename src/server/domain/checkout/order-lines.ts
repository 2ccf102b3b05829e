import { toBaseCents } from '../../../shared/currency.js';
import type { ChargedTaxLine } from '../../../shared/tax.js';
import type { TxDeps } from '../../deps.js';
import type { PricedLine } from './pricing.js';

/** An owner's custom line on a draft order (issue 42: a commission): its title, price, quantity; no item, no stock. */
export interface CustomLine {
  title: string;
  unitCents: number;
  quantity: number;
  taxable: boolean;
  /** Its share of the order's discount. */
  discountCents: number;
}

/** What an order's row keeps of its pricing, the checkout's and a draft order's alike. */
interface PricedTotals {
  method: { id: number | null; name: string };
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  tax: { amountCents: number };
  totalCents: number;
  rateMicros: number;
  taxCharged: ChargedTaxLine[];
}

/**
 * The order row's shipping method and totals from its pricing: the subtotal stored after the discount (the order's
 * check: total = subtotal + shipping + tax; `discount_cents` keeps the discount), every amount in the order's
 * currency with its rate and base total for the reports, and what each line taxed (a refund gives back each tax by
 * the same rule: shared/refunds.ts, taxOfRefund).
 */
export function totalsColumns(priced: PricedTotals) {
  return {
    shipping_method_id: priced.method.id,
    shipping_method_name: priced.method.name,
    subtotal_cents: priced.subtotalCents - priced.discountCents,
    shipping_cents: priced.shippingCents,
    tax_cents: priced.tax.amountCents,
    total_cents: priced.totalCents,
    exchange_rate_micros: priced.rateMicros,
    base_total_cents: toBaseCents(priced.totalCents, priced.rateMicros),
    tax_lines: JSON.stringify(priced.taxCharged),
  };
}

/**
 * Writes an order's lines as priced (frozen: name, image, unit price, size, colour, variant) with each line's share
 * of the discount (`lineDiscounts`, aligned with `lines`): the checkout's and a draft order's (issue 42) alike.
 */
export async function insertOrderLines(
  { db }: TxDeps,
  orderId: number,
  lines: readonly PricedLine[],
  lineDiscounts: readonly number[],
): Promise<void> {
  for (const [index, { sellable: s, quantity }] of lines.entries()) {
    await db
      .insertInto('order_item')
      .values({
        order_id: orderId,
        item_type: s.itemType,
        product_id: s.itemType === 'product' ? s.itemId : null,
        painting_id: s.itemType === 'painting' ? s.itemId : null,
        name: s.name,
        image_url: s.imageUrl,
        quantity,
        unit_price_cents: s.unitPriceCents,
        size: s.size,
        color: s.color,
        variant_id: s.variantId,
        discount_cents: lineDiscounts[index] ?? 0,
      })
      .execute();
  }
}

/** Writes an order's custom lines (item_type 'custom': no product, no painting, taxable or not) after its others. */
export async function insertCustomLines({ db }: TxDeps, orderId: number, lines: readonly CustomLine[]): Promise<void> {
  for (const line of lines) {
    await db
      .insertInto('order_item')
      .values({
        order_id: orderId,
        item_type: 'custom',
        name: line.title,
        quantity: line.quantity,
        unit_price_cents: line.unitCents,
        discount_cents: line.discountCents,
        taxable: line.taxable ? 1 : 0,
      })
      .execute();
  }
}
