import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { CONTACT_SUBJECT_LABELS } from '@shared/schemas/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { formatDate, formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { CenteredLoader } from '../../CenteredLoader';
import { OrderLinksTable } from '../Orders/OrderLinksTable';
import { AdminModal } from '../shared/AdminModal';
import classes from './Inbox.module.css';

/**
 * One contact message as a thread: the shopper's words, their orders (by the e-mail they wrote from), the owner's
 * replies, a Reply box (mailed through the outbox, kept here) and Mark done / Reopen. Opening it marks it read.
 */
export function InboxThreadDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const thread = useQuery(trpc.admin.inbox.thread.queryOptions({ id: id ?? 0 }, { enabled: id !== null }));
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.inbox.list.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.inbox.thread.pathKey() });
  };
  const markRead = useMutation(trpc.admin.inbox.markRead.mutationOptions({ onSuccess: refresh }));
  const unread = thread.data && !thread.data.read ? thread.data.id : null;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unread !== null) read({ id: unread });
  }, [unread, read]);
  const send = useMutation(
    trpc.admin.inbox.reply.mutationOptions({
      onSuccess: (next) => {
        setReply('');
        notifySuccess('Reply sent', `To ${next.email}`);
        queryClient.setQueryData(trpc.admin.inbox.thread.queryKey({ id: next.id }), next);
        refresh();
      },
      onError: (e) => notifyFailure(e, 'Failed to send the reply'),
    }),
  );
  const done = useMutation(
    trpc.admin.inbox.setDone.mutationOptions({
      onSuccess: (_, input) => {
        notifySuccess(input.done ? 'Marked done' : 'Opened again');
        refresh();
        if (input.done) onClose();
      },
      onError: (e) => notifyFailure(e, 'Failed to update the message'),
    }),
  );
  const close = () => {
    setReply('');
    setError(null);
    onClose();
  };
  const m = thread.data;
  const title = m ? `${CONTACT_SUBJECT_LABELS[m.subject]} from ${m.name}` : 'Message';

  return (
    <AdminModal opened={id !== null} onClose={close} title={title} size="lg">
      {thread.isPending ? (
        <CenteredLoader label="Loading the message" py={40} />
      ) : thread.isError || !m ? (
        <Alert color="red" title="Failed to load the message">
          <Button size="xs" variant="default" mt="xs" onClick={() => void thread.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            <strong>{m.name}</strong> ({m.email}) · {formatDateTime(m.createdAt)}
          </Text>
          <blockquote className={classes.quote}>{m.message}</blockquote>

          {m.orders.length > 0 && (
            <OrderLinksTable
              label="Their orders"
              heading="Their orders"
              rows={m.orders.map((o) => ({
                id: o.id,
                date: formatDate(o.createdAt, 'medium'),
                total: `${formatMoney(o.total, '$')} ${o.currency}`,
                status: o.status,
              }))}
            />
          )}

          {m.replies.map((r) => (
            <Stack key={r.id} gap={2}>
              <Text size="xs" c="dimmed">
                Your reply{r.author ? ` (${r.author})` : ''} · {formatDateTime(r.createdAt)}
              </Text>
              <Text size="sm" className={classes.reply}>
                {r.body}
              </Text>
            </Stack>
          ))}

          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!reply.trim()) {
                setError('Write a reply');
                return;
              }
              send.mutate({ id: m.id, body: reply });
            }}
          >
            <Stack gap="sm">
              <Textarea
                label={`Reply to ${m.email}`}
                description="Sent by e-mail with their message quoted; their answer comes to your shop address."
                autosize
                minRows={4}
                maxLength={5000}
                value={reply}
                error={error}
                onChange={(event) => {
                  setReply(event.currentTarget.value);
                  setError(null);
                }}
              />
              <Group justify="space-between">
                <Button
                  variant="default"
                  loading={done.isPending}
                  onClick={() => done.mutate({ id: m.id, done: !m.done })}
                >
                  {m.done ? 'Reopen' : 'Mark done'}
                </Button>
                <Button type="submit" loading={send.isPending}>
                  Send reply
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
    </AdminModal>
  );
}
