import DOMPurify from 'dompurify';

type Sanitize = (html: string) => string;

/** In the browser DOMPurify; the server-rendering entry sets the server's own cleaner (DOMPurify needs a DOM). */
let sanitize: Sanitize = (html) => DOMPurify.sanitize(html);

export function setHtmlSanitizer(next: Sanitize): void {
  sanitize = next;
}

/** Admin-written HTML made safe to render (it was cleaned on save too: this is the second line). */
export function sanitizeHtml(html: string): string {
  return sanitize(html);
}
