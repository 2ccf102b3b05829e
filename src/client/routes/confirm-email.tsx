import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { MailLinkAction } from '../components/MailLink/MailLinkAction';
import { ButtonLink } from '../components/RouterLinks';
import { privatePageHead } from '../head';
import { tokenSearch } from '../route-params';
import { useTRPC } from '../trpc';

/** /confirm-email?token=…: the mailed link that confirms an account's e-mail and adds its guest orders. */
export const Route = createFileRoute('/confirm-email')({
  ssr: false,
  head: () => privatePageHead('Confirm your e-mail'),
  validateSearch: tokenSearch,
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const confirm = useMutation(
    trpc.account.confirmEmail.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.orders.mine.queryKey() }),
    }),
  );
  return (
    <MailLinkAction
      title="Confirm your e-mail"
      text="Confirm that this e-mail address is yours: the orders you placed as a guest with it join your account."
      action="Confirm my e-mail"
      hasToken={Boolean(token)}
      missingToken="This confirmation link is invalid or has expired."
      mutation={{ ...confirm, mutate: () => confirm.mutate({ token: token ?? '' }) }}
      after={<ButtonLink to="/profile">View My Orders</ButtonLink>}
    />
  );
}
