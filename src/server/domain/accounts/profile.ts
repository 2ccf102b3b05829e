import argon2 from 'argon2';
import { AppError } from '../../../shared/errors.js';
import {
  type ChangePasswordInput,
  CURRENT_PASSWORD_INCORRECT,
  type ProfileInput,
  type User,
} from '../../../shared/schemas/account.js';
import { orRefuse, runFlow } from '../../db/flow.js';
import { toUser, USER_COLUMNS } from '../../db/mappers.js';
import { type FlowDeps, isoNow } from '../../deps.js';
import { type Actor, assertNameAndEmailFree, hashPassword, takenError } from './accounts.js';

/** Changes a user's username, e-mail and avatar; a name or e-mail another user has is a 409. */
export async function updateProfile(
  deps: FlowDeps<'clock'>,
  input: Omit<ProfileInput, 'avatar'> & { id: number; avatar?: string | null },
): Promise<User> {
  await assertNameAndEmailFree(deps, input, input.id);
  try {
    const row = await runFlow(deps, async (tx) =>
      orRefuse(
        await tx.db
          .updateTable('user')
          .set({
            username: input.username,
            email: input.email,
            ...(input.avatar === undefined ? {} : { avatar: input.avatar }),
            updated_at: isoNow(deps.clock),
          })
          .where('id', '=', input.id)
          .returning(USER_COLUMNS)
          .executeTakeFirst(),
        () => new AppError('NOT_FOUND', 'User not found'),
      ),
    );
    return toUser(row);
  } catch (error) {
    throw takenError(error);
  }
}

/**
 * Sets a user's password and ends every session of theirs (the session epoch
 * moves on). Answers the new epoch, so the caller can keep its own session.
 */
export async function setPassword(deps: FlowDeps<'clock'>, input: { id: number; password: string }): Promise<number> {
  const hash = await hashPassword(input.password);
  const row = await runFlow(deps, async (tx) =>
    orRefuse(
      await tx.db
        .updateTable('user')
        .set((eb) => ({
          password_hash: hash,
          session_epoch: eb('session_epoch', '+', 1),
          updated_at: isoNow(deps.clock),
        }))
        .where('id', '=', input.id)
        .returning('session_epoch')
        .executeTakeFirst(),
      () => new AppError('NOT_FOUND', 'User not found'),
    ),
  );
  return row.session_epoch;
}

/** The shopper's own password change: the current password must be right; other sessions end, this one stays. */
export async function changePassword(
  deps: FlowDeps<'clock'>,
  input: ChangePasswordInput,
  actor: Actor,
): Promise<number> {
  const row = await deps.db
    .selectFrom('user')
    .select('password_hash')
    .where('id', '=', actor.userId)
    .executeTakeFirst();
  if (!row || !(await argon2.verify(row.password_hash, input.currentPassword))) {
    throw new AppError('INVALID_CREDENTIALS', CURRENT_PASSWORD_INCORRECT);
  }
  return setPassword(deps, { id: actor.userId, password: input.newPassword });
}
