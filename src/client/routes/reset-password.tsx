import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../components/Auth/ResetPasswordScreen';
import { privatePageTitle, privateRouteHead } from '../head';

interface ResetSearch {
  token?: string;
}

export const Route = createFileRoute('/reset-password')({
  ssr: false,
  loader: ({ context: { intl } }) =>
    privatePageTitle(intl, import('../i18n/messages/auth.en.json'), 'auth.resetPageTitle'),
  head: privateRouteHead,
  validateSearch: (search: Record<string, unknown>): ResetSearch =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordScreen token={token ?? ''} />;
}
