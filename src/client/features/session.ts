import type { SessionCheck } from '@shared/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { optionsPerHandle, type Trpc, useTRPC } from '../trpc';

const USER_STALE_MS = 30_000;

type SessionUser = NonNullable<SessionCheck['user']>;

export interface Session {
  /** True until the first session check has answered (or failed). */
  isPending: boolean;
  user: SessionUser | null;
  isAdmin: boolean;
}

const sessionOptions = optionsPerHandle((trpc) =>
  trpc.account.sessionCheck.queryOptions(undefined, {
    staleTime: USER_STALE_MS,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: 3,
  }),
);

/** The session check runs on mount, window focus and reconnect, retried 3 times (spec §4, §9). */
export function sessionQueryOptions(trpc: Trpc) {
  return sessionOptions(trpc, undefined);
}

/** Who is signed in. A failed check counts as logged out. */
export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions(useTRPC()));
  const user = data?.authenticated ? data.user : null;
  return { isPending, user, isAdmin: user?.role === 'admin' };
}

/** The full current user (e-mail, avatar …), fetched only while signed in. */
export function useCurrentUser() {
  const { user } = useSession();
  const trpc = useTRPC();
  return useQuery(trpc.account.me.queryOptions(undefined, { enabled: user !== null, staleTime: USER_STALE_MS }));
}
