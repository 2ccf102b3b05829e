import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { CONTACT_SUBJECT_LABELS } from '@shared/schemas/content';
import { INBOX_VIEWS, type InboxRow } from '@shared/schemas/inbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { type Column, DataTable } from '../shared/DataTable';
import { TabHeader } from '../shared/TabHeader';
import { serverPaging, useListParams } from '../shared/use-list-params';
import classes from './Inbox.module.css';
import { InboxThreadDialog } from './InboxThreadDialog';

const PAGE_SIZE = 20;
const SORTS = ['newest'] as const;
const VIEW_LABELS: Record<(typeof INBOX_VIEWS)[number], string> = { open: 'Open', done: 'Done', all: 'All' };
const isView = (value: unknown): value is (typeof INBOX_VIEWS)[number] => INBOX_VIEWS.some((v) => v === value);

/** Who wrote, about what, and whether it was read and answered: the row's first column and its phone card. */
function Sender({ m }: { m: InboxRow }) {
  return (
    <Stack gap={0} miw={160}>
      <Group gap={6} wrap="nowrap">
        {!m.read && (
          <Badge size="xs" color="blue" variant="filled">
            New
          </Badge>
        )}
        <Text size="sm" fw={m.read ? 400 : 700}>
          {m.name}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {m.email}
      </Text>
    </Stack>
  );
}

function Summary({ m }: { m: InboxRow }) {
  return (
    <Stack gap={0} miw={200} maw={420}>
      <Text size="sm" fw={m.read ? 400 : 600}>
        {CONTACT_SUBJECT_LABELS[m.subject]}
        {m.replies > 0 && (
          <Text span size="xs" c="dimmed">
            {' '}
            · {m.replies} {m.replies === 1 ? 'reply' : 'replies'}
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {m.preview}
      </Text>
    </Stack>
  );
}

/**
 * The contact form's messages (issue 44, item 3): unread first, then the newest; open, done or all; searched by
 * name, e-mail and text. A row opens the thread: the message, the shopper's orders, the replies, Reply and Mark done.
 */
export function InboxTab() {
  const trpc = useTRPC();
  const params = useListParams(SORTS, { key: 'newest', direction: 'desc' });
  const { view } = useSearch({ from: '/admin' });
  const navigate = useNavigate();
  const show = isView(view) ? view : 'open';
  const list = useQuery({
    ...trpc.admin.inbox.list.queryOptions(
      { page: params.page, pageSize: PAGE_SIZE, q: params.q || undefined, show },
      { refetchInterval: 30_000 },
    ),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<number | null>(null);

  const columns: Column<InboxRow>[] = [
    { key: 'from', header: 'From', render: (m) => <Sender m={m} /> },
    { key: 'message', header: 'Message', render: (m) => <Summary m={m} /> },
    {
      key: 'received',
      header: 'Received',
      render: (m) => (
        <Text size="sm" className={classes.nowrap}>
          {formatDateTime(m.createdAt)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (m) =>
        m.done ? (
          <Badge size="sm" variant="light" color="gray">
            Done
          </Badge>
        ) : (
          <Badge size="sm" variant="light" color={m.replies > 0 ? 'green' : 'yellow'}>
            {m.replies > 0 ? 'Answered' : 'Waiting'}
          </Badge>
        ),
    },
  ];
  const unread = list.data?.unread ?? 0;

  return (
    <Stack gap="lg">
      <TabHeader
        title="Inbox"
        description={`Messages from the contact form${unread > 0 ? `: ${unread} unread` : ''}. Open one to read it, see the sender's orders, reply by e-mail and mark it done.`}
      />
      <SegmentedControl
        aria-label="Show"
        className={classes.views}
        value={show}
        onChange={(value) =>
          void navigate({ to: '/admin', search: { tab: 'inbox', view: value === 'open' ? undefined : value } })
        }
        data={INBOX_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }))}
      />
      <DataTable
        label="Inbox"
        rows={list.data?.items}
        columns={columns}
        rowKey={(m) => m.id}
        searchPlaceholder="Search by name, e-mail or text"
        emptyText={
          show === 'done'
            ? 'No messages marked done yet.'
            : params.q
              ? 'No messages match this search.'
              : 'No messages yet. What shoppers send from the Contact page appears here.'
        }
        isLoading={list.isPending}
        error={list.isError ? 'Failed to load the inbox' : null}
        onRetry={() => void list.refetch()}
        paging={serverPaging(params, list, { sorts: SORTS, noun: 'message', pageSize: PAGE_SIZE })}
        onOpen={(m) => setOpen(m.id)}
        renderCard={(m) => (
          <Stack gap={6}>
            <Sender m={m} />
            <Summary m={m} />
            <Text size="xs" c="dimmed">
              {formatDateTime(m.createdAt)}
              {m.done ? ' · Done' : ''}
            </Text>
          </Stack>
        )}
      />
      <InboxThreadDialog id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
