import { useNav } from '../nav/nav';

const BASE = 'http://same.site';

/**
 * Where to return after signing in: a path of this site (`/checkout`, `/profile?tab=orders`), never another
 * host (`//evil.example`, `https://…`, `/\evil`) and never the sign-in screen itself; anything else is undefined.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || url.pathname === '/auth') return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** The `redirect` param of a router location's search, if it is a safe one. */
export function redirectIn(search: object): string | undefined {
  return safeRedirect((search as Record<string, unknown>).redirect);
}

/**
 * Goes back to `path` (a safe redirect, which the router writes without the page's language) in the page's
 * language, replacing the sign-in screen in the history: `/checkout` from `/fr/auth` is `/fr/checkout`.
 */
export function useReturnTo(): (path: string) => void {
  return useNav().useReplace();
}
