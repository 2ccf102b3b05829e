import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGE_SORTS } from '@shared/schemas/admin-lists';
import { type AdminMessageRow, MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from '@shared/schemas/admin-messages';
import { IconInfoCircle } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { type Column, DataTable } from '../shared/DataTable';
import { TabHeader } from '../shared/TabHeader';
import { listInput, serverPaging, useListParams } from '../shared/use-list-params';
import { MessageDialog } from './MessageDialog';
import classes from './Messages.module.css';
import { OwnerEmailForm } from './OwnerEmailForm';

const STATUS_COLOURS: Record<AdminMessageRow['status'], string> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  kept: 'gray',
};

const PAGE_SIZE = 20;

function StatusBadge({ m }: { m: AdminMessageRow }) {
  return (
    <Badge size="sm" variant="light" color={STATUS_COLOURS[m.status]}>
      {MAIL_STATUS_LABELS[m.status]}
    </Badge>
  );
}

/** What the shop has written to customers and the owner: recipient, subject, status, and each message as sent. */
export function MessagesTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const params = useListParams(MESSAGE_SORTS, { key: 'created', direction: 'desc' });
  const list = useQuery({
    ...trpc.admin.messages.list.queryOptions(listInput(params, PAGE_SIZE), { refetchInterval: 10_000 }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<number | null>(null);
  const retry = useMutation(
    trpc.admin.messages.retry.mutationOptions({
      onSuccess: (m) => {
        notifySuccess('Message queued', `${m.subject} will be sent again`);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.messages.list.pathKey() });
      },
      onError: (error) => notifyFailure(error, 'Failed to send the message again'),
    }),
  );
  const actions = (m: AdminMessageRow) => (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" onClick={() => setOpen(m.id)}>
        Preview
      </Button>
      {m.status === 'failed' && (
        <Button size="xs" variant="light" loading={retry.isPending} onClick={() => retry.mutate({ id: m.id })}>
          Send again
        </Button>
      )}
    </Group>
  );
  const sentOrTried = (m: AdminMessageRow) =>
    m.sentAt ? formatDateTime(m.sentAt) : m.attempts > 0 ? `next try ${formatDateTime(m.nextAttemptAt)}` : '—';

  const columns: Column<AdminMessageRow>[] = [
    {
      key: 'created',
      header: 'Created',
      render: (m) => (
        <Text size="sm" className={classes.nowrap}>
          {formatDateTime(m.createdAt)}
        </Text>
      ),
    },
    { key: 'recipient', header: 'Recipient', render: (m) => m.recipient },
    {
      key: 'subject',
      header: 'Subject',
      render: (m) => (
        <Stack gap={0} miw={180} maw={300}>
          <Text size="sm" lineClamp={2}>
            {m.subject}
          </Text>
          <Text size="xs" c="dimmed">
            {MAIL_KIND_LABELS[m.kind] ?? m.kind}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (m) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge m={m} />
          <Text size="xs" c="dimmed">
            {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'sent',
      header: 'Sent',
      render: (m) => <Text size="sm">{sentOrTried(m)}</Text>,
    },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];

  return (
    <Stack gap="lg">
      <TabHeader
        title="Messages"
        description="Every e-mail the shop sends: order confirmations, new-order notices, shipping, refunds, cancellations, contact-form copies and password resets."
      />
      {list.data?.delivery === 'outbox' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title="Mail is not sent">
          SMTP_URL is not set, so messages are kept here (and in the log) instead of being sent. See the README's Mail
          section to connect a mail provider.
        </Alert>
      )}
      {list.data && <OwnerEmailForm current={list.data.ownerAddress} />}
      <DataTable
        label="Messages"
        rows={list.data?.items}
        columns={columns}
        rowKey={(m) => m.id}
        searchPlaceholder="Search messages"
        emptyText="No messages yet. They appear here when an order is paid, shipped or refunded, or a password reset is asked for."
        isLoading={list.isPending}
        error={list.isError ? 'Failed to load messages' : null}
        onRetry={() => void list.refetch()}
        paging={serverPaging(params, list, { sorts: MESSAGE_SORTS, noun: 'message', pageSize: PAGE_SIZE })}
        renderCard={(m) => (
          <Stack gap={4}>
            <Text fw={600} size="sm" lineClamp={2}>
              {m.subject}
            </Text>
            <Group gap="xs">
              <StatusBadge m={m} />
              {m.attempts > 0 && (
                <Text size="xs" c="dimmed">
                  {m.attempts} attempt{m.attempts === 1 ? '' : 's'} · {sentOrTried(m)}
                </Text>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {m.recipient} · {MAIL_KIND_LABELS[m.kind] ?? m.kind} · {formatDateTime(m.createdAt)}
            </Text>
            {m.lastError && (
              <Text size="xs" c="red">
                {m.lastError}
              </Text>
            )}
            {actions(m)}
          </Stack>
        )}
      />
      <MessageDialog id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
