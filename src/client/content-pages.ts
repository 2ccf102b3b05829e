import { CONTENT_PAGES, type ContentPageSlug } from '@shared/routes';

/* The content pages' fallback titles, in both languages: `pages.title.<slug>` (i18n/messages/pages.*.json). */

export function isContentPage(slug: string): slug is ContentPageSlug {
  return (CONTENT_PAGES as readonly string[]).includes(slug);
}
