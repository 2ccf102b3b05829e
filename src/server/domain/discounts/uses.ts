import { normalizeMailbox } from '../../../shared/mailbox.js';
import { type Deps, isoNow, type TxDeps } from '../../deps.js';

/**
 * A discount's uses: held with the order (like stock, with the same expiry), counted when the payment is final,
 * released when the hold ends or the payment fails. A held use counts while it is unexpired and its order still
 * pending; a used one always. Every write runs in the caller's flow, which holds the code's row lock (a code with a
 * limit: `limitedDiscountIds`), so checkouts racing for the last use of a code are decided one after the other.
 */
type Db = Pick<Deps, 'db'>;
type Reader = Pick<Deps, 'db' | 'clock'>;

/** Where a checkout comes from: the visitor's address and browser session (null: a request without one). */
export interface Requester {
  ip: string;
  session: string | null;
}

/**
 * Who "once per customer" counts as one person: an account by its id and its own e-mail's mailbox, a guest (no
 * account) by the mailbox of the e-mail given at checkout (see normalizeMailbox). A guest's uses and the uses of
 * the account registered later with the same mailbox count together.
 */
export type CustomerKey = { userId: number | null; mailbox: string | null };

export async function customerKey(
  { db }: Db,
  userId: number | null,
  email: string | null | undefined,
): Promise<CustomerKey | null> {
  if (userId !== null) {
    const account = await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
    return { userId, mailbox: account?.email ? normalizeMailbox(account.email) : null };
  }
  return email?.trim() ? { userId: null, mailbox: normalizeMailbox(email) } : null;
}

/**
 * The uses of a discount that count now (used, or held live), others than the order given; of one person's. The
 * held uses of the cart being priced (`exceptCartId`) do not count: the cart holds one use, which its new checkout
 * takes over (holdDiscountUse), as when a guest signs in mid-checkout.
 */
export async function liveUses(
  { db, clock }: Reader,
  discountId: number,
  {
    customer,
    exceptOrderId,
    exceptCartId,
  }: { customer?: CustomerKey; exceptOrderId?: number | null; exceptCartId?: string } = {},
): Promise<number> {
  let query = db
    .selectFrom('discount_use as u')
    .innerJoin('order as o', 'o.id', 'u.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.discount_id', '=', discountId)
    .where((eb) =>
      eb.or([
        eb('u.status', '=', 'used'),
        eb.and([
          eb('u.status', '=', 'held'),
          eb('u.expires_at', '>', isoNow(clock)),
          eb('o.status', '=', 'pending'),
          ...(exceptCartId ? [eb.or([eb('o.cart_id', 'is', null), eb('o.cart_id', '!=', exceptCartId)])] : []),
        ]),
      ]),
    );
  if (customer) {
    query = query.where((eb) =>
      eb.or([
        ...(customer.userId === null ? [] : [eb('u.user_id', '=', customer.userId)]),
        ...(customer.mailbox === null ? [] : [eb('u.mailbox', '=', customer.mailbox)]),
      ]),
    );
  }
  if (exceptOrderId) query = query.where('u.order_id', '!=', exceptOrderId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * When the live held use of this discount by another unpaid checkout from the same address, browser session or
 * mailbox runs out (the earliest, if several); null when there is none. The checkouts of the cart being priced are
 * the same shopper re-pricing, never "another": their use moves to the new order (holdDiscountUse).
 */
export async function heldByRequester(
  { db, clock }: Reader,
  discountId: number,
  who: { requester?: Requester; mailbox: string | null; exceptCartId?: string; exceptOrderId?: number | null },
): Promise<string | null> {
  const { requester, mailbox, exceptCartId: cartId, exceptOrderId } = who;
  if (!requester && mailbox === null) return null;
  let query = db
    .selectFrom('discount_use as u')
    .innerJoin('order as o', 'o.id', 'u.order_id')
    .select((eb) => eb.fn.min('u.expires_at').as('until'))
    .where('u.discount_id', '=', discountId)
    .where('u.status', '=', 'held')
    .where('u.expires_at', '>', isoNow(clock))
    .where('o.status', '=', 'pending')
    .where((eb) =>
      eb.or([
        ...(requester ? [eb('u.ip', '=', requester.ip)] : []),
        ...(requester?.session ? [eb('u.session_key', '=', requester.session)] : []),
        ...(mailbox === null ? [] : [eb('u.mailbox', '=', mailbox)]),
      ]),
    );
  if (cartId) query = query.where((eb) => eb.or([eb('o.cart_id', 'is', null), eb('o.cart_id', '!=', cartId)]));
  if (exceptOrderId) query = query.where('u.order_id', '!=', exceptOrderId);
  const row = await query.executeTakeFirst();
  return row?.until ?? null;
}

/**
 * Holds one use of the discount for the order until `expiresAt` (replacing the order's earlier use), with the
 * person's mailbox and the checkout's address and session. A cart holds at most one use of a code: another
 * checkout of the same cart (the shopper signed in meanwhile) gives its use up.
 */
export async function holdDiscountUse(
  deps: TxDeps<'clock'>,
  use: {
    discountId: number;
    orderId: number;
    /** The checkout's cart; null: an order of no cart (a draft the owner writes). */
    cartId: string | null;
    userId: number | null;
    email: string;
    expiresAt: string;
    requester?: Requester;
  },
): Promise<void> {
  const { db, clock } = deps;
  const { cartId } = use;
  if (cartId !== null) {
    await db
      .updateTable('discount_use')
      .set({ status: 'released', ip: null, session_key: null })
      .where('discount_id', '=', use.discountId)
      .where('status', '=', 'held')
      .where('order_id', '!=', use.orderId)
      .where('order_id', 'in', (eb) => eb.selectFrom('order').select('id').where('cart_id', '=', cartId))
      .execute();
  }
  await db.deleteFrom('discount_use').where('order_id', '=', use.orderId).execute();
  const customer = await customerKey(deps, use.userId, use.email);
  await db
    .insertInto('discount_use')
    .values({
      discount_id: use.discountId,
      order_id: use.orderId,
      user_id: use.userId,
      email: use.email.toLowerCase(),
      mailbox: customer?.mailbox ?? '',
      ip: use.requester?.ip ?? null,
      session_key: use.requester?.session ?? null,
      expires_at: use.expiresAt,
      created_at: isoNow(clock),
    })
    .execute();
}

/** Ends the order's held use (payment failed, checkout replaced or expired). A counted use stays counted. */
export async function releaseDiscountUse({ db }: TxDeps, orderId: number): Promise<void> {
  await db
    .updateTable('discount_use')
    .set({ status: 'released', ip: null, session_key: null })
    .where('order_id', '=', orderId)
    .where('status', '=', 'held')
    .execute();
}

/** The order is priced again: its earlier use goes (the new price holds a use again if it has a discount). */
export async function dropDiscountUse({ db }: TxDeps, orderId: number): Promise<void> {
  await db.deleteFrom('discount_use').where('order_id', '=', orderId).where('status', '!=', 'used').execute();
}

/** The payment is final: the order's use counts from now on (where it came from is no longer kept). */
export async function confirmDiscountUse({ db }: TxDeps, orderId: number): Promise<void> {
  await db
    .updateTable('discount_use')
    .set({ status: 'used', ip: null, session_key: null })
    .where('order_id', '=', orderId)
    .where('status', '!=', 'used')
    .execute();
}

/**
 * The discounts a checkout of this cart may count the uses of (a usage limit or once per customer: the cart's
 * code and the automatic ones), which its flow locks (lockRows) before counting, so racing checkouts decide the
 * last use one after the other. A discount without limits is never locked: every checkout may apply it at once.
 */
export async function limitedDiscountIds({ db }: Db, cartId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('discount as d')
    .select('d.id')
    .where('d.disabled_at', 'is', null)
    .where((eb) => eb.or([eb('d.usage_limit', 'is not', null), eb('d.once_per_customer', '=', 1)]))
    .where((eb) =>
      eb.or([
        eb('d.automatic', '=', 1),
        eb('d.id', 'in', eb.selectFrom('cart_discount').select('discount_id').where('cart_id', '=', cartId)),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}
