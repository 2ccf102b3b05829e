import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { AdminReturn } from '@shared/schemas/returns';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';
import { CenteredLoader } from '../../CenteredLoader';
import { Section } from '../Orders/Section';
import { ReturnCard } from './ReturnCard';

type Filter = AdminReturn['status'] | 'all';
const FILTERS: Filter[] = ['requested', 'approved', 'received', 'closed', 'declined', 'all'];

/** Every return, newest first, by status (requested first: what waits for the owner). */
export function ReturnsList() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<Filter>('requested');
  const list = useQuery(trpc.admin.returns.list.queryOptions(status === 'all' ? {} : { status }));
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Return status"
        value={status}
        onChange={(v) => setStatus(v as Filter)}
        data={FILTERS.map((f) => ({ value: f, label: f === 'all' ? 'All' : f[0]?.toUpperCase() + f.slice(1) }))}
      />
      {!list.data ? (
        <CenteredLoader />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">No returns here.</Text>
      ) : (
        list.data.map((r) => <ReturnCard key={r.id} ret={r} showOrder />)
      )}
    </Stack>
  );
}

/** The order page's returns, when it has any. */
export function OrderReturns({ orderId }: { orderId: number }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.returns.list.queryOptions({ orderId }));
  if (!list.data || list.data.length === 0) return null;
  return (
    <Section title="Returns">
      <Stack gap="sm">
        {list.data.map((r) => (
          <ReturnCard key={r.id} ret={r} />
        ))}
      </Stack>
    </Section>
  );
}
