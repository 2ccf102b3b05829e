import { DEFAULT_LOCALE } from '../../../shared/locale.js';
import { runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type Services } from '../../deps.js';
import { enqueueMail, mailSettings } from '../mail/outbox.js';
import { campaignMail, mailBody } from '../mail/templates/campaign.js';
import { unsubscribeLinks } from '../newsletter.js';
import { getSettings } from '../settings.js';

/**
 * Sending a campaign (issue 40, item 3): the `campaigns` job (jobs.ts) starts the scheduled campaigns whose time has
 * come and queues the mails of those sending at the owner's pace (`campaignMessagesPerMinute`), in batches, one
 * flow each: the batch's outbox rows (key `campaign:<id>:<subscriber id>`, one per recipient) and the campaign's
 * cursor commit together, so a process killed mid-send resumes after its last batch and queues nobody twice. The
 * outbox worker sends them. Skipped: addresses that left the list, and those the outbox gave up on (bounced).
 */
type SendDeps = FlowDeps<'clock'> & { config: Pick<Services['config'], 'sessionKey'> };

const BATCH = 100;

/** How many mails of the campaign may be queued by now (in all), and the pace's new base after a pause. */
function pace(c: { queued: number; paced_at: string | null; paced_queued: number }, rate: number, now: Date) {
  const since = c.paced_at ? now.getTime() - Date.parse(c.paced_at) : 0;
  const allowed = c.paced_queued + Math.floor((rate * Math.max(0, since)) / 60_000) + 1;
  // Far behind its pace (the shop was down, the job late): start the count again from now, rather than burst.
  const burst = Math.max(1, Math.ceil(rate / 6));
  if (allowed - c.queued > burst) return { allowed: c.queued + 1, rebase: true };
  return { allowed, rebase: false };
}

/** Queues the next batch of one sending campaign, up to `allowed` in all; answers how many it queued and whether it ended. */
async function queueBatch(deps: SendDeps, id: number, rate: number): Promise<{ queued: number; more: boolean }> {
  return runFlow(deps, async (tx) => {
    const now = deps.clock();
    const c = await tx.db
      .selectFrom('campaign')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    if (!c) return { queued: 0, more: false };
    const { allowed, rebase } = pace(c, rate, now);
    const room = Math.min(BATCH, allowed - c.queued);
    if (room <= 0) return { queued: 0, more: false };
    const subscribers = await tx.db
      .selectFrom('newsletter_subscriber as s')
      .select(['s.id', 's.email', 's.locale'])
      .where('s.id', '>', c.cursor)
      .where('s.unsubscribed_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('mail_message as m')
              .select('m.id')
              .whereRef('m.recipient', '=', 's.email')
              .where('m.status', '=', 'failed'),
          ),
        ),
      )
      .orderBy('s.id')
      .limit(room)
      .execute();
    const settings = await mailSettings(tx);
    const body = mailBody(c);
    let queued = 0;
    for (const s of subscribers) {
      const locale = s.locale ?? DEFAULT_LOCALE;
      const links = unsubscribeLinks(deps.config.sessionKey, s, locale);
      const mail = campaignMail(c, body, links.page, settings, locale);
      const added = await enqueueMail(tx, {
        ...mail,
        kind: 'campaign',
        eventKey: `campaign:${c.id}:${s.id}`,
        recipient: s.email,
        listUnsubscribe: links.oneClick,
        campaignId: c.id,
      });
      if (added) queued++;
    }
    const done = subscribers.length < room;
    const stamp = isoNow(deps.clock);
    await tx.db
      .updateTable('campaign')
      .set({
        cursor: subscribers.at(-1)?.id ?? c.cursor,
        queued: c.queued + queued,
        ...(rebase ? { paced_at: stamp, paced_queued: c.queued } : {}),
        ...(done ? { status: 'sent', finished_at: stamp } : {}),
        updated_at: stamp,
      })
      .where('id', '=', c.id)
      .execute();
    return { queued, more: !done && c.queued + subscribers.length < allowed };
  });
}

/** The job: scheduled campaigns now due start sending; each sending campaign queues what its pace allows. Answers how many mails it queued. */
export async function sendDueCampaigns(deps: SendDeps): Promise<number> {
  const now = isoNow(deps.clock);
  await runFlow(deps, (tx) =>
    tx.db
      .updateTable('campaign')
      .set({ status: 'sending', started_at: now, paced_at: now, updated_at: now })
      .where('status', '=', 'scheduled')
      .where('send_at', '<=', now)
      .execute(),
  );
  const sending = await deps.db
    .selectFrom('campaign')
    .select('id')
    .where('status', '=', 'sending')
    .orderBy('id')
    .execute();
  if (sending.length === 0) return 0;
  const rate = (await getSettings(deps)).campaignMessagesPerMinute;
  let total = 0;
  for (const { id } of sending) {
    for (;;) {
      const batch = await queueBatch(deps, id, rate);
      total += batch.queued;
      if (!batch.more) break;
    }
  }
  return total;
}
