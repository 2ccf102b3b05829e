import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { CUSTOMER_SORTS, type CustomerRow } from '@shared/schemas/customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../features/settings';
import { formatDate } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { type Column, DataTable } from '../shared/DataTable';
import { TabHeader } from '../shared/TabHeader';
import { listInput, serverPaging, useListParams } from '../shared/use-list-params';

const PAGE_SIZE = 20;

const lastOrder = (c: CustomerRow) => (c.lastOrderAt ? formatDate(c.lastOrderAt, 'medium') : '—');

/** The customer's name (a button that opens their page), username and badges. */
function Who({ customer: c, onOpen }: { customer: CustomerRow; onOpen: (key: string) => void }) {
  return (
    <Stack gap={0}>
      <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(c.key)}>
        {c.name || c.username || c.email}
      </Anchor>
      <Group gap={6}>
        {c.username && (
          <Text size="xs" c="dimmed">
            @{c.username}
          </Text>
        )}
        {c.kind === 'guest' && (
          <Badge size="xs" variant="light" color="gray">
            Guest
          </Badge>
        )}
        {c.newsletter && (
          <Badge size="xs" variant="light" color="teal">
            Newsletter
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Every customer (accounts and guests by e-mail): searched, sorted and paged on the server, the page, sort and
 * search in the URL (`/admin?tab=customers&sort=spent&dir=desc`), so Back from a customer returns here.
 */
export function CustomersList({ onOpen }: { onOpen: (key: string) => void }) {
  const trpc = useTRPC();
  const { currencySymbol } = useSettings();
  const params = useListParams(CUSTOMER_SORTS, { key: 'lastOrder', direction: 'desc' });
  const customers = useQuery({
    ...trpc.admin.customers.list.queryOptions(listInput(params, PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
  const spent = (c: CustomerRow) => formatMoney(c.spent, currencySymbol);
  const columns: Column<CustomerRow>[] = [
    { key: 'name', header: 'Customer', render: (c) => <Who customer={c} onOpen={onOpen} /> },
    { key: 'email', header: 'E-mail', render: (c) => <Text size="sm">{c.email}</Text> },
    { key: 'orders', header: 'Orders', align: 'right', render: (c) => c.orders },
    { key: 'spent', header: 'Spent', align: 'right', render: spent },
    { key: 'lastOrder', header: 'Last order', render: (c) => <Text size="sm">{lastOrder(c)}</Text> },
    { key: 'newsletter', header: 'Newsletter', render: (c) => (c.newsletter ? 'Yes' : 'No') },
  ];

  return (
    <Stack gap="lg">
      <TabHeader
        title="Customers"
        description="Everyone who has an account or bought as a guest, with what they spent."
      />
      <DataTable
        label="Customers"
        rows={customers.data?.items}
        columns={columns}
        rowKey={(c) => c.key}
        searchPlaceholder="Search customers"
        emptyText="No customers yet. Everyone who buys or signs up appears here."
        isLoading={customers.isPending}
        error={customers.error?.message}
        onRetry={() => void customers.refetch()}
        paging={serverPaging(params, customers, { sorts: CUSTOMER_SORTS, noun: 'customer', pageSize: PAGE_SIZE })}
        renderCard={(c) => (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Who customer={c} onOpen={onOpen} />
              <Text size="xs" c="dimmed">
                {c.email}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600}>
                {spent(c)}
              </Text>
              <Text size="xs" c="dimmed">
                {c.orders} {c.orders === 1 ? 'order' : 'orders'} · {lastOrder(c)}
              </Text>
            </Stack>
          </Group>
        )}
      />
    </Stack>
  );
}
