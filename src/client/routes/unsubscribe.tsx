import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { MailLinkAction } from '../components/MailLink/MailLinkAction';
import { privatePageTitle, privateRouteHead } from '../head';
import { useT } from '../i18n/hooks';
import mailLinkMessages from '../i18n/messages/mail-link.en.json';
import { tokenSearch } from '../route-params';
import { useTRPC } from '../trpc';

/**
 * /unsubscribe?token=…: the link of every newsletter mail. Rendered by the server (a GET changes nothing); the
 * one button POSTs the signed token, so a mail scanner opening the link unsubscribes nobody.
 */
export const Route = createFileRoute('/unsubscribe')({
  loader: ({ context: { intl } }) =>
    privatePageTitle(intl, import('../i18n/messages/mail-link.en.json'), 'mailLink.unsubscribeTitle'),
  head: privateRouteHead,
  validateSearch: tokenSearch,
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  const trpc = useTRPC();
  const t = useT(mailLinkMessages);
  const unsubscribe = useMutation(trpc.content.unsubscribe.mutationOptions());
  return (
    <MailLinkAction
      title={t('mailLink.unsubscribeTitle')}
      text={t('mailLink.unsubscribeText')}
      action={t('mailLink.unsubscribeAction')}
      hasToken={Boolean(token)}
      missingToken={t('mailLink.unsubscribeInvalid')}
      mutation={{ ...unsubscribe, mutate: () => unsubscribe.mutate({ token: token ?? '' }) }}
    />
  );
}
