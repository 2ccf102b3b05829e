import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../components/Auth/ResetPasswordScreen';
import { privatePageHead } from '../head';
import authMessages from '../i18n/messages/auth.en.json';

interface ResetSearch {
  token?: string;
}

export const Route = createFileRoute('/reset-password')({
  ssr: false,
  head: ({ match }) => privatePageHead(match.context.intl.format(authMessages, 'auth.resetPageTitle')),
  validateSearch: (search: Record<string, unknown>): ResetSearch =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordScreen token={token ?? ''} />;
}
