import { type RawBuilder, sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import type { MessageListInput } from '../../../shared/schemas/admin-lists.js';
import type { AdminMessage, AdminMessageRow } from '../../../shared/schemas/admin-messages.js';
import { containsText } from '../../db/contains-text.js';
import { runFlow } from '../../db/flow.js';
import { pagedAs } from '../../db/paged.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import { withOrigin } from './layout.js';
import { mailSettings, ownerAddress } from './outbox.js';

const ROW_COLUMNS = [
  'id',
  'kind',
  'recipient',
  'reply_to',
  'subject',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'order_id',
  'created_at',
  'sent_at',
] as const;

function toRow(r: {
  id: number;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  status: AdminMessageRow['status'];
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  order_id: number | null;
  created_at: string;
  sent_at: string | null;
}): AdminMessageRow {
  return {
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    replyTo: r.reply_to,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: r.next_attempt_at,
    orderId: r.order_id,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  };
}

const MESSAGE_SORT_COLUMNS: Record<MessageListInput['sort'], RawBuilder<unknown>> = {
  created: sql`id`,
  recipient: sql`lower(recipient)`,
  subject: sql`kind`,
  status: sql`status`,
};

/**
 * A page of the outbox (newest first unless sorted), searched by recipient, subject, kind and status, with how
 * mail leaves this shop and where owner notices go.
 */
export async function listMessages({ db }: Pick<Deps, 'db'>, smtp: boolean, input: MessageListInput) {
  let query = db.selectFrom('mail_message').select(ROW_COLUMNS);
  if (input.status) query = query.where('status', '=', input.status);
  const q = input.q;
  if (q) {
    query = query.where(({ or }) =>
      or([
        containsText('recipient', q),
        containsText('subject', q),
        containsText('kind', q),
        containsText('status', q),
      ]),
    );
  }
  const direction = input.direction ?? (input.sort === 'created' ? 'desc' : 'asc');
  const sorted = query.orderBy(MESSAGE_SORT_COLUMNS[input.sort], direction).orderBy('id', 'desc');
  const page = await pagedAs(sorted, input, toRow);
  const settings = await mailSettings({ db });
  return {
    ...page,
    delivery: smtp ? ('smtp' as const) : ('outbox' as const),
    ownerAddress: await ownerAddress({ db }, settings.ownerEmail),
  };
}

/** One message with its HTML and text as they are (or were) sent. */
export async function getMessage(
  { db }: Pick<Deps, 'db'>,
  { id, publicUrl }: { id: number; publicUrl: string },
): Promise<AdminMessage> {
  const row = await db
    .selectFrom('mail_message')
    .select([...ROW_COLUMNS, 'html', 'text'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  return { ...toRow(row), html: withOrigin(row.html, publicUrl), text: withOrigin(row.text, publicUrl) };
}

/** "Send again": a failed (or kept) message is due now, with a fresh count of attempts. */
export async function retryMessage(deps: FlowDeps<'clock'>, id: number): Promise<AdminMessageRow> {
  return runFlow(deps, async (tx) => {
    const result = await tx.db
      .updateTable('mail_message')
      .set({ status: 'pending', attempts: 0, next_attempt_at: isoNow(deps.clock), last_error: null })
      .where('id', '=', id)
      .where('status', 'in', ['failed', 'kept'])
      .returning(ROW_COLUMNS)
      .executeTakeFirst();
    if (result) return toRow(result);
    const exists = await tx.db.selectFrom('mail_message').select('status').where('id', '=', id).executeTakeFirst();
    if (!exists) throw new AppError('NOT_FOUND', 'Message not found');
    throw new AppError('CONFLICT', `Only a failed or unsent message can be sent again (this one is ${exists.status})`);
  });
}
