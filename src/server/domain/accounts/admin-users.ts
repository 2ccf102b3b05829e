import { AppError } from '../../../shared/errors.js';
import type { Role, User } from '../../../shared/schemas/account.js';
import type { AdminUser } from '../../../shared/schemas/admin.js';
import { lockKeys, type Reader, runFlow } from '../../db/flow.js';
import { toUser, USER_COLUMNS } from '../../db/mappers.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import { type Actor, bumpSessionEpoch } from './accounts.js';

/** Every account with its state and how many orders it placed; never a password or its hash. */
export async function listUsers({ db }: Pick<Deps, 'db'>): Promise<AdminUser[]> {
  const rows = await db
    .selectFrom('user as u')
    .select((eb) => [
      ...USER_COLUMNS.map((c) => `u.${c}` as const),
      'u.disabled',
      eb
        .selectFrom('order as o')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('o.user_id', '=', 'u.id')
        .where('o.status', '!=', 'pending')
        .as('order_count'),
    ])
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ ...toUser(r), active: r.disabled === 0, orderCount: Number(r.order_count ?? 0) }));
}

/** The "with password" view of the spec: the admin never sees a password; they can set a new one instead. */
export async function getUserForAdmin(
  { db }: Pick<Deps, 'db'>,
  id: number,
): Promise<User & { password: null; active: boolean }> {
  const row = await db
    .selectFrom('user')
    .select([...USER_COLUMNS, 'disabled'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return { ...toUser(row), active: row.disabled === 0, password: null };
}

async function otherActiveAdmins(db: Reader, id: number): Promise<number> {
  const { n } = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('id', '!=', id)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Refuses to lose the shop's last active admin, in the flow about to demote, disable or delete `id`: the admins'
 * set is locked first, so two admins demoting each other at once cannot both pass.
 */
async function guardAdminLoss(tx: TxDeps, id: number): Promise<void> {
  await lockKeys(tx, 'shop', ['admins']);
  const { db } = tx;
  const user = await db.selectFrom('user').select('role').where('id', '=', id).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.role === 'admin' && (await otherActiveAdmins(db, id)) === 0) throw new AppError('LAST_ADMIN');
}

/** Changes a role; the shop always keeps one admin; the user's sessions end so the new role applies at once. */
export async function setRole(deps: FlowDeps<'clock'>, input: { id: number; role: Role }): Promise<User> {
  const { id, role } = input;
  return runFlow(deps, async (tx) => {
    if (role === 'user') await guardAdminLoss(tx, id);
    const row = await tx.db
      .updateTable('user')
      .set({ role, updated_at: isoNow(deps.clock) })
      .where('id', '=', id)
      .returning(USER_COLUMNS)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    await bumpSessionEpoch(tx, id);
    return toUser(row);
  });
}

/** Disables or re-enables an account; a disabled user cannot sign in and their sessions end. */
export async function setActive(
  deps: FlowDeps<'clock'>,
  input: { id: number; active: boolean },
  actor: Actor,
): Promise<User> {
  const { id, active } = input;
  if (!active && id === actor.userId) throw new AppError('CONFLICT', 'You cannot disable your own account');
  return runFlow(deps, async (tx) => {
    if (!active) await guardAdminLoss(tx, id);
    const row = await tx.db
      .updateTable('user')
      .set({ disabled: active ? 0 : 1, updated_at: isoNow(deps.clock) })
      .where('id', '=', id)
      .returning(USER_COLUMNS)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    if (!active) await bumpSessionEpoch(tx, id);
    return toUser(row);
  });
}

/** Deletes an account; nobody deletes themselves or the last admin. Their orders stay, without the account. */
export async function deleteUser(deps: FlowDeps, id: number, actor: Actor): Promise<{ success: true; id: number }> {
  if (id === actor.userId) throw new AppError('CONFLICT', 'You cannot delete your own account');
  return runFlow(deps, async (tx) => {
    const { db } = tx;
    await guardAdminLoss(tx, id);
    // The stock ledger is append-only and names who moved stock: its rows cannot forget their author.
    const moved = await db
      .selectFrom('inventory_transaction')
      .select('id')
      .where('actor_user_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (moved) {
      throw new AppError('CONFLICT', 'This account has moved stock (the ledger keeps its name): deactivate it instead');
    }
    await db.deleteFrom('user').where('id', '=', id).execute();
    return { success: true as const, id };
  });
}
