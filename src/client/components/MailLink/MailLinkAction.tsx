import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { serverMessage } from '../../api-error';
import { useT } from '../../i18n/hooks';
import mailLinkMessages from '../../i18n/messages/mail-link.en.json';
import { Stack, Text, Title } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { Container, Paper } from '../Plain/PlainLayout';

interface MailLinkActionProps {
  title: string;
  text: ReactNode;
  /** The one button: the mailed link only opens this page, the POST is the shopper's click (no prefetcher acts). */
  action: string;
  hasToken: boolean;
  missingToken: string;
  mutation: {
    mutate(): void;
    isPending: boolean;
    isSuccess: boolean;
    isError: boolean;
    error: unknown;
    data?: { message: string };
  };
  /** Shown under the result once it succeeded. */
  after?: ReactNode;
}

/** The frame of a page opened from a mailed link: a titled card. */
export function MailLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="xs" py={{ base: 48, md: 80 }}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** A page opened from a mailed link (unsubscribe, confirm an e-mail): says what the button does, then its result. */
export function MailLinkAction({ title, text, action, hasToken, missingToken, mutation, after }: MailLinkActionProps) {
  const t = useT(mailLinkMessages);
  return (
    <MailLinkPage title={title}>
      {!hasToken ? (
        <Alert color="yellow" variant="light" role="alert">
          {missingToken}
        </Alert>
      ) : mutation.isSuccess ? (
        <>
          <Alert color="green" variant="light" role="status" data-testid="mail-link-result">
            {mutation.data?.message}
          </Alert>
          {after}
        </>
      ) : (
        <>
          <Text>{text}</Text>
          {mutation.isError && (
            <Alert color="red" variant="light" role="alert" data-testid="mail-link-error">
              {serverMessage(mutation.error) ?? t('mailLink.failed')}
            </Alert>
          )}
          <Button onClick={() => mutation.mutate()} loading={mutation.isPending}>
            {action}
          </Button>
        </>
      )}
    </MailLinkPage>
  );
}
