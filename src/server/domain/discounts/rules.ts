import type { Selectable } from 'kysely';
import type { Currency } from '../../../shared/currency.js';
import { AppError, type ErrorCode } from '../../../shared/errors.js';
import { formatMoney, toDollars } from '../../../shared/money.js';
import type { ItemType } from '../../../shared/schemas/cart.js';
import {
  type AppliesTo,
  appliesToSchema,
  DISCOUNT_REFUSALS,
  type DiscountStatus,
  heldElsewhereRefusal,
  minimumRefusal,
} from '../../../shared/schemas/discounts.js';
import type { DiscountTable } from '../../db/schema-discounts.js';
import { type Deps, isoNow } from '../../deps.js';
import { allocate, discountCents } from './allocate.js';
import { customerKey, heldByRequester, liveUses, type Requester } from './uses.js';

export type DiscountRow = Selectable<DiscountTable>;

/** A line as a discount sees it: what it is and what it costs (price × quantity, cents). */
export interface DiscountedLine {
  itemType: ItemType;
  itemId: number;
  cents: number;
}

/** What a discount does to a cart: cents off the merchandise, per line (aligned with the lines), free shipping. */
export interface Applied {
  discount: DiscountRow;
  cents: number;
  lineCents: number[];
  freeShipping: boolean;
}

export interface DiscountContext {
  lines: DiscountedLine[];
  subtotalCents: number;
  /** The signed-in shopper (once per customer); null: a visitor, checked again at checkout. */
  userId: number | null;
  /** A guest's e-mail at checkout: once per customer counts by it when there is no account. */
  email?: string | null;
  /**
   * A checkout about to hold a use: where it comes from. A code with a usage limit is refused while another unpaid
   * checkout from the same address, browser session or mailbox (not one of this cart's) holds one of its uses.
   */
  requester?: Requester;
  /** The cart being priced: its own checkouts are the shopper's, not another one holding the code. */
  cartId?: string;
  /**
   * Base-currency cents (a fixed amount off, a minimum subtotal) in the currency the lines are priced in
   * (`convertCents`); absent: the lines are in the base currency.
   */
  convert?: (cents: number) => number;
  /** The currency the lines are priced in, as a refusal names an amount (absent: the shop's base, `$`). */
  currency?: Currency;
}

type Reader = Pick<Deps, 'db' | 'clock'>;

/** How each refusal without parameters answers: not valid or over (400), or taken by others (409). */
const REFUSAL_CODES = {
  invalid: 'BAD_REQUEST',
  expired: 'BAD_REQUEST',
  usedUp: 'CONFLICT',
  alreadyUsed: 'CONFLICT',
  notApplicable: 'BAD_REQUEST',
} as const satisfies Record<keyof typeof DISCOUNT_REFUSALS, ErrorCode>;

/** A discount refusal: its words (DISCOUNT_REFUSALS), and its key (`discount.expired`) for other languages. */
export function discountRefusal(which: keyof typeof DISCOUNT_REFUSALS): AppError {
  return new AppError(REFUSAL_CODES[which], DISCOUNT_REFUSALS[which], { key: `discount.${which}` });
}

export function parseAppliesTo(text: string | null): AppliesTo | null {
  if (!text) return null;
  return appliesToSchema.catch({ categoryIds: [], collectionIds: [], paintings: false }).parse(JSON.parse(text));
}

/** Where a discount stands now: disabled, used up, expired, scheduled or active (in that order). */
export function discountStatus(d: DiscountRow, timesUsed: number, now: string): DiscountStatus {
  if (d.disabled_at) return 'disabled';
  if (d.usage_limit !== null && timesUsed >= d.usage_limit) return 'used_up';
  if (d.ends_at && d.ends_at <= now) return 'expired';
  if (d.starts_at && d.starts_at > now) return 'scheduled';
  return 'active';
}

/** Which lines a restricted code applies to: products of its categories or collections, paintings if it says so. */
async function eligible({ db }: Pick<Deps, 'db'>, lines: DiscountedLine[], to: AppliesTo | null): Promise<boolean[]> {
  if (!to) return lines.map(() => true);
  const productIds = lines.filter((l) => l.itemType === 'product').map((l) => l.itemId);
  const products = productIds.length
    ? await db
        .selectFrom('product')
        .select(['id', 'category_id', 'collection_id'])
        .where('id', 'in', productIds)
        .execute()
    : [];
  return lines.map((line) => {
    if (line.itemType === 'painting') return to.paintings;
    const p = products.find((x) => x.id === line.itemId);
    return Boolean(
      p &&
        ((p.category_id !== null && to.categoryIds.includes(p.category_id)) ||
          (p.collection_id !== null && to.collectionIds.includes(p.collection_id))),
    );
  });
}

/**
 * Whether a discount applies to this cart and what it takes off, by the rules of issue 22: a disabled or not
 * yet started discount is not valid, an ended one has expired, one at its usage limit is used up, once per
 * customer means once, the minimum is on the merchandise subtotal, a restricted code needs an eligible line.
 * `exceptOrderId`: the order being priced, whose own use does not count against it.
 */
export async function evaluateDiscount(
  deps: Reader,
  d: DiscountRow,
  ctx: DiscountContext & { exceptOrderId?: number | null },
): Promise<Applied | AppError> {
  const now = isoNow(deps.clock);
  if (d.disabled_at || (d.starts_at && d.starts_at > now)) return discountRefusal('invalid');
  if (d.ends_at && d.ends_at <= now) return discountRefusal('expired');
  const others = { exceptOrderId: ctx.exceptOrderId, exceptCartId: ctx.cartId };
  if (d.usage_limit !== null && (await liveUses(deps, d.id, others)) >= d.usage_limit) {
    return discountRefusal('usedUp');
  }
  const customer = await customerKey(deps, ctx.userId, ctx.email);
  if (d.once_per_customer && customer && (await liveUses(deps, d.id, { ...others, customer }))) {
    return discountRefusal('alreadyUsed');
  }
  if (d.usage_limit !== null && ctx.requester) {
    const who = { ...others, requester: ctx.requester, mailbox: customer?.mailbox ?? null };
    const until = await heldByRequester(deps, d.id, who);
    if (until) {
      const minutes = minutesUntil(until, now);
      return new AppError('CONFLICT', heldElsewhereRefusal(minutes), {
        key: 'discount.heldElsewhere',
        values: { minutes },
      });
    }
  }
  const inCharged = ctx.convert ?? ((cents: number) => cents);
  const minimum = d.minimum_subtotal_cents === null ? null : inCharged(d.minimum_subtotal_cents);
  if (minimum !== null && ctx.subtotalCents < minimum) {
    return new AppError('BAD_REQUEST', minimumRefusal(toDollars(minimum)), {
      key: 'discount.minimum',
      values: { amount: formatMoney(toDollars(minimum), ctx.currency ?? '$', 'fr') },
    });
  }
  const which = await eligible(deps, ctx.lines, parseAppliesTo(d.applies_to));
  const amounts = ctx.lines.map((l, i) => (which[i] ? l.cents : 0));
  if (amounts.every((a) => a === 0)) return discountRefusal('notApplicable');
  const cents = discountCents(
    d.type,
    d.type === 'fixed_amount' ? inCharged(d.value) : d.value,
    amounts.reduce((s, a) => s + a, 0),
  );
  return { discount: d, cents, lineCents: allocate(cents, amounts), freeShipping: d.type === 'free_shipping' };
}

/** Whole minutes from `now` until `until` (ISO texts), at least 1. */
function minutesUntil(until: string, now: string): number {
  return Math.max(1, Math.ceil((Date.parse(until) - Date.parse(now)) / 60_000));
}

/** A code as the shopper typed it, case-insensitive; null when there is no such code. */
export async function findCode({ db }: Pick<Deps, 'db'>, code: string): Promise<DiscountRow | null> {
  const row = await db
    .selectFrom('discount')
    .selectAll()
    .where('code_key', '=', code.trim().toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}
