import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { MailLinkAction } from '../components/MailLink/MailLinkAction';
import { privatePageHead } from '../head';
import { tokenSearch } from '../route-params';
import { useTRPC } from '../trpc';

/**
 * /unsubscribe?token=…: the link of every newsletter mail. Rendered by the server (a GET changes nothing); the
 * one button POSTs the signed token, so a mail scanner opening the link unsubscribes nobody.
 */
export const Route = createFileRoute('/unsubscribe')({
  head: () => privatePageHead('Unsubscribe'),
  validateSearch: tokenSearch,
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  const trpc = useTRPC();
  const unsubscribe = useMutation(trpc.content.unsubscribe.mutationOptions());
  return (
    <MailLinkAction
      title="Unsubscribe"
      text="Stop receiving our newsletter at this address? You can subscribe again at any time."
      action="Unsubscribe"
      hasToken={Boolean(token)}
      missingToken="This unsubscribe link is not valid. Please use the link from our latest e-mail."
      mutation={{ ...unsubscribe, mutate: () => unsubscribe.mutate({ token: token ?? '' }) }}
    />
  );
}
