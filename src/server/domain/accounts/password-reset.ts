import { AppError } from '../../../shared/errors.js';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locale.js';
import { localePath } from '../../../shared/locale-path.js';
import {
  PASSWORD_RESET_REQUESTED,
  type PasswordResetConfirmInput,
  type PasswordResetRequestInput,
} from '../../../shared/schemas/account.js';
import { lockRows, type Reader, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import { link } from '../mail/layout.js';
import { enqueueMail, mailSettings } from '../mail/outbox.js';
import { passwordReset } from '../mail/templates/password-reset.js';
import { newToken, tokenHash } from '../tokens.js';
import { hashPassword } from './accounts.js';

/** How long a reset link works. */
const RESET_TTL_MS = 60 * 60_000;

/**
 * "Forgot password?": when the address belongs to an active account, makes a
 * random single-use token (256 bits; only its hash is stored) that works for
 * 60 minutes and queues the mail with the link, in one transaction. The answer
 * is the same whether or not the address has an account. The mail (and its link) is in `locale`, the language of
 * the page that asked.
 */
export async function requestPasswordReset(
  deps: FlowDeps<'clock'>,
  input: PasswordResetRequestInput,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ success: true; message: string }> {
  const now = deps.clock();
  const user = await deps.db
    .selectFrom('user')
    .select(['id', 'username', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email.toLowerCase()))
    .where('disabled', '=', 0)
    .executeTakeFirst();
  if (user) {
    const token = newToken();
    await runFlow(deps, async (tx) => {
      const trx = tx.db;
      const { id } = await trx
        .insertInto('password_reset')
        .values({
          user_id: user.id,
          token_hash: tokenHash(token),
          expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const mail = passwordReset(
        user.username,
        link(localePath(locale, `/reset-password?token=${token}`)),
        await mailSettings(tx),
        locale,
      );
      await enqueueMail(
        { db: trx, clock: () => now },
        { ...mail, kind: 'password_reset', eventKey: `password_reset:${id}`, recipient: user.email },
      );
    });
  }
  return { success: true, message: PASSWORD_RESET_REQUESTED };
}

/** Whether a reset link still works (known, unused, not expired), so the screen can say so before the form. */
export async function checkPasswordReset(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  token: string,
): Promise<{ valid: boolean }> {
  const row = await db
    .selectFrom('password_reset')
    .select('id')
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow(clock))
    .executeTakeFirst();
  return { valid: row !== undefined };
}

/**
 * Sets a new password with a reset token: the token must be known, unused and
 * not expired; it is used up (with every other open token of the user) and
 * every session of the user ends. Anything else is RESET_LINK_INVALID.
 */
export async function confirmPasswordReset(
  deps: FlowDeps<'clock'>,
  input: PasswordResetConfirmInput,
): Promise<{ success: true; message: string }> {
  const { db } = deps;
  const now = isoNow(deps.clock);
  const hash = tokenHash(input.token);
  const valid = (q: Reader) =>
    q
      .selectFrom('password_reset')
      .select(['id', 'user_id'])
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  if (!(await valid(db))) throw new AppError('RESET_LINK_INVALID');
  const passwordHash = await hashPassword(input.password);
  await runFlow(deps, async (tx) => {
    const trx = tx.db;
    const found = await valid(trx);
    // The user's row: two uses of one link at once set one password, the second is refused.
    if (found) await lockRows(tx, 'user', [found.user_id]);
    const reset = found && (await valid(trx));
    if (!reset) throw new AppError('RESET_LINK_INVALID');
    await trx
      .updateTable('password_reset')
      .set({ used_at: now })
      .where('user_id', '=', reset.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('user')
      .set((eb) => ({
        password_hash: passwordHash,
        session_epoch: eb('session_epoch', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', reset.user_id)
      .execute();
  });
  return { success: true, message: 'Your password has been changed. You can now log in with it.' };
}
