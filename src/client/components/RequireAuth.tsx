import { Navigate, useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { redirectIn, safeRedirect, useReturnTo } from '../features/redirect';
import { useSession } from '../features/session';
import { CenteredLoader } from './CenteredLoader';

interface RequireAuthProps {
  /** Admins only: a signed-in customer goes to /. */
  admin?: boolean;
  children: ReactNode;
}

/**
 * Shows its children to a signed-in user only; a visitor goes to /auth (spec §2, protected routes), with
 * `?redirect=` back to this page after signing in.
 */
export function RequireAuth({ admin = false, children }: RequireAuthProps) {
  const { isPending, user, isAdmin } = useSession();
  // This page, or (already on /auth) the page it came from. Only a changed target re-renders: Navigate
  // navigates again on every render.
  const back = useLocation({
    select: (l) => safeRedirect(l.href) ?? redirectIn(l.search),
  });
  const search = useMemo(() => (back ? { redirect: back } : {}), [back]);
  if (isPending) return <CenteredLoader />;
  if (!user) return <Navigate to="/auth" search={search} replace />;
  if (admin && !isAdmin) return <Navigate to="/" replace />;
  return children;
}

/** Shows its children to visitors only; a signed-in user goes back where `?redirect=` says, else to / (the /auth screen). */
export function RequireGuest({ children }: { children: ReactNode }) {
  const { isPending, user } = useSession();
  const redirect = useLocation({ select: (l) => redirectIn(l.search) });
  // Once on the way back the address no longer says where to: the screen's last render must not send home.
  const kept = useRef(redirect);
  if (redirect) kept.current = redirect;
  const back = redirect ?? kept.current;
  if (isPending) return <CenteredLoader />;
  if (user) {
    return back ? <GoBack to={back} /> : <Navigate to="/" replace />;
  }
  return children;
}

/** Replaces the address with a same-site path (already checked by safeRedirect), in the page's language. */
function GoBack({ to }: { to: string }) {
  const returnTo = useReturnTo();
  useEffect(() => returnTo(to), [returnTo, to]);
  return <CenteredLoader />;
}
