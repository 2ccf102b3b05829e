import { type Deps, isoNow } from '../../deps.js';

/**
 * A discount's uses: held with the order (like stock, with the same expiry), counted when the payment is final,
 * released when the hold ends or the payment fails. A held use counts while it is unexpired and its order still
 * pending; a used one always. Every write runs in the caller's BEGIN IMMEDIATE transaction, so checkouts racing
 * for the last use of a code are decided one after the other.
 */
type Db = Pick<Deps, 'db'>;
type Reader = Pick<Deps, 'db' | 'clock'>;

/**
 * Who "once per customer" counts as one customer: an account by its id; a guest (no account) by the e-mail
 * given at checkout, which also finds that address's uses as an account or as another guest.
 */
export function customerKey(userId: number | null, email: string | null | undefined): CustomerKey | null {
  if (userId !== null) return { userId };
  return email ? { email: email.toLowerCase() } : null;
}
export type CustomerKey = { userId: number; email?: undefined } | { email: string; userId?: undefined };

/** The uses of a discount that count now (used, or held live), others than the order given. */
export async function liveUses(
  { db, clock }: Reader,
  discountId: number,
  { userId, email, exceptOrderId }: { userId?: number | null; email?: string; exceptOrderId?: number | null } = {},
): Promise<number> {
  let query = db
    .selectFrom('discount_use as u')
    .innerJoin('order as o', 'o.id', 'u.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.discount_id', '=', discountId)
    .where((eb) =>
      eb.or([
        eb('u.status', '=', 'used'),
        eb.and([eb('u.status', '=', 'held'), eb('u.expires_at', '>', isoNow(clock)), eb('o.status', '=', 'pending')]),
      ]),
    );
  if (userId !== undefined) query = query.where('u.user_id', '=', userId);
  if (email !== undefined) query = query.where('u.email', '=', email.toLowerCase());
  if (exceptOrderId) query = query.where('u.order_id', '!=', exceptOrderId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Holds one use of the discount for the order until `expiresAt` (replacing the order's earlier use). */
export async function holdDiscountUse(
  { db, clock }: Reader,
  use: { discountId: number; orderId: number; userId: number | null; email: string; expiresAt: string },
): Promise<void> {
  await db.deleteFrom('discount_use').where('order_id', '=', use.orderId).execute();
  await db
    .insertInto('discount_use')
    .values({
      discount_id: use.discountId,
      order_id: use.orderId,
      user_id: use.userId,
      email: use.email.toLowerCase(),
      expires_at: use.expiresAt,
      created_at: isoNow(clock),
    })
    .execute();
}

/** Ends the order's held use (payment failed, checkout replaced or repriced). A counted use stays counted. */
export async function releaseDiscountUse({ db }: Db, orderId: number): Promise<void> {
  await db
    .updateTable('discount_use')
    .set({ status: 'released' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'held')
    .execute();
}

/** The order is priced again: its earlier use goes (the new price holds a use again if it has a discount). */
export async function dropDiscountUse({ db }: Db, orderId: number): Promise<void> {
  await db.deleteFrom('discount_use').where('order_id', '=', orderId).where('status', '!=', 'used').execute();
}

/** The payment is final: the order's use counts from now on. */
export async function confirmDiscountUse({ db }: Db, orderId: number): Promise<void> {
  await db
    .updateTable('discount_use')
    .set({ status: 'used' })
    .where('order_id', '=', orderId)
    .where('status', '!=', 'used')
    .execute();
}

/**
 * Why a payment arriving for this order can no longer keep its discount, or null: its use is no longer held
 * (the hold ran out or was released) and meanwhile the code reached its limit, or this customer used it.
 */
export async function lostDiscount(deps: Reader, orderId: number): Promise<string | null> {
  const use = await deps.db
    .selectFrom('discount_use as u')
    .innerJoin('discount as d', 'd.id', 'u.discount_id')
    .select([
      'u.status',
      'u.expires_at',
      'u.user_id',
      'u.email',
      'u.discount_id',
      'd.usage_limit',
      'd.once_per_customer',
    ])
    .where('u.order_id', '=', orderId)
    .executeTakeFirst();
  if (!use || use.status === 'used') return null;
  if (use.status === 'held' && use.expires_at > isoNow(deps.clock)) return null;
  const others = { exceptOrderId: orderId };
  if (use.usage_limit !== null && (await liveUses(deps, use.discount_id, others)) >= use.usage_limit) {
    return 'The discount code reached its usage limit before the payment arrived';
  }
  const customer = customerKey(use.user_id, use.email);
  if (use.once_per_customer && customer && (await liveUses(deps, use.discount_id, { ...others, ...customer })) > 0) {
    return 'The customer had already used the discount code';
  }
  return null;
}
