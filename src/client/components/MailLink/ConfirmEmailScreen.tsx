import { Alert } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { serverMessage } from '../../api-error';
import { useSession } from '../../features/session';
import { useT } from '../../i18n/hooks';
import mailLinkMessages from '../../i18n/messages/mail-link.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { Text } from '../Plain/Plain';
import { ButtonLink } from '../RouterLinks';
import { MailLinkAction, MailLinkPage } from './MailLinkAction';
import { strong } from './strong';

/**
 * /confirm-email?token=…, the link mailed to an address with guest orders when an account takes it. Opening it
 * changes nothing (a mail scanner may open it): the page names the account the link is for, asks a signed-out
 * shopper to sign in as that account, tells another account it is not theirs, and offers the account itself one
 * button, the POST that adds the orders. The server checks the same again.
 */
export function ConfirmEmailScreen({ token }: { token?: string }) {
  const trpc = useTRPC();
  const t = useT(mailLinkMessages);
  const title = t('mailLink.confirmTitle');
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
      <MailLinkPage title={title}>
        <Alert color="yellow" variant="light" role="alert" data-testid="confirm-email-invalid">
          {(link.isError && serverMessage(link.error)) || t('mailLink.confirmInvalid')}
        </Alert>
      </MailLinkPage>
    );
  }
  if (link.isPending || session.isPending) return <CenteredLoader />;

  const { username } = link.data;
  if (!session.user) {
    return (
      <MailLinkPage title={title}>
        <Text data-testid="confirm-email-sign-in">
          {strong(t, 'mailLink.signInFirst', { accountStrong: username }, { account: username })}
        </Text>
        <ButtonLink to="/auth" search={{ redirect: here }}>
          {t('mailLink.signIn', { account: username })}
        </ButtonLink>
      </MailLinkPage>
    );
  }
  if (session.user.username.toLowerCase() !== username.toLowerCase()) {
    return (
      <MailLinkPage title={title}>
        <Alert color="yellow" variant="light" role="alert" data-testid="confirm-email-other-account">
          {strong(
            t,
            'mailLink.otherAccount',
            { youStrong: session.user.username, accountStrong: username },
            { account: username },
          )}
        </Alert>
      </MailLinkPage>
    );
  }
  return (
    <MailLinkAction
      title={title}
      text={strong(t, 'mailLink.question', { accountStrong: username })}
      action={t('mailLink.confirm')}
      hasToken
      missingToken={t('mailLink.confirmInvalid')}
      mutation={{ ...confirm, mutate: () => confirm.mutate({ token }) }}
      after={
        <ButtonLink to="/profile" search={{ tab: 'orders' }}>
          {t('mailLink.viewOrders')}
        </ButtonLink>
      }
    />
  );
}
