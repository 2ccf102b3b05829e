import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { MAIL_KIND_LABELS } from '@shared/schemas/admin-messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';
import { CenteredLoader } from '../../CenteredLoader';
import { AdminModal } from '../shared/AdminModal';
import classes from './Messages.module.css';

/** One message as the recipient sees it: the HTML in a sandboxed frame (no scripts, no same origin), or the text. */
export function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const [view, setView] = useState<'html' | 'text'>('html');
  const message = useQuery(trpc.admin.messages.get.queryOptions({ id: id ?? 0 }, { enabled: id !== null }));
  const m = message.data;
  return (
    <AdminModal opened={id !== null} onClose={onClose} title={m?.subject ?? 'Message'} size="lg">
      {message.isPending ? (
        <CenteredLoader label="Loading the message" py={40} />
      ) : message.isError || !m ? (
        <Alert color="red">Failed to load the message</Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            To <strong>{m.recipient}</strong>
            {m.replyTo ? ` · reply to ${m.replyTo}` : ''} · {MAIL_KIND_LABELS[m.kind] ?? m.kind}
          </Text>
          {m.lastError && (
            <Alert color="orange" variant="light" title={`Last error (attempt ${m.attempts})`}>
              {m.lastError}
            </Alert>
          )}
          <Group justify="space-between">
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(v) => setView(v === 'text' ? 'text' : 'html')}
              data={[
                { value: 'html', label: 'HTML' },
                { value: 'text', label: 'Plain text' },
              ]}
            />
            <Button size="xs" variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
          {view === 'html' ? (
            <iframe title={`Preview of ${m.subject}`} sandbox="" srcDoc={m.html} className={classes.preview} />
          ) : (
            <pre className={classes.text}>{m.text}</pre>
          )}
        </Stack>
      )}
    </AdminModal>
  );
}
