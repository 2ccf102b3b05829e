import { AppError } from '../../shared/errors.js';
import { type EmailConfirmed, GUEST_ORDERS_LINK_SENT } from '../../shared/schemas/account.js';
import { immediateTransaction } from '../db/index.js';
import { type Deps, isoNow } from '../deps.js';
import { link } from './mail/layout.js';
import { enqueueMail, mailSettings } from './mail/outbox.js';
import { emailConfirmation } from './mail/templates/account.js';
import { newToken, tokenHash } from './tokens.js';

/** How long an e-mail confirmation link works. */
export const CONFIRM_TTL_MS = 48 * 60 * 60_000;

type Tx = Pick<Deps, 'db' | 'clock'>;

/** Whether paid (or once paid) guest orders with this e-mail wait for an account: none pending, none attached. */
async function hasGuestOrders({ db }: Pick<Deps, 'db'>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('order')
    .select('id')
    .where('user_id', 'is', null)
    .where('status', '!=', 'pending')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * When guest orders were placed with the account's e-mail, queues (in the caller's transaction) the mail whose
 * link proves the account holds that address; only the token's hash is stored. Answers whether it was queued.
 */
export async function queueEmailConfirmation(
  tx: Tx,
  user: { id: number; username: string; email: string },
): Promise<boolean> {
  if (!(await hasGuestOrders(tx, user.email))) return false;
  const token = newToken();
  const now = tx.clock();
  const { id } = await tx.db
    .insertInto('email_confirmation')
    .values({
      user_id: user.id,
      email: user.email.toLowerCase(),
      token_hash: tokenHash(token),
      expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mail = emailConfirmation(
    user.username,
    user.email,
    link(`/confirm-email?token=${token}`),
    await mailSettings(tx),
  );
  await enqueueMail(tx, {
    ...mail,
    kind: 'email_confirmation',
    eventKey: `email_confirmation:${id}`,
    recipient: user.email,
  });
  return true;
}

/** A signed-in customer asks for the link again (or for orders placed as a guest after registering). */
export async function requestEmailConfirmation(
  deps: Tx,
  _input: unknown,
  actor: { userId: number },
): Promise<{ success: true; message: string }> {
  await immediateTransaction(deps.db, async (trx) => {
    const user = await trx
      .selectFrom('user')
      .select(['id', 'username', 'email'])
      .where('id', '=', actor.userId)
      .executeTakeFirstOrThrow();
    await queueEmailConfirmation({ ...deps, db: trx }, user);
  });
  return { success: true, message: GUEST_ORDERS_LINK_SENT };
}

/**
 * The mailed link, followed: a known, unused, unexpired token whose e-mail is still the account's attaches every
 * guest order placed with that e-mail (not one still being paid) to the account, with their discount uses, in one
 * transaction; the token is used up. Anything else is 400 and changes nothing.
 */
export async function confirmEmail(deps: Tx, input: { token: string }): Promise<EmailConfirmed> {
  const now = isoNow(deps.clock);
  const attached = await immediateTransaction(deps.db, async (trx) => {
    const row = await trx
      .selectFrom('email_confirmation as c')
      .innerJoin('user as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.user_id', 'c.email', 'u.email as current_email', 'u.disabled'])
      .where('c.token_hash', '=', tokenHash(input.token))
      .where('c.used_at', 'is', null)
      .where('c.expires_at', '>', now)
      .executeTakeFirst();
    if (!row || row.disabled || row.current_email.toLowerCase() !== row.email) {
      throw new AppError('BAD_REQUEST', 'This confirmation link is invalid or has expired.');
    }
    await trx.updateTable('email_confirmation').set({ used_at: now }).where('id', '=', row.id).execute();
    const orders = await trx
      .selectFrom('order')
      .select('id')
      .where('user_id', 'is', null)
      .where('status', '!=', 'pending')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', row.email))
      .execute();
    const ids = orders.map((o) => o.id);
    if (ids.length === 0) return 0;
    await trx.updateTable('order').set({ user_id: row.user_id, updated_at: now }).where('id', 'in', ids).execute();
    await trx.updateTable('discount_use').set({ user_id: row.user_id }).where('order_id', 'in', ids).execute();
    return ids.length;
  });
  const message =
    attached === 0
      ? 'Your e-mail is confirmed.'
      : `Your e-mail is confirmed: ${attached === 1 ? '1 order was' : `${attached} orders were`} added to your account.`;
  return { success: true, message, attached };
}
