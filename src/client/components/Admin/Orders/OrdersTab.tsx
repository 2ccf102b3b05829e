import { SegmentedControl, Stack } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ReturnsList } from '../Returns/ReturnsList';
import { OrderDetail } from './OrderDetail';
import { OrdersList } from './OrdersList';

/**
 * Orders: the list, or one order's detail when `?order=` names it (so a detail has its own link). Opening and
 * leaving a detail keep the list's page, status and search. Returns (issue 41): the list of returns by status, beside.
 */
export function OrdersTab() {
  const search = useSearch({ from: '/admin' });
  const { order } = search;
  const navigate = useNavigate();
  const open = (id: number | undefined) =>
    void navigate({ to: '/admin', search: { ...search, tab: 'orders', order: id } });
  const [view, setView] = useState<'orders' | 'returns'>('orders');
  if (order) return <OrderDetail id={order} onBack={() => open(undefined)} />;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Orders or returns"
        w="fit-content"
        value={view}
        onChange={(v) => setView(v as 'orders' | 'returns')}
        data={[
          { value: 'orders', label: 'Orders' },
          { value: 'returns', label: 'Returns' },
        ]}
      />
      {view === 'orders' ? <OrdersList onOpen={open} /> : <ReturnsList />}
    </Stack>
  );
}
