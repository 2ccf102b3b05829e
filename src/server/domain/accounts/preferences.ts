import type { Preferences } from '../../../shared/schemas/account.js';
import { runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';

/** The signed-in customer's e-mail preferences (issue 40: the abandoned-checkout link's default). */
export async function getPreferences({ db }: Pick<Deps, 'db'>, userId: number): Promise<Preferences> {
  const row = await db.selectFrom('user').select('cart_reminders').where('id', '=', userId).executeTakeFirst();
  return { cartReminders: row?.cart_reminders === 1 };
}

/** Sets them; answers them as stored. */
export async function setPreferences(
  deps: FlowDeps<'clock'>,
  userId: number,
  input: Preferences,
): Promise<Preferences> {
  await runFlow(deps, (tx) =>
    tx.db
      .updateTable('user')
      .set({ cart_reminders: input.cartReminders ? 1 : 0, updated_at: isoNow(deps.clock) })
      .where('id', '=', userId)
      .execute(),
  );
  return getPreferences(deps, userId);
}
