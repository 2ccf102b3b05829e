import {
  Alert,
  Anchor,
  Badge,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { formatMoney } from '@shared/money';
import { CUSTOMER_SORTS, type CustomerRow } from '@shared/schemas/customers';
import { IconAlertCircle, IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../features/settings';
import { formatDate } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import classes from '../Orders/Orders.module.css';
import { TabHeader } from '../shared/TabHeader';
import { useListParams, useSearchBox } from '../shared/use-list-params';

const PAGE_SIZE = 20;
type SortKey = (typeof CUSTOMER_SORTS)[number];

const COLUMNS: { key: SortKey; header: string; align?: 'right' }[] = [
  { key: 'name', header: 'Customer' },
  { key: 'email', header: 'E-mail' },
  { key: 'orders', header: 'Orders', align: 'right' },
  { key: 'spent', header: 'Spent', align: 'right' },
  { key: 'lastOrder', header: 'Last order' },
];

/**
 * Every customer (accounts and guests by e-mail): searched, sorted and paged on the server, the page, sort and
 * search in the URL (`/admin?tab=customers&sort=spent&dir=desc`), so Back from a customer returns here.
 */
export function CustomersList({ onOpen }: { onOpen: (key: string) => void }) {
  const trpc = useTRPC();
  const { currencySymbol } = useSettings();
  const list = useListParams(CUSTOMER_SORTS, { key: 'lastOrder', direction: 'desc' });
  const [search, setSearch] = useSearchBox(list.q, list.setQuery);
  const { page, q, sort } = list;
  const customers = useQuery({
    ...trpc.admin.customers.list.queryOptions({
      q: q || undefined,
      sort: sort.key,
      direction: sort.direction,
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = customers.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((customers.data?.total ?? 0) / PAGE_SIZE));
  const toggle = (key: SortKey) => list.toggleSort(key);
  const who = (c: CustomerRow) => (
    <Stack gap={0}>
      <Anchor
        component="button"
        type="button"
        fw={600}
        ta="left"
        onClick={(event) => {
          event.stopPropagation();
          onOpen(c.key);
        }}
      >
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

  return (
    <Stack gap="lg">
      <TabHeader
        title="Customers"
        description="Everyone who has an account or bought as a guest, with what they spent."
      />
      <TextInput
        className={classes.search}
        placeholder="Search by name, username or e-mail"
        aria-label="Search customers"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {customers.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to load customers">
          {customers.error.message}
        </Alert>
      ) : customers.isLoading ? (
        <Stack gap="xs">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={48} radius="sm" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>{q ? 'No customers match' : 'No customers yet'}</Text>
        </Paper>
      ) : (
        <>
          <Paper withBorder radius="md" className={classes.tableWrap}>
            <Table highlightOnHover verticalSpacing="sm" aria-label="Customers" miw={720}>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((column) => (
                    <Table.Th
                      key={column.key}
                      ta={column.align}
                      aria-sort={
                        sort.key === column.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      <UnstyledButton onClick={() => toggle(column.key)} fw={600} fz="sm">
                        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : 'flex-start'}>
                          {column.header}
                          {sort.key !== column.key ? (
                            <IconSelector size={14} aria-hidden />
                          ) : sort.direction === 'asc' ? (
                            <IconChevronUp size={14} aria-hidden />
                          ) : (
                            <IconChevronDown size={14} aria-hidden />
                          )}
                        </Group>
                      </UnstyledButton>
                    </Table.Th>
                  ))}
                  <Table.Th>Newsletter</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.key} className={classes.row} onClick={() => onOpen(c.key)}>
                    <Table.Td>{who(c)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{c.email}</Text>
                    </Table.Td>
                    <Table.Td ta="right">{c.orders}</Table.Td>
                    <Table.Td ta="right">{formatMoney(c.spent, currencySymbol)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{c.lastOrderAt ? formatDate(c.lastOrderAt, 'medium') : '—'}</Text>
                    </Table.Td>
                    <Table.Td>{c.newsletter ? 'Yes' : 'No'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              {customers.data?.total} {customers.data?.total === 1 ? 'customer' : 'customers'}
            </Text>
            {pages > 1 && <Pagination total={pages} value={page} onChange={list.setPage} size="sm" />}
          </Group>
        </>
      )}
    </Stack>
  );
}
