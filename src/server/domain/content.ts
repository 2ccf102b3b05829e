import { AppError } from '../../shared/errors.js';
import type { ContactInput, ContentPage } from '../../shared/schemas/content.js';
import type { Db } from '../db/index.js';

export async function getContentPage(db: Db, slug: string): Promise<ContentPage> {
  const row = await db
    .selectFrom('content_page')
    .select(['slug', 'title', 'content_html', 'updated_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Page not found');
  return { slug: row.slug, title: row.title, contentHtml: row.content_html, updatedAt: row.updated_at };
}

/** Stores a message from the contact form for the owner to read in the admin. */
export async function sendContactMessage(db: Db, input: ContactInput): Promise<{ success: true; message: string }> {
  await db.insertInto('contact_message').values(input).execute();
  return { success: true, message: "Thank you for your message. We'll get back to you soon." };
}

/** Subscribes an e-mail; subscribing twice is harmless. */
export async function subscribe(db: Db, email: string): Promise<{ success: true; message: string }> {
  await db
    .insertInto('newsletter_subscriber')
    .values({ email: email.toLowerCase() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return { success: true, message: 'Thank you for subscribing to our newsletter.' };
}
