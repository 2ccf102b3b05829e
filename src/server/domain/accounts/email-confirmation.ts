import { AppError } from '../../../shared/errors.js';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locale.js';
import { localePath } from '../../../shared/locale-path.js';
import {
  type EmailConfirmationCheck,
  type EmailConfirmed,
  GUEST_ORDERS_LINK_SENT,
} from '../../../shared/schemas/account.js';
import { lockKeys, type Reader, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import { link } from '../mail/layout.js';
import { enqueueMail, mailSettings } from '../mail/outbox.js';
import { emailConfirmation } from '../mail/templates/account.js';
import { newToken, tokenHash } from '../tokens.js';

/** How long an e-mail confirmation link works. */
const CONFIRM_TTL_MS = 48 * 60 * 60_000;

/**
 * At most this many links an hour reach one address, whatever mails them (registering, asking again, several
 * accounts taking the address in turn); asking is limited besides, per account and per address (rate-limits.ts).
 */
const LINKS_PER_HOUR = 3;

type Tx = TxDeps<'clock'>;

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

/** Whether the address had its hour's links already (counted in the caller's flow, which holds the mailbox's lock). */
async function linksSpent({ db, clock }: Tx, email: string): Promise<boolean> {
  const hourAgo = new Date(clock().getTime() - 60 * 60_000).toISOString();
  const { n } = await db
    .selectFrom('email_confirmation')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email.toLowerCase())
    .where('created_at', '>', hourAgo)
    .executeTakeFirstOrThrow();
  return Number(n) >= LINKS_PER_HOUR;
}

/**
 * When guest orders were placed with the account's e-mail, queues (in the caller's transaction) the mail whose
 * link proves the account holds that address, naming the account; only the token's hash is stored. Nothing is
 * queued when the address had its hour's links. Answers whether it was queued.
 */
export async function queueEmailConfirmation(
  tx: Tx,
  user: { id: number; username: string; email: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<boolean> {
  if (!(await hasGuestOrders(tx, user.email))) return false;
  // Racers for one address (registrations, asks again) count its links one after the other.
  await lockKeys(tx, 'mailbox', [user.email.toLowerCase()]);
  if (await linksSpent(tx, user.email)) return false;
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
    link(localePath(locale, `/confirm-email?token=${token}`)),
    await mailSettings(tx),
    locale,
  );
  await enqueueMail(tx, {
    ...mail,
    kind: 'email_confirmation',
    eventKey: `email_confirmation:${id}`,
    recipient: user.email,
  });
  return true;
}

/**
 * A signed-in customer asks for the link again (or for orders placed as a guest after registering). The callers
 * limit how often, per account and per address; the answer is the same whether or not guest orders exist.
 */
export async function requestEmailConfirmation(
  deps: FlowDeps<'clock'>,
  actor: { userId: number },
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ success: true; message: string }> {
  await runFlow(deps, async (tx) => {
    const user = await tx.db
      .selectFrom('user')
      .select(['id', 'username', 'email'])
      .where('id', '=', actor.userId)
      .executeTakeFirstOrThrow();
    await queueEmailConfirmation(tx, user, locale);
  });
  return { success: true, message: GUEST_ORDERS_LINK_SENT };
}

const invalidLink = () => new AppError('BAD_REQUEST', 'This confirmation link is invalid or has expired.');

/** The link a token names while it works: known, unused, unexpired, its e-mail still its enabled account's; else 400. */
async function liveLink(db: Reader, token: string, now: string) {
  const row = await db
    .selectFrom('email_confirmation as c')
    .innerJoin('user as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.email', 'u.username', 'u.email as current_email', 'u.disabled'])
    .where('c.token_hash', '=', tokenHash(token))
    .where('c.used_at', 'is', null)
    .where('c.expires_at', '>', now)
    .executeTakeFirst();
  if (!row || row.disabled || row.current_email.toLowerCase() !== row.email) throw invalidLink();
  return row;
}

/**
 * What the page a mailed link opens may show: the account the link names (its username), so the shopper signs in
 * as that account or sees it is not theirs. Nothing of the orders; nothing changes (a mail scanner may follow it).
 */
export async function checkEmailConfirmation(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { token: string },
): Promise<EmailConfirmationCheck> {
  const { username } = await liveLink(deps.db, input.token, isoNow(deps.clock));
  return { username };
}

/**
 * The shopper's confirmation, signed in as the account the link names: every guest order placed with that e-mail
 * (not one still being paid) joins the account, with their discount uses, in one transaction; the token is used
 * up. Signed in as another account: 403 naming the link's account, and nothing changes (the link still works for
 * its account). A bad link is 400 and changes nothing.
 */
export async function confirmEmail(
  deps: FlowDeps<'clock'>,
  input: { token: string },
  actor: { userId: number },
): Promise<EmailConfirmed> {
  const now = isoNow(deps.clock);
  const attached = await runFlow(deps, async (tx) => {
    const trx = tx.db;
    const row = await liveLink(trx, input.token, now);
    if (row.user_id !== actor.userId) {
      throw new AppError(
        'FORBIDDEN',
        `This link is for the account ${row.username}. Sign in as ${row.username} to add the orders.`,
      );
    }
    const used = await trx
      .updateTable('email_confirmation')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // Confirmed at the same moment by another request, which attached the orders: this link is used up.
    if (Number(used.numUpdatedRows) === 0) throw invalidLink();
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
