import { Alert, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { serverMessage } from '../../api-error';
import { useSession } from '../../features/session';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { ButtonLink } from '../RouterLinks';
import { MailLinkAction, MailLinkPage } from './MailLinkAction';

/** Every text of the page, in one place. */
const TEXT = {
  title: 'Confirm your e-mail',
  invalid: 'This confirmation link is invalid or has expired.',
  signInFirst: (account: ReactNode) => (
    <>
      This link adds the orders placed as a guest with your e-mail address to the account <strong>{account}</strong>.
      Sign in as {account} to add them.
    </>
  ),
  signIn: (account: string) => `Sign in as ${account}`,
  otherAccount: (you: ReactNode, account: ReactNode) => (
    <>
      You are signed in as <strong>{you}</strong>, but this link is for the account <strong>{account}</strong>: nothing
      was added. Sign out, then sign in as {account} to add the orders.
    </>
  ),
  question: (account: ReactNode) => (
    <>
      Add your orders to the account <strong>{account}</strong>?
    </>
  ),
  confirm: 'Add my orders',
  viewOrders: 'View My Orders',
} as const;

/**
 * /confirm-email?token=…, the link mailed to an address with guest orders when an account takes it. Opening it
 * changes nothing (a mail scanner may open it): the page names the account the link is for, asks a signed-out
 * shopper to sign in as that account, tells another account it is not theirs, and offers the account itself one
 * button, the POST that adds the orders. The server checks the same again.
 */
export function ConfirmEmailScreen({ token }: { token?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const here = useLocation({ select: (l) => l.href });
  const link = useQuery(
    trpc.account.checkEmailConfirmation.queryOptions({ token: token ?? '' }, { enabled: Boolean(token), retry: false }),
  );
  const confirm = useMutation(
    trpc.account.confirmEmail.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.orders.mine.queryKey() }),
    }),
  );

  if (!token || link.isError) {
    return (
      <MailLinkPage title={TEXT.title}>
        <Alert color="yellow" variant="light" role="alert" data-testid="confirm-email-invalid">
          {(link.isError && serverMessage(link.error)) || TEXT.invalid}
        </Alert>
      </MailLinkPage>
    );
  }
  if (link.isPending || session.isPending) return <CenteredLoader />;

  const { username } = link.data;
  if (!session.user) {
    return (
      <MailLinkPage title={TEXT.title}>
        <Text data-testid="confirm-email-sign-in">{TEXT.signInFirst(username)}</Text>
        <ButtonLink to="/auth" search={{ redirect: here }}>
          {TEXT.signIn(username)}
        </ButtonLink>
      </MailLinkPage>
    );
  }
  if (session.user.username.toLowerCase() !== username.toLowerCase()) {
    return (
      <MailLinkPage title={TEXT.title}>
        <Alert color="yellow" variant="light" role="alert" data-testid="confirm-email-other-account">
          {TEXT.otherAccount(session.user.username, username)}
        </Alert>
      </MailLinkPage>
    );
  }
  return (
    <MailLinkAction
      title={TEXT.title}
      text={TEXT.question(username)}
      action={TEXT.confirm}
      hasToken
      missingToken={TEXT.invalid}
      mutation={{ ...confirm, mutate: () => confirm.mutate({ token }) }}
      after={
        <ButtonLink to="/profile" search={{ tab: 'orders' }}>
          {TEXT.viewOrders}
        </ButtonLink>
      }
    />
  );
}
