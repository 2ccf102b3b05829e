import { AppError } from '../../shared/errors.js';
import type { AdminContentPage, ContactInput, ContentPage } from '../../shared/schemas/content.js';
import type { Translations } from '../../shared/translations.js';
import { orRefuse, runFlow } from '../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../deps.js';
import { enqueueMail, mailSettings, ownerAddress } from './mail/outbox.js';
import { contactCopy } from './mail/templates/contact.js';
import { cleanHtml } from './sanitize.js';
import { type Localized, localize, withTranslations, writeTranslations } from './translations.js';

/** A content page in the asker's language (its French title and text where the owner wrote them). */
export async function getContentPage(deps: Pick<Deps, 'db'> & Localized, slug: string): Promise<ContentPage> {
  const row = await deps.db
    .selectFrom('content_page')
    .select(['slug', 'title', 'content_html', 'updated_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Page not found');
  const page = { slug: row.slug, title: row.title, contentHtml: row.content_html, updatedAt: row.updated_at };
  return (await localize(deps, 'page', [page], (p) => p.slug))[0] as ContentPage;
}

/** Stores a message from the contact form for the owner to read in the admin, and queues a copy to the owner (reply-to the sender). */
export async function sendContactMessage(
  deps: FlowDeps<'clock'>,
  input: ContactInput,
): Promise<{ success: true; message: string }> {
  await runFlow(deps, async (tx) => {
    const trx = tx.db;
    const { id } = await trx.insertInto('contact_message').values(input).returning('id').executeTakeFirstOrThrow();
    const settings = await mailSettings(tx);
    const owner = await ownerAddress(tx, settings.ownerEmail);
    if (!owner) return;
    const copy = contactCopy(input, settings);
    await enqueueMail(tx, {
      ...copy,
      kind: 'contact_copy',
      eventKey: `contact_copy:${id}`,
      recipient: owner,
      replyTo: input.email,
    });
  });
  return { success: true, message: "Thank you for your message. We'll get back to you soon." };
}

/** Saves a content page and its translations; its HTML (English and French) is sanitised on the way in. */
export async function updateContentPage(
  deps: FlowDeps<'clock'>,
  input: { slug: string; title: string; contentHtml: string; translations?: Translations },
): Promise<AdminContentPage> {
  await runFlow(deps, async (tx) => {
    orRefuse(
      await tx.db
        .updateTable('content_page')
        .set({ title: input.title, content_html: cleanHtml(input.contentHtml), updated_at: isoNow(deps.clock) })
        .where('slug', '=', input.slug)
        .executeTakeFirst(),
      () => new AppError('NOT_FOUND', 'Page not found'),
    );
    await writeTranslations(tx, 'page', input.slug, input.translations);
  });
  const [page] = await withTranslations(
    deps.db,
    'page',
    [await getContentPage({ db: deps.db }, input.slug)],
    (p) => p.slug,
  );
  return page as AdminContentPage;
}

/** The content pages as the admin edits them: English, with their translations. */
export async function listContentPages({ db }: Pick<Deps, 'db'>): Promise<AdminContentPage[]> {
  const rows = await db
    .selectFrom('content_page')
    .select(['slug', 'title', 'content_html', 'updated_at'])
    .orderBy('slug')
    .execute();
  const pages = rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    contentHtml: r.content_html,
    updatedAt: r.updated_at,
  }));
  return withTranslations(db, 'page', pages, (p) => p.slug);
}

/** The newest admin actions first. */
export async function listAuditLog({ db }: Pick<Deps, 'db'>, limit = 200) {
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('user as u', 'u.id', 'a.actor_user_id')
    .select(['a.id', 'a.action', 'a.entity_type', 'a.entity_id', 'a.details', 'a.created_at', 'u.username'])
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    details: JSON.parse(r.details) as Record<string, unknown>,
    createdAt: r.created_at,
    actor: r.username ?? 'deleted user',
  }));
}
