import { gatewayCode, rateMicros } from '../../../shared/currency.js';
import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import type { DraftDiscountInput, DraftOrderInput, DraftQuote } from '../../../shared/schemas/draft-orders.js';
import { currencyRulesOf } from '../../../shared/settings.js';
import { type ChargedTaxLine, type Country, chargedTaxLines, type Tax, totalOf } from '../../../shared/tax.js';
import { taxRulesOf } from '../../../shared/tax-settings.js';
import type { Deps } from '../../deps.js';
import { resolveSellable } from '../cart/sellable.js';
import type { CustomLine } from '../checkout/order-lines.js';
import type { PricedLine } from '../checkout/pricing.js';
import { moneyIn, shippingFor } from '../checkout/pricing.js';
import { allocate, discountCents } from '../discounts/allocate.js';
import { discountRefusal, evaluateDiscount, findCode } from '../discounts/rules.js';
import { getSettings } from '../settings.js';
import { saleRefusal } from '../stock/availability.js';

/** A draft priced on the server: the catalogue's prices, the method's shipping, the owner's discount, tax by address. */
export interface PricedDraft {
  lines: PricedLine[];
  /** Each line's share of the discount, aligned with `lines`. */
  lineDiscounts: number[];
  /** The owner's custom lines (a commission: no item, no stock), each with its share of the discount. */
  custom: CustomLine[];
  method: { id: number | null; name: string };
  subtotalCents: number;
  discountCents: number;
  discountTitle: string | null;
  /** The shop's discount code applied (a use is held with the draft and counted when it is paid); null: none. */
  discountId: number | null;
  discountFreeShipping: boolean;
  shippingCents: number;
  tax: Tax;
  taxCharged: ChargedTaxLine[];
  totalCents: number;
  currency: string;
  rateMicros: number;
  /** Where it is taxed: the address, or the shop's for pickup. */
  taxedAt: { country: Country; state: string };
}

type OwnerDiscount = Exclude<DraftDiscountInput, { kind: 'code' }>;

/** The owner's discount as its cents off the merchandise and its title on the order ("10% off: fair regular"). */
function ownerDiscount(discount: OwnerDiscount, subtotalCents: number) {
  if (discount.kind === 'percentage') {
    const cents = discountCents('percentage', discount.percent, subtotalCents);
    return { cents, title: `${discount.percent}% off: ${discount.reason}` };
  }
  return { cents: discountCents('fixed_amount', toCents(discount.amount), subtotalCents), title: discount.reason };
}

/** Who a draft is for, as a code's "once per customer" counts them. */
export interface DraftCustomer {
  userId: number | null;
  email: string;
}

/**
 * The discount of a draft and each line's share of it (aligned with the catalogue lines, then the custom ones):
 * the owner's amount or percentage spread over every line; or the shop's code judged by the checkout's one rule
 * (evaluateDiscount: valid, within its dates, limit and once per customer, minimum, the lines it applies to) over the
 * catalogue lines (a code prices catalogue items only; a custom line takes none of it). The caller has locked the
 * code's row when it has a limit (its uses are counted here).
 */
async function draftDiscount(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { discount?: DraftDiscountInput; lines: PricedLine[]; custom: CustomLine[]; customer: DraftCustomer },
) {
  const catalogue = input.lines.map((l) => l.sellable.unitPriceCents * l.quantity);
  const amounts = [...catalogue, ...input.custom.map((c) => c.unitCents * c.quantity)];
  const none = { cents: 0, title: null, id: null, freeShipping: false, shares: amounts.map(() => 0) };
  const { discount } = input;
  if (!discount) return none;
  if (discount.kind !== 'code') {
    const owner = ownerDiscount(
      discount,
      amounts.reduce((sum, cents) => sum + cents, 0),
    );
    return { ...none, ...owner, shares: allocate(owner.cents, amounts) };
  }
  const code = await draftCode(deps, discount.code);
  const applied = await evaluateDiscount(deps, code, {
    lines: input.lines.map((l, i) => ({
      itemType: l.sellable.itemType,
      itemId: l.sellable.itemId,
      cents: catalogue[i] ?? 0,
    })),
    subtotalCents: catalogue.reduce((sum, cents) => sum + cents, 0),
    userId: input.customer.userId,
    email: input.customer.email || null,
  });
  if (applied instanceof AppError) throw applied;
  return {
    cents: applied.cents,
    title: code.code ?? code.title,
    id: code.id,
    freeShipping: applied.freeShipping,
    shares: [...applied.lineCents, ...input.custom.map(() => 0)],
  };
}

/** The shop's code as the owner typed it (case-insensitive); an unknown one is refused as at the checkout. */
async function draftCode(deps: Pick<Deps, 'db'>, code: string) {
  const row = await findCode(deps, code);
  if (!row) throw discountRefusal('invalid');
  return row;
}

/**
 * Prices a draft entirely from the catalogue and the tables, in the shop's base currency, by the checkout's rules:
 * each line at today's price (refused as a checkout refuses: sold, reserved, out of stock), a custom line at the
 * owner's price (the admin's call only; no stock; no shipping of its own), the method's shipping
 * (`shippingFor`; pickup ships nothing), the owner's discount spread over the lines (`allocate`), and tax on the
 * discounted lines and the shipping where the address's jurisdiction taxes it (`chargedTaxLines`); a pickup is
 * taxed at the shop's province or state (`pickupCountry`, `pickupState`). No price comes from the client.
 */
export async function priceDraft(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: DraftOrderInput,
  customer: DraftCustomer,
): Promise<PricedDraft> {
  const settings = await getSettings(deps);
  const rules = currencyRulesOf(settings);
  const money = moneyIn(settings, rules.base);
  const lines: PricedLine[] = [];
  const custom: CustomLine[] = [];
  for (const line of input.lines) {
    if (line.title !== undefined) {
      const unitCents = toCents(line.price ?? 0);
      custom.push({ title: line.title, unitCents, quantity: line.quantity, taxable: line.taxable, discountCents: 0 });
      continue;
    }
    const ref =
      line.productId !== undefined
        ? { itemType: 'product' as const, itemId: line.productId, size: line.size, color: line.color }
        : { itemType: 'painting' as const, itemId: line.paintingId ?? 0, size: line.size, color: '' };
    const sellable = await resolveSellable(deps, ref);
    if (!sellable)
      throw new AppError('NOT_FOUND', 'A line names an item (or a size or colour of it) the shop does not sell');
    const refusal = saleRefusal(sellable, line.quantity, 'checkout');
    if (refusal) throw refusal;
    lines.push({ cartItemId: 0, quantity: line.quantity, sellable, baseUnitCents: sellable.unitPriceCents });
  }
  const taxedAt = input.pickup
    ? { country: settings.pickupCountry, state: settings.pickupState.toUpperCase() }
    : { country: input.shippingAddress?.country ?? settings.pickupCountry, state: input.shippingAddress?.state ?? '' };
  const amounts = [
    ...lines.map((l) => l.sellable.unitPriceCents * l.quantity),
    ...custom.map((c) => c.unitCents * c.quantity),
  ];
  const subtotalCents = amounts.reduce((sum, cents) => sum + cents, 0);
  let method: { id: number | null; name: string } = { id: null, name: 'Pickup' };
  let shippingCents = 0;
  if (!input.pickup) {
    const row = await deps.db
      .selectFrom('shipping_method')
      .select(['id', 'name', 'price_cents', 'free_over_threshold'])
      .where('id', '=', input.shippingMethodId ?? 0)
      .where('country', '=', taxedAt.country)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!row) throw new AppError('BAD_REQUEST', 'Please choose a shipping method for the address’s country');
    method = { id: row.id, name: row.name };
    shippingCents = shippingFor(money.method(row), lines, subtotalCents, money.thresholdCents).cents;
  }
  const discount = await draftDiscount(deps, { discount: input.discount, lines, custom, customer });
  if (discount.freeShipping) shippingCents = 0;
  const shares = discount.shares;
  const lineDiscounts = shares.slice(0, lines.length);
  for (const [i, c] of custom.entries()) c.discountCents = shares[lines.length + i] ?? 0;
  const taxCharged = chargedTaxLines(taxRulesOf(settings), {
    country: taxedAt.country,
    state: taxedAt.state,
    goods: [
      ...lines.map((l, i) => ({
        cents: l.sellable.unitPriceCents * l.quantity - (lineDiscounts[i] ?? 0),
        category: l.sellable.taxCategory,
      })),
      // A taxable custom line is taxed at the jurisdiction's rate (no category to exempt); an untaxed one is left out.
      ...custom
        .filter((c) => c.taxable)
        .map((c) => ({ cents: c.unitCents * c.quantity - c.discountCents, category: null })),
    ],
    shippingCents,
  });
  const tax = totalOf(taxCharged);
  return {
    lines,
    lineDiscounts,
    custom,
    method,
    subtotalCents,
    discountCents: discount.cents,
    discountTitle: discount.title,
    discountId: discount.id,
    discountFreeShipping: discount.freeShipping,
    shippingCents,
    tax,
    taxCharged,
    totalCents: subtotalCents - discount.cents + shippingCents + tax.amountCents,
    currency: gatewayCode(rules.base),
    rateMicros: rateMicros(rules, rules.base, rules.base),
    taxedAt,
  };
}

/**
 * A draft's price without writing or holding anything (the Sell screen's running total as the lines are tapped in):
 * priceDraft's figures, so the total shown is the one the draft will charge. Refuses what a create would (409 sold).
 */
export async function quoteDraft(deps: Pick<Deps, 'db' | 'clock'>, input: DraftOrderInput): Promise<DraftQuote> {
  const priced = await priceDraft(deps, input, { userId: input.customerId ?? null, email: input.customerEmail ?? '' });
  return {
    subtotal: toDollars(priced.subtotalCents),
    discount: toDollars(priced.discountCents),
    shipping: toDollars(priced.shippingCents),
    tax: toDollars(priced.tax.amountCents),
    total: toDollars(priced.totalCents),
  };
}
