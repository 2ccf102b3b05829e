import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { NexusRow } from '@shared/schemas/tax';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';

const STATUS = { over: ['red', 'Over'], near: ['yellow', 'Near'], ok: ['gray', 'OK'] } as const;
const RANK = { over: 0, near: 1, ok: 2 } as const;
type Thresholds = Record<string, NexusRow['threshold']>;

/**
 * Economic nexus (GET /api/admin/reports/nexus): each US state's and Canada's sales and transactions over the last
 * 12 months against the owner's threshold table, the regions past or near (80 %) a threshold first, with a warning.
 * The thresholds are edited here (the `nexusThresholds` setting).
 */
export function NexusPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useQuery(trpc.admin.reports.nexus.queryOptions());
  const [editing, setEditing] = useState<Thresholds | null>(null);
  const save = useMutation(
    trpc.admin.site.setSettings.mutationOptions({
      onSuccess: () => {
        setEditing(null);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.reports.nexus.queryKey() });
        notifySuccess('Thresholds saved');
      },
      onError: (error) => notifyFailure(error, 'Failed to save the thresholds'),
    }),
  );
  const rows = [...(report.data ?? [])].sort(
    (a, b) => RANK[a.status] - RANK[b.status] || a.region.localeCompare(b.region),
  );
  const flagged = rows.filter((r) => r.status !== 'ok');
  const setThreshold = (region: string, part: 'sales' | 'transactions', value: number | string) => {
    if (!editing) return;
    const number = typeof value === 'number' ? value : null;
    const current = editing[region] ?? { sales: 0, transactions: null };
    setEditing({ ...editing, [region]: { ...current, [part]: part === 'sales' ? (number ?? 0) : number } });
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Tax thresholds">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            Tax thresholds (economic nexus)
          </Title>
          {editing ? (
            <Group gap="xs">
              <Button variant="default" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button loading={save.isPending} onClick={() => save.mutate({ settings: { nexusThresholds: editing } })}>
                Save thresholds
              </Button>
            </Group>
          ) : (
            <Button
              variant="light"
              disabled={!report.data}
              onClick={() => setEditing(Object.fromEntries(rows.map((r) => [r.region, r.threshold])))}
            >
              Edit thresholds
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Sales (merchandise and shipping before tax, refunds deducted) and transactions over the last 12 months, per US
          state and for Canada (small-supplier threshold, $30,000 over four quarters). The thresholds are common values:
          verify them with your accountant.
        </Text>
        {flagged.length > 0 && (
          <Alert color={flagged.some((r) => r.status === 'over') ? 'red' : 'yellow'} variant="light" role="alert">
            {flagged.map((r) => `${r.region} ${r.status === 'over' ? 'is over' : 'is near'} its threshold`).join('; ')}.
            You may have to register and collect tax there.
          </Alert>
        )}
        {report.isError && <Text c="red">Could not load the thresholds.</Text>}
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Region</Table.Th>
              <Table.Th ta="right">Sales</Table.Th>
              <Table.Th ta="right">Transactions</Table.Th>
              <Table.Th ta="right">Threshold sales</Table.Th>
              <Table.Th ta="right">Threshold transactions</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.region}>
                <Table.Td>{r.region}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.sales)}</Table.Td>
                <Table.Td ta="right">{r.transactions}</Table.Td>
                <Table.Td ta="right">
                  {editing ? (
                    <NumberInput
                      aria-label={`${r.region} threshold sales`}
                      min={0}
                      prefix="$"
                      value={editing[r.region]?.sales ?? 0}
                      onChange={(v) => setThreshold(r.region, 'sales', v)}
                    />
                  ) : (
                    formatMoney(r.threshold.sales)
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {editing ? (
                    <NumberInput
                      aria-label={`${r.region} threshold transactions`}
                      min={1}
                      allowDecimal={false}
                      placeholder="none"
                      value={editing[r.region]?.transactions ?? ''}
                      onChange={(v) => setThreshold(r.region, 'transactions', v)}
                    />
                  ) : (
                    (r.threshold.transactions ?? '—')
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS[r.status][0]} variant="light">
                    {STATUS[r.status][1]}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
