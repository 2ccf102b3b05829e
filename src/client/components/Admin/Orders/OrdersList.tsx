import {
  Alert,
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { AdminOrderRow } from '@shared/schemas/admin-orders';
import type { OrderStatus } from '@shared/schemas/orders';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useSettings } from '../../../features/settings';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { TabHeader } from '../shared/TabHeader';
import { useListParams, useSearchBox } from '../shared/use-list-params';
import { AdminStatusBadge } from './AdminStatusBadge';
import classes from './Orders.module.css';
import { STATUS_FILTERS } from './status';

const PAGE_SIZE = 20;
const NEWEST_FIRST = ['created'] as const;

/**
 * All orders, newest first: filter by status, search by number, e-mail or name, paged on the server; the page,
 * status and search are in the URL (`/admin?tab=orders&status=paid&page=2`), so Back from an order returns here.
 */
export function OrdersList({ onOpen }: { onOpen: (id: number) => void }) {
  const trpc = useTRPC();
  const { currencySymbol } = useSettings();
  const list = useListParams(NEWEST_FIRST, { key: 'created', direction: 'desc' });
  const asked = useSearch({ from: '/admin' }).status;
  const status = STATUS_FILTERS.some((f) => f.value === asked) ? (asked ?? '') : '';
  const [search, setSearch] = useSearchBox(list.q, list.setQuery);
  const page = list.page;
  const q = list.q;
  const orders = useQuery({
    ...trpc.admin.orders.list.queryOptions({
      status: (status || undefined) as OrderStatus | undefined,
      q: q || undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / PAGE_SIZE));
  const money = (n: number) => formatMoney(n, currencySymbol);
  const rows = orders.data?.items ?? [];
  const filtered = Boolean(status || q);

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

  return (
    <Stack gap="lg">
      <TabHeader title="Orders" description="Every paid order: fulfil, ship with tracking, cancel or refund." />
      <Group gap="sm" wrap="wrap">
        <TextInput
          className={classes.search}
          placeholder="Search by order number, e-mail or name"
          aria-label="Search orders"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          aria-label="Status"
          data={STATUS_FILTERS}
          value={status}
          allowDeselect={false}
          onChange={(value) => list.setFilter({ status: value || undefined })}
          w={220}
        />
      </Group>

      {orders.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to load orders">
          <Group justify="space-between">
            <Text size="sm">{orders.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : orders.isLoading ? (
        <Stack gap="xs">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={48} radius="sm" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>{filtered ? 'No orders match' : 'No orders yet'}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {filtered ? 'Try another status or search.' : 'Paid orders appear here as soon as a customer checks out.'}
          </Text>
        </Paper>
      ) : (
        <>
          <Paper withBorder radius="md" visibleFrom="sm" className={classes.tableWrap}>
            <Table highlightOnHover verticalSpacing="sm" aria-label="Orders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th ta="right">Items</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((o) => (
                  <Table.Tr key={o.id} className={classes.row} onClick={() => onOpen(o.id)}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        fw={600}
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpen(o.id);
                        }}
                      >
                        #{o.id}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(o.paidAt ?? o.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {o.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {o.email}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{o.itemCount}</Table.Td>
                    <Table.Td>{total(o)}</Table.Td>
                    <Table.Td>
                      <AdminStatusBadge status={o.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Stack gap="sm" hiddenFrom="sm">
            {rows.map((o) => (
              <UnstyledButton key={o.id} onClick={() => onOpen(o.id)} aria-label={`Order #${o.id}`}>
                <Paper withBorder radius="md" p="md">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>#{o.id}</Text>
                    <AdminStatusBadge status={o.status} />
                  </Group>
                  <Group justify="space-between" mt={6} wrap="nowrap" align="flex-end">
                    <div>
                      <Text size="sm">{o.name}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(o.paidAt ?? o.createdAt)} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'}
                      </Text>
                    </div>
                    {total(o)}
                  </Group>
                </Paper>
              </UnstyledButton>
            ))}
          </Stack>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              {orders.data?.total} {orders.data?.total === 1 ? 'order' : 'orders'}
            </Text>
            {pages > 1 && <Pagination total={pages} value={page} onChange={list.setPage} size="sm" />}
          </Group>
        </>
      )}
    </Stack>
  );
}
