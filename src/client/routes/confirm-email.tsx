import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailScreen } from '../components/MailLink/ConfirmEmailScreen';
import { privatePageTitle, privateRouteHead } from '../head';
import { tokenSearch } from '../route-params';

/**
 * /confirm-email?token=…: the mailed link that adds an address's guest orders to the account it names, once that
 * account confirms (signed in as it).
 */
export const Route = createFileRoute('/confirm-email')({
  ssr: false,
  loader: ({ context: { intl } }) =>
    privatePageTitle(intl, import('../i18n/messages/mail-link.en.json'), 'mailLink.confirmTitle'),
  head: privateRouteHead,
  validateSearch: tokenSearch,
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailScreen token={token} />;
}
