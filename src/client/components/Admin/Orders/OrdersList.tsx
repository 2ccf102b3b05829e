import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { AdminOrderRow } from '@shared/schemas/admin-orders';
import type { OrderStatus } from '@shared/schemas/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useSettings } from '../../../features/settings';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { type Column, DataTable } from '../shared/DataTable';
import { TabHeader } from '../shared/TabHeader';
import { serverPaging, useListParams } from '../shared/use-list-params';
import { AdminStatusBadge } from './AdminStatusBadge';
import { STATUS_FILTERS } from './status';

const PAGE_SIZE = 20;
/** Newest first, the one order the server keeps: no column sorts. */
const NEWEST_FIRST = ['created'] as const;

const placed = (o: AdminOrderRow) => formatDateTime(o.paidAt ?? o.createdAt);

/**
 * All orders, newest first: filter by status, search by number, e-mail or name, paged on the server; the page,
 * status and search are in the URL (`/admin?tab=orders&status=paid&page=2`), so Back from an order returns here.
 */
export function OrdersList({ onOpen }: { onOpen: (id: number) => void }) {
  const trpc = useTRPC();
  const { currencySymbol } = useSettings();
  const params = useListParams(NEWEST_FIRST, { key: 'created', direction: 'desc' });
  const asked = useSearch({ from: '/admin' }).status;
  const status = STATUS_FILTERS.some((f) => f.value === asked) ? (asked ?? '') : '';
  const orders = useQuery({
    ...trpc.admin.orders.list.queryOptions({
      status: (status || undefined) as OrderStatus | undefined,
      q: params.q || undefined,
      page: params.page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const money = (n: number) => formatMoney(n, currencySymbol);
  const total = (o: AdminOrderRow) => (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={600}>
        {money(o.total)}
      </Text>
      {o.refundedAmount > 0 && (
        <Text size="xs" c="dimmed">
          −{money(o.refundedAmount)} refunded
        </Text>
      )}
    </Stack>
  );
  const number = (o: AdminOrderRow) => (
    <Anchor component="button" type="button" fw={600} onClick={() => onOpen(o.id)}>
      #{o.id}
    </Anchor>
  );
  const columns: Column<AdminOrderRow>[] = [
    { key: 'order', header: 'Order', render: number },
    { key: 'date', header: 'Date', render: (o) => <Text size="sm">{placed(o)}</Text> },
    {
      key: 'customer',
      header: 'Customer',
      render: (o) => (
        <>
          <Text size="sm" fw={500}>
            {o.name}
          </Text>
          <Text size="xs" c="dimmed">
            {o.email}
          </Text>
        </>
      ),
    },
    { key: 'items', header: 'Items', align: 'right', render: (o) => o.itemCount },
    { key: 'total', header: 'Total', align: 'right', render: total },
    { key: 'status', header: 'Status', render: (o) => <AdminStatusBadge status={o.status} /> },
  ];

  return (
    <Stack gap="lg">
      <TabHeader title="Orders" description="Every paid order: fulfil, ship with tracking, cancel or refund." />
      <DataTable
        label="Orders"
        rows={orders.data?.items}
        columns={columns}
        rowKey={(o) => o.id}
        searchPlaceholder="Search orders"
        actions={
          <Select
            aria-label="Status"
            data={STATUS_FILTERS}
            value={status}
            allowDeselect={false}
            onChange={(value) => params.setFilter({ status: value || undefined })}
            w={220}
          />
        }
        emptyText={
          status
            ? 'No orders with this status.'
            : 'No orders yet. Paid orders appear here as soon as a customer checks out.'
        }
        isLoading={orders.isPending}
        error={orders.error?.message}
        onRetry={() => void orders.refetch()}
        paging={serverPaging(params, orders, { sorts: [], noun: 'order', pageSize: PAGE_SIZE })}
        onOpen={(o) => onOpen(o.id)}
        renderCard={(o) => (
          <>
            <Group justify="space-between" wrap="nowrap">
              {number(o)}
              <AdminStatusBadge status={o.status} />
            </Group>
            <Group justify="space-between" mt={6} wrap="nowrap" align="flex-end">
              <div>
                <Text size="sm">{o.name}</Text>
                <Text size="xs" c="dimmed">
                  {placed(o)} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'}
                </Text>
              </div>
              {total(o)}
            </Group>
          </>
        )}
      />
    </Stack>
  );
}
