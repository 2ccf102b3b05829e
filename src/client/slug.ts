/** A URL slug as a heading: URL-decoded, dashes become spaces, words capitalised ('jeans-pants' → 'Jeans Pants'). */
export function titleFromSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape stays as typed.
  }
  return decoded
    .replace(/-/g, ' ')
    .trim()
    .replace(/(^|\s)\S/g, (start) => start.toUpperCase());
}
