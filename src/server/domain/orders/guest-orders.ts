import { AppError } from '../../../shared/errors.js';
import type { Order } from '../../../shared/schemas/orders.js';
import type { Deps, TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { getSettings } from '../settings.js';
import { newToken, sameDigest, tokenHash } from '../tokens.js';
import { getMyOrder, loadOrders } from './orders.js';

/**
 * Guest checkout (issue 23, item 6). A guest has no account: with the `guestCheckout` setting on, checkout runs
 * the same code for them as for a signed-in shopper (`placeOrder` with the shopper `GUEST`), the order is stored
 * with no user and the e-mail they gave. Such an order is theirs through three things only:
 * - the browser that placed it: its session cookie (encrypted, signed) keeps the order's id, for the success
 *   page and the payment's confirmation (`getSessionGuestOrder`);
 * - the link in its confirmation mail: a random 256-bit token whose SHA-256 is stored on the order
 *   (`order.guest_link_hash`), made when the payment is final (`issueGuestLink`);
 * - `/track-order` with its number and e-mail, as any order.
 * Registering with that e-mail and confirming it by a mailed link attaches them to the account
 * (accounts/email-confirmation.ts).
 */

/** Who checks out: a signed-in account, or a guest (no account; the e-mail is the shipping address's). */
export interface Shopper {
  userId: number | null;
}

/** The guest shopper: orders without a user, holds and discount uses keyed by cart and e-mail. */
export const GUEST: Shopper = { userId: null };

/** The one who checks out now: the signed-in actor, or a guest while the `guestCheckout` setting is on (else 401). */
export async function checkoutShopper(deps: Pick<Deps, 'db'>, actor: Actor | null): Promise<Shopper> {
  if (actor) return actor;
  const { guestCheckout } = await getSettings(deps);
  if (!guestCheckout) throw new AppError('UNAUTHORIZED');
  return GUEST;
}

/** Whom a guest order's page answers: the ids of the guest orders this browser's session placed. */
export interface GuestViewer {
  guestOrderIds: number[];
}

/**
 * The link of a guest order's confirmation mail (`/orders/42?token=…`), made once: the token is only in the
 * mail, the order keeps its hash. Null for an account's order, or when the link was made already (its mail too).
 */
export async function issueGuestLink(tx: TxDeps, orderId: number): Promise<string | null> {
  const token = newToken();
  const result = await tx.db
    .updateTable('order')
    .set({ guest_link_hash: tokenHash(token) })
    .where('id', '=', orderId)
    .where('user_id', 'is', null)
    .where('guest_link_hash', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? `/orders/${orderId}?token=${token}` : null;
}

const NOT_FOUND = 'Order not found';

/** A guest order by its mail's link: the order's number and the token whose hash it keeps; anything else is 404. */
export async function getOrderByLink(
  deps: Pick<Deps, 'db'>,
  { id, token }: { id: number; token: string },
  mailDelivery = false,
): Promise<Order> {
  const row = await deps.db
    .selectFrom('order')
    .select(['id', 'guest_link_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.guest_link_hash || !sameDigest(row.guest_link_hash, tokenHash(token))) {
    throw new AppError('NOT_FOUND', NOT_FOUND);
  }
  const [order] = await loadOrders(deps, [row.id], mailDelivery);
  return order as Order;
}

/** A guest order this browser placed (its id is in the session and it has no account); else 404. */
export async function getSessionGuestOrder(
  deps: Pick<Deps, 'db'>,
  id: number,
  viewer: GuestViewer,
  mailDelivery = false,
): Promise<Order> {
  if (!viewer.guestOrderIds.includes(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const row = await deps.db
    .selectFrom('order')
    .select('id')
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [order] = await loadOrders(deps, [row.id], mailDelivery);
  return order as Order;
}

/** Whoever holds an order's mailed link (`/orders/{id}?token=…`: a guest's confirmation, a draft's invoice). */
export interface LinkViewer {
  token: string;
}

/**
 * An order as its owner reads it: a signed-in account's own, a guest order of this browser's session, or the order
 * whose link's token the viewer holds.
 */
export function getOwnOrder(
  deps: Pick<Deps, 'db'>,
  id: number,
  viewer: Actor | GuestViewer | LinkViewer,
  mailDelivery = false,
): Promise<Order> {
  if ('token' in viewer) return getOrderByLink(deps, { id, token: viewer.token }, mailDelivery);
  return 'userId' in viewer
    ? getMyOrder(deps, id, viewer, mailDelivery)
    : getSessionGuestOrder(deps, id, viewer, mailDelivery);
}
