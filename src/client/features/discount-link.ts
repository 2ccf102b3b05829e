/**
 * A discount code that came in a link (`/?discount=SPRING10`), remembered by this browser until its cart takes it.
 * Kept tiny: it runs on every storefront page, inside the first load.
 */
const KEY = 'discountCode';
/** The shape of a code (letters, digits, - and _, up to 32): anything else in the link is ignored. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Remembers the link's code, if the URL's query names one; answers the code remembered now (or null). */
export function rememberLinkCode(search: string): string | null {
  const code = new URLSearchParams(search).get('discount')?.trim();
  try {
    if (code && CODE_PATTERN.test(code)) localStorage.setItem(KEY, code.toUpperCase());
    return localStorage.getItem(KEY);
  } catch {
    // Storage blocked: the code lasts as long as the page.
    return code && CODE_PATTERN.test(code) ? code.toUpperCase() : null;
  }
}

/** The cart took the code, or the server refused it for good: forget it. */
export function forgetLinkCode(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
