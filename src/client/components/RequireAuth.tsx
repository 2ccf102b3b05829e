import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../features/session';
import { CenteredLoader } from './CenteredLoader';

interface RequireAuthProps {
  /** Admins only: a signed-in customer goes to /. */
  admin?: boolean;
  children: ReactNode;
}

/** Shows its children to a signed-in user only; a visitor goes to /auth (spec §2, protected routes). */
export function RequireAuth({ admin = false, children }: RequireAuthProps) {
  const { isPending, user, isAdmin } = useSession();
  if (isPending) return <CenteredLoader />;
  if (!user) return <Navigate to="/auth" replace />;
  if (admin && !isAdmin) return <Navigate to="/" replace />;
  return children;
}

/** Shows its children to visitors only; a signed-in user goes to / (the /auth screen). */
export function RequireGuest({ children }: { children: ReactNode }) {
  const { isPending, user } = useSession();
  if (isPending) return <CenteredLoader />;
  if (user) return <Navigate to="/" replace />;
  return children;
}
