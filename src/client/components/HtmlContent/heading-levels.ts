const HEADING_TAG = /<(\/?)h([1-6])\b/gi;

/**
 * The owner's HTML with its headings re-levelled to fit the page: the first becomes `top` (h2 under a page's h1,
 * h3 under a section's h2), and none goes more than one level deeper than the one before, so a content page
 * written with h3s (or an h1) keeps the page's one h1 and skips no level. The text is sanitised, so headings
 * never nest: each closing tag closes the last heading opened.
 */
export function relevelHeadings(html: string, top: number): string {
  let previous = top - 1;
  let shift: number | null = null;
  let open = top;
  return html.replace(HEADING_TAG, (_tag, closing: string, digit: string) => {
    if (closing) return `</h${open}`;
    const level = Number(digit);
    shift ??= top - level;
    open = Math.min(Math.max(level + shift, top), previous + 1, 6);
    previous = open;
    return `<h${open}`;
  });
}
