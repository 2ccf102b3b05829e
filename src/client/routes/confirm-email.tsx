import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailScreen } from '../components/MailLink/ConfirmEmailScreen';
import { privatePageHead } from '../head';
import mailLinkMessages from '../i18n/messages/mail-link.en.json';
import { tokenSearch } from '../route-params';

/**
 * /confirm-email?token=…: the mailed link that adds an address's guest orders to the account it names, once that
 * account confirms (signed in as it).
 */
export const Route = createFileRoute('/confirm-email')({
  ssr: false,
  head: ({ match }) => privatePageHead(match.context.intl.format(mailLinkMessages, 'mailLink.confirmTitle')),
  validateSearch: tokenSearch,
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailScreen token={token} />;
}
