import { type Currency, priceIn } from '../../../shared/currency.js';
import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import type { CartItem, LinePrice } from '../../../shared/schemas/cart.js';
import type { AppliedDiscount, CartTotals } from '../../../shared/schemas/discounts.js';
import { currencyRulesOf } from '../../../shared/settings.js';
import { lockKeys, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import { getCart } from '../cart/cart.js';
import { chargeCurrency, linePrice, moneyIn } from '../checkout/pricing.js';
import { getSettings } from '../settings.js';
import type { Localized } from '../translations.js';
import { bestAutomatic, betterApplied, chooseDiscount, saving, shownDiscountLine } from './choose.js';
import { type DiscountContext, discountRefusal, evaluateDiscount, findCode } from './rules.js';

/**
 * A cart's discount code (POST/DELETE /api/cart/{cartId}/discount) and the cart drawer's totals. The code is
 * remembered for the cart; pricing decides at every quote and at checkout whether it still applies and whether
 * it saves more than the best automatic discount (see chooseDiscount).
 */
type Reader = Pick<Deps, 'db' | 'clock'>;

/**
 * The cart's lines as a discount sees them (lines that can no longer be bought are left out), priced in the currency
 * asked for (`chargeCurrency`: one the shop charges, else 400; none: the base), with the cheapest method's price
 * in it (before a method is chosen, free shipping is worth that, to compare it with a code). A fixed amount off and
 * a minimum subtotal are converted by the context (`convert`), as at checkout.
 */
async function cartContext(
  deps: Reader,
  cartId: string,
  userId: number | null,
  requested: Currency | undefined,
): Promise<
  DiscountContext & {
    cartId: string;
    currency: Currency;
    shippingCents: number;
    prices: LinePrice[];
    giftCents: number;
  }
> {
  const settings = await getSettings(deps);
  const currency = chargeCurrency(currencyRulesOf(settings), requested, null);
  const money = moneyIn(settings, currency);
  const items = (await getCart(deps, cartId)).filter((i) => i.issue !== 'unavailable' && i.issue !== 'sold');
  // A cart line answers its base price and, where CAD is charged and not the base, its CAD price: by the one rule.
  const unitCents = (i: CartItem) =>
    priceIn(money.rules, currency, {
      baseCents: toCents(i.price),
      cadCents: i.prices ? toCents(i.prices.CAD) : null,
    });
  const prices = items.map((i) => linePrice(i.id, i.quantity, unitCents(i)));
  // A code never discounts a gift card (issue 41): its lines are priced but not among the discounted ones.
  const lines = items.flatMap((i) =>
    i.item_type === 'gift_card'
      ? []
      : [{ itemType: i.item_type, itemId: i.productId, cents: unitCents(i) * i.quantity }],
  );
  const giftCents = items.reduce((s, i) => s + (i.item_type === 'gift_card' ? unitCents(i) : 0), 0);
  return {
    lines,
    prices,
    giftCents,
    subtotalCents: lines.reduce((s, l) => s + l.cents, 0),
    userId,
    cartId,
    currency,
    convert: money.amount,
    shippingCents: money.method({ price_cents: await cheapestMethod(deps), free_over_threshold: 0 }).price_cents,
  };
}

/** The cheapest active method's base price. */
async function cheapestMethod({ db }: Pick<Deps, 'db'>): Promise<number> {
  const row = await db
    .selectFrom('shipping_method')
    .select((eb) => eb.fn.min<number>('price_cents').as('cents'))
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/**
 * Applies a code to a cart: refused with its message when it does not apply (400/409), or when the automatic
 * discount already applied saves more (409); else remembered for the cart, answering what it takes off.
 */
export async function applyDiscountCode(
  deps: FlowDeps<'clock'>,
  input: { cartId: string; code: string; currency?: Currency },
  userId: number | null,
): Promise<AppliedDiscount> {
  const row = input.code ? await findCode(deps, input.code) : null;
  if (!row || row.automatic === 1) throw discountRefusal('invalid');
  const ctx = await cartContext(deps, input.cartId, userId, input.currency);
  const result = await evaluateDiscount(deps, row, ctx);
  if (result instanceof AppError) throw result;
  const shipping = ctx.shippingCents;
  const auto = await bestAutomatic(deps, ctx, shipping);
  if (auto && saving(auto, shipping) >= saving(result, shipping)) {
    throw betterApplied(auto.discount.title);
  }
  // One statement replaces the cart's code: a double click applies it twice, never fails on the cart's one row.
  const created_at = isoNow(deps.clock);
  await runFlow(deps, async (tx) => {
    await lockKeys(tx, 'cart', [input.cartId]);
    await tx.db
      .insertInto('cart_discount')
      .values({ cart_id: input.cartId, discount_id: row.id, created_at })
      .onConflict((oc) => oc.column('cart_id').doUpdateSet({ discount_id: row.id, created_at }))
      .execute();
  });
  return {
    code: row.code ?? input.code,
    type: row.type,
    amountOff: toDollars(result.cents),
    freeShipping: result.freeShipping,
  };
}

/** Forgets the cart's code (the best automatic discount, if any, applies again). */
export async function removeDiscountCode(deps: FlowDeps, input: { cartId: string }): Promise<void> {
  await runFlow(deps, async (tx) => {
    await lockKeys(tx, 'cart', [input.cartId]);
    await tx.db.deleteFrom('cart_discount').where('cart_id', '=', input.cartId).execute();
  });
}

/**
 * The cart drawer's totals: subtotal, the discount that applies now, the subtotal after it, and any notice, all in
 * the currency asked for (the shopper's; none: the base), the one it answers.
 */
export async function cartTotals(
  deps: Reader & Localized,
  input: { cartId: string; currency?: Currency },
  userId: number | null,
): Promise<CartTotals> {
  const ctx = await cartContext(deps, input.cartId, userId, input.currency);
  const chosen = await chooseDiscount(deps, ctx, false);
  const off = chosen.applied?.cents ?? 0;
  return {
    currency: ctx.currency.toLowerCase(),
    lines: ctx.prices,
    subtotal: toDollars(ctx.subtotalCents + ctx.giftCents),
    discount: await shownDiscountLine(deps, chosen.applied),
    discountTotal: toDollars(off),
    total: toDollars(ctx.subtotalCents + ctx.giftCents - off),
    enteredCode: chosen.enteredCode,
    notice: chosen.notice,
  };
}
