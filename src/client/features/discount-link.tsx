import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * A discount code that came in a link (`/?discount=SPRING10`), remembered by this browser until its cart takes it.
 * Kept tiny: it runs on every storefront page, inside the first load; applying it is a chunk of its own, loaded
 * only when a code is remembered.
 */
const KEY = 'discountCode';
/** The shape of a code (letters, digits, - and _, up to 32): anything else in the link is ignored. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

const ApplyLinkCode = lazy(() => import('./apply-link-code').then((module) => ({ default: module.ApplyLinkCode })));

/** Remembers the link's code, if the URL's query names one; answers the code remembered now (or null). */
export function rememberLinkCode(search: string): string | null {
  const code = new URLSearchParams(search).get('discount')?.trim();
  const valid = code && CODE_PATTERN.test(code) ? code.toUpperCase() : null;
  try {
    if (valid) localStorage.setItem(KEY, valid);
    return localStorage.getItem(KEY);
  } catch {
    // Storage blocked: the code lasts as long as the page.
    return valid;
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

/** Remembers a link's code and, while one is remembered, applies it to the cart (mount once, inside the cart's provider). */
export function LinkDiscount() {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => setCode(rememberLinkCode(window.location.search)), []);
  if (!code) return null;
  return (
    <Suspense fallback={null}>
      <ApplyLinkCode
        code={code}
        onDone={() => {
          forgetLinkCode();
          setCode(null);
        }}
      />
    </Suspense>
  );
}
