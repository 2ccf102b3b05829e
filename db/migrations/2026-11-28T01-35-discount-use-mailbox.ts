import type { Kysely } from 'kysely';
import { normalizeMailbox } from '../../src/shared/mailbox.js';

/**
 * Discount uses know the person and the checkout behind them (issue 35, items 4 and 5):
 * - `discount_use.mailbox`: the mailbox of the one who used the code (`normalizeMailbox`: trimmed, lower case,
 *   no `+tag`, no dots for Gmail): a guest's by the e-mail they gave, an account's by the account's e-mail, so "once
 *   per customer" counts a guest and the account they register later as one person. Existing rows are filled the
 *   same way;
 * - `discount_use.ip`, `discount_use.session_key`: the address and browser session of the checkout holding an
 *   unpaid use, so one of them cannot hold a second use of the same code (cleared once the use is paid or released).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('discount_use')
    .addColumn('mailbox', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('discount_use').addColumn('ip', 'text').execute();
  await db.schema.alterTable('discount_use').addColumn('session_key', 'text').execute();
  const rows: { id: number; email: string; account_email: string | null }[] = await db
    .selectFrom('discount_use as u')
    .leftJoin('user', 'user.id', 'u.user_id')
    .select(['u.id', 'u.email', 'user.email as account_email'])
    .execute();
  for (const row of rows) {
    await db
      .updateTable('discount_use')
      .set({ mailbox: normalizeMailbox(row.account_email ?? row.email) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('discount_use_mailbox').on('discount_use').columns(['mailbox', 'discount_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('discount_use_mailbox').execute();
  for (const column of ['session_key', 'ip', 'mailbox']) {
    await db.schema.alterTable('discount_use').dropColumn(column).execute();
  }
}
