import { createFileRoute } from '@tanstack/react-router';
import type { AuthTab } from '../components/Auth/AuthPanel';
import { AuthScreen } from '../components/Auth/AuthScreen';
import { RequireGuest } from '../components/RequireAuth';
import { safeRedirect } from '../features/redirect';
import { privatePageTitle, privateRouteHead } from '../head';
import { useT } from '../i18n/hooks';
import authMessages from '../i18n/messages/auth.en.json';

interface AuthSearch {
  /** `?tab=register` opens the Register tab, `?tab=forgot` the "Forgot password?" form. */
  tab?: AuthTab;
  /** Where to return after signing in: a same-site path (`/checkout`); anything else is dropped. */
  redirect?: string;
}

export const Route = createFileRoute('/auth')({
  ssr: false,
  loader: ({ context: { intl } }) => privatePageTitle(intl, import('../i18n/messages/auth.en.json'), 'auth.pageTitle'),
  head: privateRouteHead,
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    tab: search.tab === 'register' || search.tab === 'login' || search.tab === 'forgot' ? search.tab : undefined,
    redirect: safeRedirect(search.redirect),
  }),
  component: AuthRoute,
});

function AuthRoute() {
  const { tab, redirect } = Route.useSearch();
  const t = useT(authMessages);
  return (
    <RequireGuest>
      <AuthScreen initialTab={tab} notice={redirect?.startsWith('/checkout') ? t('auth.checkoutNotice') : undefined} />
    </RequireGuest>
  );
}
