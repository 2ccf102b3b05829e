import type { SessionCheck, User } from '@shared/schemas/account';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { type Trpc, useTRPC } from '../trpc';
import { notifyError, notifyFailure, notifyInfo, notifySuccess } from './notify';
import { redirectIn } from './redirect';
import { useSettings } from './settings';

/** After a login, registration or logout the app goes to / after about 100 ms (spec §2). */
const REDIRECT_DELAY_MS = 100;
const USER_STALE_MS = 30_000;

type SessionUser = NonNullable<SessionCheck['user']>;

export interface Session {
  /** True until the first session check has answered (or failed). */
  isPending: boolean;
  user: SessionUser | null;
  isAdmin: boolean;
}

/** The session check runs on mount, window focus and reconnect, retried 3 times (spec §4, §9). */
export function sessionQueryOptions(trpc: Trpc) {
  return trpc.account.sessionCheck.queryOptions(undefined, {
    staleTime: USER_STALE_MS,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: 3,
  });
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

/** Data that belongs to one signed-in user; it must not survive a change of user. */
function forgetUserData(trpc: Trpc, queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: trpc.account.me.queryKey() });
  queryClient.removeQueries({ queryKey: trpc.orders.mine.queryKey() });
  queryClient.removeQueries({ queryKey: trpc.wishlist.list.queryKey() });
}

function storeUser(trpc: Trpc, queryClient: QueryClient, user: User): void {
  const session: SessionCheck = {
    authenticated: true,
    user: { id: user.id, username: user.username, role: user.role },
  };
  queryClient.setQueryData(trpc.account.sessionCheck.queryKey(), session);
  queryClient.setQueryData(trpc.account.me.queryKey(), user);
}

function storeSignedIn(trpc: Trpc, queryClient: QueryClient, user: User): void {
  forgetUserData(trpc, queryClient);
  storeUser(trpc, queryClient, user);
}

function storeSignedOut(trpc: Trpc, queryClient: QueryClient): void {
  const session: SessionCheck = { authenticated: false, user: null };
  queryClient.setQueryData(trpc.account.sessionCheck.queryKey(), session);
  forgetUserData(trpc, queryClient);
}

/**
 * Navigates shortly after an auth change, even if the calling screen has unmounted by then: back to the
 * page that sent the visitor to sign in (`?redirect=`, same-site paths only), else to /.
 */
function useGoHomeSoon(): () => void {
  const navigate = useNavigate();
  const router = useRouter();
  return () => {
    const back = redirectIn(router.state.location.search);
    setTimeout(() => (back ? router.history.replace(back) : void navigate({ to: '/' })), REDIRECT_DELAY_MS);
  };
}

export function useLogin() {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const goHome = useGoHomeSoon();
  return useMutation(
    trpc.account.login.mutationOptions({
      onSuccess: (user) => {
        storeSignedIn(trpc, queryClient, user);
        notifySuccess('Login successful', `Welcome back, ${user.username}!`);
        goHome();
      },
      onError: (error) => notifyFailure(error, 'Invalid username or password', 'Login failed'),
    }),
  );
}

export function useRegister() {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const { shopName } = useSettings();
  const goHome = useGoHomeSoon();
  return useMutation(
    trpc.account.register.mutationOptions({
      onSuccess: (user) => {
        storeSignedIn(trpc, queryClient, user);
        notifySuccess('Registration successful', `Welcome to ${shopName}, ${user.username}!`);
        goHome();
      },
      onError: (error) =>
        notifyFailure(error, 'There was a problem creating your account. Please try again.', 'Registration failed'),
    }),
  );
}

export function useLogout() {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const navigate = useNavigate();
  return useMutation(
    trpc.account.logout.mutationOptions({
      onSuccess: () => {
        notifyInfo('Logged out', 'You have been successfully logged out.');
        // Leave first, then forget the user: a signed-in-only screen would otherwise bounce to /auth on the way.
        setTimeout(async () => {
          await navigate({ to: '/' }).catch(() => undefined);
          storeSignedOut(trpc, queryClient);
        }, REDIRECT_DELAY_MS);
      },
      onError: () => {
        notifyError('There was a problem logging out. Please try again.', 'Logout failed');
      },
    }),
  );
}

/** Saves username, e-mail and avatar; the signed-in user's data (and the header's name) refreshes. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return useMutation(
    trpc.account.updateProfile.mutationOptions({
      onSuccess: (user) => {
        storeUser(trpc, queryClient, user);
        void queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() });
        notifySuccess('Profile Updated', 'Your profile has been saved.');
      },
      onError: (error) => notifyFailure(error, 'Failed to update profile'),
    }),
  );
}

/** Changes the password; the server ends every other session and keeps this one. */
export function useChangePassword() {
  const trpc = useTRPC();
  return useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: () =>
        notifySuccess('Password Changed', 'Your password has been updated. Other devices have been signed out.'),
      onError: (error) => notifyFailure(error, 'Failed to change password'),
    }),
  );
}

/** The server no longer knows this session (e.g. the password was changed elsewhere): forget the user here too. */
export function useForgetEndedSession(): () => void {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return () => storeSignedOut(trpc, queryClient);
}
