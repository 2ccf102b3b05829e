import { type Deps, isoNow, type TxDeps } from '../../deps.js';
import { getSettings } from '../settings.js';
import type { MailSettings, Rendered } from './layout.js';

export type MailKind =
  | 'order_confirmation'
  | 'order_notice'
  | 'order_shipped'
  | 'order_cancelled'
  | 'order_refunded'
  | 'contact_copy'
  | 'contact_reply'
  | 'password_reset'
  | 'email_confirmation'
  | 'newsletter_welcome'
  | 'back_in_stock'
  | 'release_open'
  | 'cart_reminder'
  | 'campaign'
  | 'campaign_test'
  | 'gift_card'
  | 'return_update'
  | 'draft_invoice';

export interface OutgoingMail extends Rendered {
  /** What caused the message, e.g. `order-paid:42`: one message per event and recipient. */
  eventKey: string;
  kind: MailKind;
  recipient: string;
  replyTo?: string;
  orderId?: number;
  /** A newsletter mail's one-click unsubscribe URL (sent as List-Unsubscribe with List-Unsubscribe-Post). */
  listUnsubscribe?: string;
  /** A newsletter campaign's mail: counted in its figures. */
  campaignId?: number;
  /** A scheduled mail (a gift card sold for a later date, issue 41): not sent before this ISO time. */
  sendAt?: string;
}

/**
 * Puts a message in the outbox, in the caller's transaction (the one of the
 * event that causes it). A second message for the same event and recipient is
 * ignored, so replays and retries send nothing twice. Answers whether it was queued now.
 */
export async function enqueueMail({ db, clock }: TxDeps<'clock'>, mail: OutgoingMail): Promise<boolean> {
  const now = isoNow(clock);
  const result = await db
    .insertInto('mail_message')
    .values({
      event_key: mail.eventKey,
      kind: mail.kind,
      recipient: mail.recipient,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      order_id: mail.orderId ?? null,
      list_unsubscribe: mail.listUnsubscribe ?? null,
      campaign_id: mail.campaignId ?? null,
      next_attempt_at: mail.sendAt !== undefined && mail.sendAt > now ? mail.sendAt : now,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['event_key', 'recipient']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The URL a mail shows for a shop image: an upload's PNG or JPEG mail copy (`media.ts`) when it has one (mail apps without WebP
 * show it too); any other URL (an upload from before the copies, a seed image, another site's) as it is.
 */
async function mailImageUrl({ db }: Pick<Deps, 'db'>, imageUrl: string): Promise<string> {
  if (!imageUrl.startsWith('/uploads/')) return imageUrl;
  const row = await db
    .selectFrom('media')
    .select('mail_file')
    .where('filename', '=', imageUrl.slice('/uploads/'.length))
    .executeTakeFirst();
  return row?.mail_file ? `/uploads/${row.mail_file}` : imageUrl;
}

/** What the templates need of the settings, read in the event's transaction. */
export async function mailSettings({
  db,
}: Pick<Deps, 'db'>): Promise<MailSettings & { currencySymbol: string; ownerEmail: string }> {
  const s = await getSettings({ db });
  return {
    shopName: s.shopName,
    primaryColor: s.primaryColor,
    logoType: s.logoType,
    // Mail apps without WebP show an uploaded logo's PNG or JPEG copy.
    logoImage: s.logoType === 'image' && s.logoImage ? await mailImageUrl({ db }, s.logoImage) : s.logoImage,
    // The shop's contact e-mail, else the owner's notices address; neither set: the mails name none.
    contactEmail: s.contactEmail || s.ownerEmail,
    currencySymbol: s.currencySymbol,
    ownerEmail: s.ownerEmail,
  };
}

/** Where owner notices go: the ownerEmail setting, else the first admin's e-mail. */
export async function ownerAddress({ db }: Pick<Deps, 'db'>, ownerEmail: string): Promise<string | null> {
  if (ownerEmail) return ownerEmail;
  const admin = await db
    .selectFrom('user')
    .select('email')
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  return admin?.email ?? null;
}
