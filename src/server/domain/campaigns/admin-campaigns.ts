import { AppError } from '../../../shared/errors.js';
import { DEFAULT_LOCALE } from '../../../shared/locale.js';
import { localePath } from '../../../shared/locale-path.js';
import { toDollars } from '../../../shared/money.js';
import { PAID_STATUSES } from '../../../shared/order-statuses.js';
import type { Campaign, CampaignInput, CampaignRow, CampaignStatus } from '../../../shared/schemas/campaigns.js';
import type { Reader } from '../../db/flow.js';
import { orRefuse, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type Services } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { link, withOrigin } from '../mail/layout.js';
import { enqueueMail, mailSettings } from '../mail/outbox.js';
import { campaignMail, mailBody } from '../mail/templates/campaign.js';
import { unsubscribeLinks } from '../newsletter.js';
import { cleanCampaignHtml } from '../sanitize.js';

/**
 * The owner's newsletter campaigns (issue 40, item 3): written as drafts, sent now or at a time (the `campaigns` job
 * sends them, `send.ts`), with their figures read off the outbox. Only a draft or a scheduled campaign is edited or
 * sent; sending one that is sending or sent changes nothing (and sends nothing).
 */
const NOT_FOUND = 'Campaign not found';

async function campaignRow(db: Reader, id: number) {
  const row = await db.selectFrom('campaign').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** `id` if it names a campaign that was sent (or is being sent): what an order records as its campaign. */
export async function sentCampaign({ db }: { db: Reader }, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const row = await db
    .selectFrom('campaign')
    .select('id')
    .where('id', '=', id)
    .where('status', 'in', ['sending', 'sent'])
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Each campaign's figures: its mails in the outbox by status, and its recipients who unsubscribed since it started. */
async function figures(db: Reader, ids: number[]) {
  const byStatus = ids.length
    ? await db
        .selectFrom('mail_message')
        .select(['campaign_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('campaign_id', 'in', ids)
        .where('kind', '=', 'campaign')
        .groupBy(['campaign_id', 'status'])
        .execute()
    : [];
  const left = ids.length
    ? await db
        .selectFrom('mail_message as m')
        .innerJoin('campaign as c', 'c.id', 'm.campaign_id')
        .innerJoin('newsletter_subscriber as s', 's.email', 'm.recipient')
        .select(['m.campaign_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('m.campaign_id', 'in', ids)
        .where('m.kind', '=', 'campaign')
        .whereRef('s.unsubscribed_at', '>=', 'c.started_at')
        .groupBy('m.campaign_id')
        .execute()
    : [];
  const sales = ids.length
    ? await db
        .selectFrom('order')
        .select([
          'campaign_id',
          (eb) => eb.fn.countAll<number | string>().as('n'),
          (eb) => eb.fn.sum<number | string>('base_total_cents').as('cents'),
        ])
        .where('campaign_id', 'in', ids)
        .where('status', 'in', PAID_STATUSES)
        .groupBy('campaign_id')
        .execute()
    : [];
  return (id: number) => {
    const count = (status: string) => Number(byStatus.find((r) => r.campaign_id === id && r.status === status)?.n ?? 0);
    const sold = sales.find((r) => r.campaign_id === id);
    return {
      sent: count('sent'),
      failed: count('failed'),
      unsubscribedSince: Number(left.find((r) => r.campaign_id === id)?.n ?? 0),
      orders: Number(sold?.n ?? 0),
      revenue: toDollars(Number(sold?.cents ?? 0)),
    };
  };
}

type Row = Awaited<ReturnType<typeof campaignRow>>;

function toRow(r: Row, f: ReturnType<Awaited<ReturnType<typeof figures>>>): CampaignRow {
  return {
    id: r.id,
    subject: r.subject,
    status: r.status,
    sendAt: r.send_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    queued: r.queued,
    ...f,
    createdAt: r.created_at,
  };
}

export async function listCampaigns({ db }: { db: Reader }): Promise<CampaignRow[]> {
  const rows = await db.selectFrom('campaign').selectAll().orderBy('id', 'desc').execute();
  const of = await figures(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRow(r, of(r.id)));
}

export async function getCampaign({ db }: { db: Reader }, id: number): Promise<Campaign> {
  const r = await campaignRow(db, id);
  return { ...toRow(r, (await figures(db, [id]))(id)), preheader: r.preheader, html: r.html };
}

export async function createCampaign(
  deps: FlowDeps<'clock'>,
  input: CampaignInput,
): Promise<{ id: number; status: 'draft' }> {
  const now = isoNow(deps.clock);
  const { id } = await runFlow(deps, (tx) =>
    tx.db
      .insertInto('campaign')
      .values({
        subject: input.subject,
        preheader: input.preheader,
        html: cleanCampaignHtml(input.html),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return { id, status: 'draft' };
}

const EDITABLE: CampaignStatus[] = ['draft', 'scheduled'];

/** Edits a draft (or a scheduled campaign, which stays scheduled); one that is sending or sent is refused. */
export async function updateCampaign(
  deps: FlowDeps<'clock'>,
  input: CampaignInput & { id: number },
): Promise<Campaign> {
  await campaignRow(deps.db, input.id);
  await runFlow(deps, async (tx) =>
    orRefuse(
      await tx.db
        .updateTable('campaign')
        .set({
          subject: input.subject,
          preheader: input.preheader,
          html: cleanCampaignHtml(input.html),
          updated_at: isoNow(deps.clock),
        })
        .where('id', '=', input.id)
        .where('status', 'in', EDITABLE)
        .returning('id')
        .executeTakeFirst(),
      () => new AppError('CONFLICT', 'This campaign has been sent: it can no longer be edited'),
    ),
  );
  return getCampaign(deps, input.id);
}

/**
 * Sends a draft or scheduled campaign now (it is `sending` at once: the job queues its mails at the set pace) or at
 * `at` (a time past is now). A campaign sending or sent is left as it is: answered, nothing sent again.
 */
export async function sendCampaign(
  deps: FlowDeps<'clock'>,
  input: { id: number; at?: string },
): Promise<{ id: number; status: CampaignStatus }> {
  await campaignRow(deps.db, input.id);
  const now = isoNow(deps.clock);
  const later = input.at !== undefined && input.at > now;
  const status = await runFlow(deps, async (tx) => {
    const moved = await tx.db
      .updateTable('campaign')
      .set(
        later
          ? { status: 'scheduled', send_at: input.at ?? null, updated_at: now }
          : { status: 'sending', send_at: now, started_at: now, paced_at: now, updated_at: now },
      )
      .where('id', '=', input.id)
      .where('status', 'in', EDITABLE)
      .returning('status')
      .executeTakeFirst();
    if (moved) return moved.status;
    return (await campaignRow(tx.db, input.id)).status;
  });
  return { id: input.id, status };
}

/** Mails the campaign as it stands to the signed-in owner's own address (marked as a test), at once. */
export async function sendTestCampaign(
  deps: FlowDeps<'clock'> & { config: Pick<Services['config'], 'sessionKey'> },
  id: number,
  actor: Actor,
): Promise<{ to: string; message: string }> {
  const campaign = await campaignRow(deps.db, id);
  const user = await deps.db.selectFrom('user').select('email').where('id', '=', actor.userId).executeTakeFirst();
  if (!user?.email) throw new AppError('BAD_REQUEST', 'Your account has no e-mail address to send the test to');
  const to = user.email.toLowerCase();
  await runFlow(deps, async (tx) => {
    const subscriber = await tx.db
      .selectFrom('newsletter_subscriber')
      .select(['id', 'email', 'locale'])
      .where('email', '=', to)
      .executeTakeFirst();
    const locale = subscriber?.locale ?? DEFAULT_LOCALE;
    // The owner on the list gets their own working link; else the page's, as a subscriber would see it.
    const links = subscriber
      ? unsubscribeLinks(deps.config.sessionKey, subscriber, locale)
      : { page: link(localePath(locale, '/unsubscribe')), oneClick: undefined };
    const mail = campaignMail(campaign, mailBody(campaign), links.page, await mailSettings(tx), locale);
    await enqueueMail(tx, {
      ...mail,
      subject: `[Test] ${mail.subject}`,
      kind: 'campaign_test',
      eventKey: `campaign-test:${id}:${isoNow(deps.clock)}`,
      recipient: to,
      ...(links.oneClick ? { listUnsubscribe: links.oneClick } : {}),
    });
  });
  return { to, message: `A test of this campaign is on its way to ${to}` };
}

/**
 * The saved campaign as a subscriber would read it, for the compose screen's preview (desktop and phone): in the
 * layout, links absolute at the shop's address and tagged; the unsubscribe link is the page's, without a token.
 */
export async function previewCampaign(deps: { db: Reader }, id: number, publicUrl: string): Promise<{ html: string }> {
  const campaign = await campaignRow(deps.db, id);
  const mail = campaignMail(
    campaign,
    mailBody(campaign),
    link('/unsubscribe'),
    await mailSettings(deps),
    DEFAULT_LOCALE,
  );
  return { html: withOrigin(mail.html, publicUrl) };
}
