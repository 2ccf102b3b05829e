import { createFileRoute } from '@tanstack/react-router';
import type { AuthTab } from '../components/Auth/AuthPanel';
import { AuthScreen } from '../components/Auth/AuthScreen';
import { RequireGuest } from '../components/RequireAuth';

interface AuthSearch {
  /** `?tab=register` opens the Register tab, `?tab=forgot` the "Forgot password?" form. */
  tab?: AuthTab;
}

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch =>
    search.tab === 'register' || search.tab === 'login' || search.tab === 'forgot' ? { tab: search.tab } : {},
  component: AuthRoute,
});

function AuthRoute() {
  const { tab } = Route.useSearch();
  return (
    <RequireGuest>
      <AuthScreen initialTab={tab} />
    </RequireGuest>
  );
}
