import { LARGE_BODY_CALLS, MAX_BATCH_CALLS } from '@shared/api';
import { LOCALE_HEADER, type Locale } from '@shared/locale';
import { httpBatchLink, httpLink, splitLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '../server/trpc/app-router';

const withCookie: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });
const largeBodies = new Set<string>(LARGE_BODY_CALLS);

/**
 * tRPC's HTTP transport (`trpc.ts` loads it with the first call that needs it: a first visit's page asks nothing of
 * the server but the session check, which goes to its documented REST path): batched calls to /trpc with the session
 * cookie and the page's language (`x-shop-locale`, so the server answers in it); a call that carries a file
 * (LARGE_BODY_CALLS) goes alone to its own route, which takes its larger body.
 */
export function httpTransport(locale: Locale): TRPCLink<AppRouter> {
  const headers = { [LOCALE_HEADER]: locale };
  return splitLink({
    condition: (op) => largeBodies.has(op.path),
    true: httpLink({ url: '/trpc', fetch: withCookie, headers }),
    false: httpBatchLink({ url: '/trpc', maxItems: MAX_BATCH_CALLS, fetch: withCookie, headers }),
  });
}
