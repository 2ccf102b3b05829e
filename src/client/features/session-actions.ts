import type { SessionCheck, User } from '@shared/schemas/account';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../i18n/hooks';
import sessionMessages from '../i18n/messages/session.en.json';
import { useNav, useNavigate } from '../nav/nav';
import { type Trpc, useTRPC } from '../trpc';
import { forgetKeptAddress } from './kept-address';
import { notifyError, notifyFailure, notifyInfo, notifySuccess } from './notify';
import { redirectIn, useReturnTo } from './redirect';
import { useSettings } from './settings';

/** After a login, registration or logout the app goes to / after about 100 ms (spec §2). */
const REDIRECT_DELAY_MS = 100;

/** Data that belongs to one signed-in user; it must not survive a change of user. */
function forgetUserData(trpc: Trpc, queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: trpc.account.me.queryKey() });
  queryClient.removeQueries({ queryKey: trpc.orders.mine.queryKey() });
  queryClient.removeQueries({ queryKey: trpc.orders.get.pathKey() });
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
  const search = useNav().useSearchReader();
  const returnTo = useReturnTo();
  return () => {
    const back = redirectIn(search());
    setTimeout(() => (back ? returnTo(back) : void navigate({ to: '/' })), REDIRECT_DELAY_MS);
  };
}

/**
 * After a login or a registration: the new user's data replaces the last one's, the welcome `title` and `text` show,
 * and the app goes back soon.
 */
function useSignedIn(): (user: User, title: string, text: string) => void {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const goHome = useGoHomeSoon();
  return (user, title, text) => {
    storeSignedIn(trpc, queryClient, user);
    notifySuccess(title, text);
    goHome();
  };
}

export function useLogin() {
  const t = useT(sessionMessages);
  const trpc = useTRPC();
  const signedIn = useSignedIn();
  return useMutation(
    trpc.account.login.mutationOptions({
      onSuccess: (user) =>
        signedIn(user, t('session.loginSuccess'), t('session.welcomeBack', { username: user.username })),
      onError: (error) => notifyFailure(error, t('session.loginFailedFallback'), t('session.loginFailed')),
    }),
  );
}

export function useRegister() {
  const t = useT(sessionMessages);
  const trpc = useTRPC();
  const { shopName } = useSettings();
  const signedIn = useSignedIn();
  return useMutation(
    trpc.account.register.mutationOptions({
      onSuccess: (user) =>
        signedIn(user, t('session.registerSuccess'), t('session.welcomeTo', { shopName, username: user.username })),
      onError: (error) => notifyFailure(error, t('session.registerFailedFallback'), t('session.registerFailed')),
    }),
  );
}

export function useLogout() {
  const t = useT(sessionMessages);
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const navigate = useNavigate();
  return useMutation(
    trpc.account.logout.mutationOptions({
      onSuccess: () => {
        notifyInfo(t('session.loggedOut'), t('session.loggedOutText'));
        // Leave first, then forget the user: a signed-in-only screen would otherwise bounce to /auth on the way.
        setTimeout(async () => {
          await navigate({ to: '/' }).catch(() => undefined);
          storeSignedOut(trpc, queryClient);
          forgetKeptAddress();
        }, REDIRECT_DELAY_MS);
      },
      onError: () => {
        notifyError(t('session.logoutFailedText'), t('session.logoutFailed'));
      },
    }),
  );
}

/** Saves username, e-mail and avatar; the signed-in user's data (and the header's name) refreshes. */
export function useUpdateProfile() {
  const t = useT(sessionMessages);
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return useMutation(
    trpc.account.updateProfile.mutationOptions({
      onSuccess: (user) => {
        storeUser(trpc, queryClient, user);
        void queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() });
        notifySuccess(t('session.profileUpdated'), t('session.profileSaved'));
      },
      onError: (error) => notifyFailure(error, t('session.profileFailed')),
    }),
  );
}

/** Changes the password; the server ends every other session and keeps this one. */
export function useChangePassword() {
  const t = useT(sessionMessages);
  const trpc = useTRPC();
  return useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: () => notifySuccess(t('session.passwordChanged'), t('session.passwordChangedText')),
      onError: (error) => notifyFailure(error, t('session.passwordFailed')),
    }),
  );
}

/** The server no longer knows this session (e.g. the password was changed elsewhere): forget the user here too. */
export function useForgetEndedSession(): () => void {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return () => storeSignedOut(trpc, queryClient);
}
