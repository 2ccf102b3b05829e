import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import type { DiscountLine } from '../../../shared/schemas/discounts.js';
import type { Deps } from '../../deps.js';
import { messageIn } from '../error-messages.fr.js';
import { inLocale, type Localized, textsOf, translating } from '../translations.js';
import { type Applied, type DiscountContext, type DiscountRow, evaluateDiscount } from './rules.js';

type Reader = Pick<Deps, 'db' | 'clock'>;

/** The one discount of an order, and why the cart's entered code is not it (a refusal, or a better one applies). */
export interface Chosen {
  applied: Applied | null;
  notice: string | null;
  enteredCode: string | null;
}

/** What a discount saves on this cart: its cents off the merchandise, plus the shipping when it frees it. */
export function saving(a: Applied, shippingCents: number): number {
  return a.cents + (a.freeShipping ? shippingCents : 0);
}

/** The code the cart has entered (POST /api/cart/{cartId}/discount), if it still exists. */
async function enteredDiscount({ db }: Pick<Deps, 'db'>, cartId: string): Promise<DiscountRow | null> {
  const row = await db
    .selectFrom('cart_discount as cd')
    .innerJoin('discount as d', 'd.id', 'cd.discount_id')
    .selectAll('d')
    .where('cd.cart_id', '=', cartId)
    .executeTakeFirst();
  return row ?? null;
}

/** The automatic discount that saves this cart the most (the earlier one on a tie); null when none applies. */
export async function bestAutomatic(
  deps: Reader,
  ctx: DiscountContext & { exceptOrderId?: number | null },
  shippingCents: number,
): Promise<Applied | null> {
  const candidates = await deps.db
    .selectFrom('discount')
    .selectAll()
    .where('automatic', '=', 1)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
  let best: Applied | null = null;
  for (const d of candidates) {
    const result = await evaluateDiscount(deps, d, ctx);
    if (result instanceof AppError) continue;
    if (saving(result, shippingCents) > (best ? saving(best, shippingCents) : 0)) best = result;
  }
  return best;
}

/** "Free shipping over $150 is already applied and saves you more." (409: the entered code is not taken). */
export function betterApplied(title: string): AppError {
  return new AppError('CONFLICT', `${title} is already applied and saves you more.`, {
    key: 'discount.betterApplied',
    values: { title },
  });
}

/**
 * One discount per order: the best automatic discount, replaced by the cart's entered code when that saves
 * more (shipping counted for free shipping). `strict` (checkout): a code that no longer applies is refused with
 * its message (409 DISCOUNT_REFUSED: the shopper may remove it and go on); otherwise it is left out and its
 * refusal becomes the notice.
 */
export async function chooseDiscount(
  deps: Reader & Localized,
  ctx: DiscountContext & { cartId: string; shippingCents: number; exceptOrderId?: number | null },
  strict: boolean,
): Promise<Chosen> {
  const auto = await bestAutomatic(deps, ctx, ctx.shippingCents);
  const entered = await enteredDiscount(deps, ctx.cartId);
  if (!entered) return { applied: auto, notice: null, enteredCode: null };
  const enteredCode = entered.code;
  const code = await evaluateDiscount(deps, entered, ctx);
  if (code instanceof AppError) {
    if (strict) throw new AppError('DISCOUNT_REFUSED', code.message, code.detail);
    return { applied: auto, notice: messageIn(deps.locale, code), enteredCode };
  }
  if (auto && saving(code, ctx.shippingCents) <= saving(auto, ctx.shippingCents)) {
    return { applied: auto, notice: messageIn(deps.locale, betterApplied(auto.discount.title)), enteredCode };
  }
  return { applied: code, notice: null, enteredCode };
}

/** The discount line the cart, the checkout summary and the session show. */
export function discountLine(applied: Applied | null): DiscountLine | null {
  if (!applied) return null;
  const d = applied.discount;
  return {
    code: d.automatic ? null : d.code,
    title: d.automatic ? d.title : d.title || (d.code ?? ''),
    automatic: d.automatic === 1,
    type: d.type,
    amountOff: toDollars(applied.cents),
    freeShipping: applied.freeShipping,
  };
}

/**
 * The discount line as a shopper reads it (the cart, the checkout summary, the payment step): its title in the
 * asker's language where the owner translated it, else as `discountLine` has it.
 */
export async function shownDiscountLine(
  deps: Pick<Deps, 'db'> & Localized,
  applied: Applied | null,
): Promise<DiscountLine | null> {
  const line = discountLine(applied);
  if (!line || !applied || !translating(deps)) return line;
  const texts = await textsOf(deps.db, 'discount', deps.locale, [applied.discount.id]);
  return { ...line, title: inLocale(line.title, texts.get(String(applied.discount.id)), 'title') };
}
