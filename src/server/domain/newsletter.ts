import { AppError } from '../../shared/errors.js';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale.js';
import { localePath } from '../../shared/locale-path.js';
import { lockKeys, runFlow } from '../db/flow.js';
import { type FlowDeps, isoNow, type Services } from '../deps.js';
import { link } from './mail/layout.js';
import { enqueueMail, mailSettings } from './mail/outbox.js';
import { newsletterWelcome } from './mail/templates/newsletter.js';
import { sign, verifySignature } from './tokens.js';

/**
 * The newsletter list and leaving it (issue 23, item 3). Every newsletter-facing mail carries a link to the
 * `/unsubscribe` page with a signed token, and the List-Unsubscribe header (RFC 8058 one-click). The token is the
 * subscriber's id and an HMAC-SHA256 of its id and e-mail under a key derived from the session key: nothing is
 * stored, a forged or altered token fails, and a link keeps working for as long as the address is on the list.
 */
type NewsletterDeps = FlowDeps<'clock'> & { config: Pick<Services['config'], 'sessionKey'> };

const PURPOSE = 'newsletter-unsubscribe';

const UNSUBSCRIBED = 'You have been unsubscribed from our newsletter.';
const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Please use the link from our latest e-mail.';

/** The token of a subscriber's unsubscribe links. */
function unsubscribeToken(key: Buffer, subscriber: { id: number; email: string }): string {
  return `${subscriber.id}.${sign(key, PURPOSE, `${subscriber.id}:${subscriber.email.toLowerCase()}`)}`;
}

/** The links a newsletter mail carries: the page (one button) and the one-click POST of List-Unsubscribe. */
export function unsubscribeLinks(key: Buffer, subscriber: { id: number; email: string }, locale: Locale) {
  const token = unsubscribeToken(key, subscriber);
  return {
    page: link(localePath(locale, `/unsubscribe?token=${token}`)),
    oneClick: link(`/api/newsletter/one-click-unsubscribe?token=${token}`),
  };
}

/**
 * Subscribes an e-mail and mails the subscription's confirmation (with its unsubscribe link), in one
 * transaction. Subscribing again while on the list changes nothing and sends nothing; an address that had
 * unsubscribed is back on the list from now. The mail is in `locale`, the language of the page that subscribed.
 */
export async function subscribe(
  deps: NewsletterDeps,
  email: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ success: true; message: string }> {
  const address = email.toLowerCase();
  await runFlow(deps, async (tx) => {
    const trx = tx.db;
    // Two subscribes of one address at once: the second finds the first's row.
    await lockKeys(tx, 'mailbox', [address]);
    const now = isoNow(deps.clock);
    const existing = await trx
      .selectFrom('newsletter_subscriber')
      .select(['id', 'unsubscribed_at'])
      .where('email', '=', address)
      .executeTakeFirst();
    if (existing && existing.unsubscribed_at === null) return;
    const id = existing
      ? existing.id
      : (
          await trx
            .insertInto('newsletter_subscriber')
            .values({ email: address, created_at: now, locale })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    if (existing) {
      await trx
        .updateTable('newsletter_subscriber')
        .set({ unsubscribed_at: null, created_at: now, locale })
        .where('id', '=', id)
        .execute();
    }
    const links = unsubscribeLinks(deps.config.sessionKey, { id, email: address }, locale);
    const mail = newsletterWelcome(links.page, await mailSettings(tx), locale);
    await enqueueMail(tx, {
      ...mail,
      kind: 'newsletter_welcome',
      eventKey: `newsletter_welcome:${id}:${now}`,
      recipient: address,
      listUnsubscribe: links.oneClick,
    });
  });
  return { success: true, message: 'Thank you for subscribing to our newsletter.' };
}

/** The subscriber a token names, when its signature holds; else 400. */
async function subscriberOf(deps: NewsletterDeps, token: string) {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  const id = match ? Number(match[1]) : 0;
  const row =
    match && id > 0 && id < 2 ** 31
      ? await deps.db
          .selectFrom('newsletter_subscriber')
          .select(['id', 'email', 'unsubscribed_at'])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
  if (!row || !verifySignature(deps.config.sessionKey, PURPOSE, `${row.id}:${row.email}`, match?.[2] ?? '')) {
    throw new AppError('BAD_REQUEST', BAD_UNSUBSCRIBE_LINK);
  }
  return row;
}

/** Takes the token's address off the list (kept, marked with when): it leaves the subscribers export. Idempotent. */
export async function unsubscribe(
  deps: NewsletterDeps,
  input: { token: string },
): Promise<{ success: true; message: string }> {
  const row = await subscriberOf(deps, input.token);
  if (row.unsubscribed_at === null) {
    await runFlow(deps, (tx) =>
      tx.db
        .updateTable('newsletter_subscriber')
        .set({ unsubscribed_at: isoNow(deps.clock) })
        .where('id', '=', row.id)
        .where('unsubscribed_at', 'is', null)
        .execute(),
    );
  }
  return { success: true, message: UNSUBSCRIBED };
}
