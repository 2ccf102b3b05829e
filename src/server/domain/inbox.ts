import { sql } from 'kysely';
import { AppError } from '../../shared/errors.js';
import { toDollars } from '../../shared/money.js';
import type { InboxListInput, InboxRow, InboxThread } from '../../shared/schemas/inbox.js';
import { containsText } from '../db/contains-text.js';
import { type Reader, runFlow } from '../db/flow.js';
import { pagedAs } from '../db/paged.js';
import { type FlowDeps, isoNow } from '../deps.js';
import { enqueueMail, mailSettings, ownerAddress } from './mail/outbox.js';
import { contactReply } from './mail/templates/contact.js';

/**
 * The owner's inbox (issue 44, item 3): the contact form's messages (stored by `sendContactMessage`), read, answered
 * and marked done from the admin. A reply is kept in the thread and its mail queued in the same transaction (outbox
 * key `contact_reply:<reply id>`), so it is sent once, retried, and listed in Messages.
 */
const NOT_FOUND = 'Message not found';
const PREVIEW = 140;
const MESSAGE_COLUMNS = [
  'm.id',
  'm.name',
  'm.email',
  'm.subject',
  'm.message',
  'm.created_at',
  'm.read_at',
  'm.done_at',
] as const;

const replyCount = sql<number>`(select count(*) from contact_reply r where r.message_id = m.id)`;

/** The list: unread first, then the newest; open (default), done or all; searched by name, e-mail and text. */
export async function listInbox({ db }: { db: Reader }, input: InboxListInput) {
  let query = db.selectFrom('contact_message as m').select(MESSAGE_COLUMNS).select(replyCount.as('replies'));
  if (input.show === 'open') query = query.where('m.done_at', 'is', null);
  if (input.show === 'done') query = query.where('m.done_at', 'is not', null);
  const q = input.q;
  if (q) {
    query = query.where(({ or }) =>
      or([containsText('m.name', q), containsText('m.email', q), containsText('m.message', q)]),
    );
  }
  const sorted = query
    .orderBy(sql`case when m.read_at is null then 0 else 1 end`)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc');
  const page = await pagedAs(sorted, input, (row) => ({
    ...headOf(row),
    preview: row.message.length > PREVIEW ? `${row.message.slice(0, PREVIEW - 1)}…` : row.message,
    replies: Number(row.replies),
  }));
  const unread = await db
    .selectFrom('contact_message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('read_at', 'is', null)
    .where('done_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { ...page, unread: Number(unread.n) };
}

interface MessageRow {
  id: number;
  name: string;
  email: string;
  subject: InboxRow['subject'];
  created_at: string;
  read_at: string | null;
  done_at: string | null;
}

function headOf(row: MessageRow): Omit<InboxRow, 'preview' | 'replies'> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    createdAt: row.created_at,
    read: row.read_at !== null,
    done: row.done_at !== null,
  };
}

/** One message, the owner's replies to it, and the orders placed with its e-mail address (not checkouts in progress). */
export async function inboxThread({ db }: { db: Reader }, id: number): Promise<InboxThread> {
  const row = await db
    .selectFrom('contact_message as m')
    .select(MESSAGE_COLUMNS)
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [replies, orders] = await Promise.all([
    db
      .selectFrom('contact_reply as r')
      .leftJoin('user as u', 'u.id', 'r.author_id')
      .select(['r.id', 'r.body', 'r.created_at', 'u.username'])
      .where('r.message_id', '=', id)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('order')
      .select(['id', 'status', 'total_cents', 'currency', 'created_at'])
      .where(sql`lower(email)`, '=', row.email.toLowerCase())
      .where('status', '!=', 'pending')
      .orderBy('created_at', 'desc')
      .limit(10)
      .execute(),
  ]);
  return {
    ...headOf(row),
    message: row.message,
    replies: replies.map((r) => ({ id: r.id, body: r.body, author: r.username ?? null, createdAt: r.created_at })),
    orders: orders.map((o) => ({
      id: o.id,
      status: o.status,
      total: toDollars(o.total_cents),
      currency: o.currency,
      createdAt: o.created_at,
    })),
  };
}

/** The message as read (the first time it is opened); answers nothing new when it was already. */
export async function markRead(deps: FlowDeps<'clock'>, id: number): Promise<{ success: true }> {
  await runFlow(deps, async (tx) => {
    const row = await tx.db.selectFrom('contact_message').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    await tx.db
      .updateTable('contact_message')
      .set({ read_at: isoNow(deps.clock) })
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute();
  });
  return { success: true };
}

/** Done (it leaves the open list) or open again. */
export async function setDone(deps: FlowDeps<'clock'>, id: number, done: boolean): Promise<{ success: true }> {
  await runFlow(deps, async (tx) => {
    const now = isoNow(deps.clock);
    const result = await tx.db
      .updateTable('contact_message')
      .set((eb) => ({ done_at: done ? now : null, read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
  });
  return { success: true };
}

/**
 * The owner's answer: kept in the thread and mailed to the sender (Reply-To: the owner's address), in one
 * transaction; the message counts as read. Answers the thread as it now is.
 */
export async function replyToMessage(
  deps: FlowDeps<'clock'>,
  input: { id: number; body: string; authorId: number | null },
): Promise<InboxThread> {
  await runFlow(deps, async (tx) => {
    const message = await tx.db
      .selectFrom('contact_message')
      .select(['id', 'name', 'email', 'subject', 'message'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!message) throw new AppError('NOT_FOUND', NOT_FOUND);
    const now = isoNow(deps.clock);
    const reply = await tx.db
      .insertInto('contact_reply')
      .values({ message_id: message.id, body: input.body, author_id: input.authorId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.db
      .updateTable('contact_message')
      .set({ read_at: now })
      .where('id', '=', message.id)
      .where('read_at', 'is', null)
      .execute();
    const settings = await mailSettings(tx);
    const owner = await ownerAddress(tx, settings.ownerEmail);
    await enqueueMail(tx, {
      ...contactReply(message, input.body, settings),
      kind: 'contact_reply',
      eventKey: `contact_reply:${reply.id}`,
      recipient: message.email,
      replyTo: owner ?? undefined,
    });
  });
  return inboxThread(deps, input.id);
}
