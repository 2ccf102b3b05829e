import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { CampaignRow, CampaignStatus } from '@shared/schemas/campaigns';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSettings } from '../../../features/settings';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { CenteredLoader } from '../../CenteredLoader';
import { TabHeader } from '../shared/TabHeader';
import { CampaignEditor } from './CampaignEditor';

const STATUS: Record<CampaignStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  sending: { label: 'Sending', color: 'yellow' },
  sent: { label: 'Sent', color: 'green' },
};

function when(c: CampaignRow): string {
  if (c.status === 'scheduled' && c.sendAt) return `Sends ${formatDateTime(c.sendAt)}`;
  if (c.finishedAt) return `Sent ${formatDateTime(c.finishedAt)}`;
  if (c.startedAt) return `Started ${formatDateTime(c.startedAt)}`;
  return `Created ${formatDateTime(c.createdAt)}`;
}

/**
 * Newsletter campaigns (issue 40): the list with each one's status and, once sending, its figures (sent, failed,
 * unsubscribed since); a campaign opens in the editor.
 */
export function CampaignsTab() {
  const trpc = useTRPC();
  const { currencySymbol } = useSettings();
  const list = useQuery(trpc.admin.campaigns.list.queryOptions(undefined, { refetchInterval: 10_000 }));
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const opened = useQuery(
    trpc.admin.campaigns.get.queryOptions(
      { id: typeof open === 'number' ? open : 0 },
      { enabled: typeof open === 'number' },
    ),
  );

  if (open === 'new') return <CampaignEditor onClose={() => setOpen(null)} />;
  if (typeof open === 'number') {
    return opened.data ? (
      <CampaignEditor key={open} campaign={opened.data} onClose={() => setOpen(null)} />
    ) : (
      <CenteredLoader />
    );
  }
  return (
    <Stack gap="lg">
      <TabHeader
        title="Campaigns"
        description="Write to your newsletter subscribers: compose, preview, send yourself a test, then send now or schedule."
        actions={<Button onClick={() => setOpen('new')}>New campaign</Button>}
      />
      {list.isPending ? (
        <CenteredLoader />
      ) : (list.data ?? []).length === 0 ? (
        <Text c="dimmed">No campaigns yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Sent</Table.Th>
                <Table.Th ta="right">Failed</Table.Th>
                <Table.Th ta="right">Unsubscribed since</Table.Th>
                <Table.Th ta="right">Orders (7 days)</Table.Th>
                <Table.Th>When</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data ?? []).map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Button variant="subtle" px={0} onClick={() => setOpen(c.id)}>
                      {c.subject}
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS[c.status].color}>
                      {STATUS[c.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{c.sent}</Table.Td>
                  <Table.Td ta="right">{c.failed}</Table.Td>
                  <Table.Td ta="right">{c.unsubscribedSince}</Table.Td>
                  <Table.Td ta="right">
                    {c.orders}
                    {c.orders > 0 && (
                      <Text size="xs" c="dimmed">
                        {formatMoney(c.revenue, currencySymbol)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td fz="sm">{when(c)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
