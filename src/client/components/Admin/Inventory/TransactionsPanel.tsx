import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { type InventoryTransaction, TRANSACTION_TYPES } from '@shared/schemas/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { type Column, DataTable } from '../shared/DataTable';
import { serverPaging, useListParams } from '../shared/use-list-params';
import { ItemSelect } from './ItemSelect';
import { LIST_HEIGHT } from './stock-data';

type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Types containing 'add' are green, 'remove' red (spec); receipts blue, the rest by direction. */
function typeColor(t: InventoryTransaction): string {
  if (t.transaction_type.includes('add')) return 'green';
  if (t.transaction_type.includes('remove')) return 'red';
  if (t.transaction_type === 'receive') return 'blue';
  return t.quantity_change < 0 ? 'orange' : 'gray';
}

function reference(t: InventoryTransaction): string {
  if (t.reference_type === 'purchase_order') return `Purchase order #${t.reference_id}`;
  if (t.reference_type === 'order') return `Order #${t.reference_id}`;
  if (!t.reference_type) return '—';
  return t.reference_id ? `${t.reference_type} #${t.reference_id}` : t.reference_type;
}

const TypeBadge = ({ t }: { t: InventoryTransaction }) => (
  <Badge variant="light" color={typeColor(t)}>
    {t.transaction_type.replace('_', ' ')}
  </Badge>
);

const Change = ({ t }: { t: InventoryTransaction }) => (
  <Text fw={600} size="sm" c={t.quantity_change < 0 ? 'red' : 'green'}>
    {t.quantity_change > 0 ? `+${t.quantity_change}` : t.quantity_change}
  </Text>
);

const PAGE_SIZE = 50;
const NO_SORTS: readonly 'newest'[] = [];

const isType = (value: string | undefined): value is TransactionType => TRANSACTION_TYPES.some((t) => t === value);

/** The Transactions sub-tab: the stock ledger, newest first, filterable by type and item (in the URL), paged. */
export function TransactionsPanel() {
  const trpc = useTRPC();
  const list = useListParams(NO_SORTS, { key: 'newest', direction: 'desc' });
  const search = useSearch({ from: '/admin' });
  const type = isType(search.type) ? search.type : null;
  const itemId = search.item ?? null;
  const ledger = useQuery({
    ...trpc.admin.inventory.ledger.queryOptions({
      type: type ?? undefined,
      itemId: itemId ?? undefined,
      page: list.page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const paging = serverPaging(list, ledger, { sorts: NO_SORTS, noun: 'transaction', pageSize: PAGE_SIZE });
  const columns: Column<InventoryTransaction>[] = [
    {
      key: 'when',
      header: 'When',
      render: (t) => (
        <Text size="xs" c="dimmed">
          {formatDateTime(t.created_at)}
        </Text>
      ),
    },
    {
      key: 'item',
      header: 'Item',
      render: (t) => (
        <Stack gap={0}>
          <Text size="sm">{t.item_name}</Text>
          <Text size="xs" c="dimmed">
            {t.sku}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: 'Type', render: (t) => <TypeBadge t={t} /> },
    { key: 'change', header: 'Change', align: 'right', render: (t) => <Change t={t} /> },
    { key: 'reference', header: 'Reference', render: reference },
    { key: 'notes', header: 'Notes', render: (t) => <Text size="sm">{t.notes || '—'}</Text> },
    { key: 'by', header: 'By', render: (t) => t.actor_username ?? '—' },
  ];
  return (
    <DataTable
      label="Transactions"
      rows={ledger.data?.items}
      paging={{ ...paging, onSearch: undefined }}
      columns={columns}
      rowKey={(t) => t.id}
      emptyText="No transactions found"
      isLoading={ledger.isPending}
      error={ledger.isError ? 'Failed to load transactions' : null}
      onRetry={() => void ledger.refetch()}
      listHeight={LIST_HEIGHT}
      actions={
        <>
          <Select
            aria-label="Transaction type"
            placeholder="All types"
            clearable
            w={170}
            data={TRANSACTION_TYPES.map((t) => ({ value: t, label: t.replace('_', ' ') }))}
            value={type}
            onChange={(value) => list.setFilter({ type: value ?? undefined })}
          />
          <ItemSelect
            aria-label="Item"
            placeholder="All items"
            clearable
            w={260}
            value={itemId}
            onChange={(id) => list.setFilter({ item: id ?? undefined })}
          />
        </>
      }
      renderCard={(t) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500}>
              {t.item_name}
            </Text>
            <Change t={t} />
          </Group>
          <Group gap="xs">
            <TypeBadge t={t} />
            <Text size="xs" c="dimmed">
              {formatDateTime(t.created_at)} · {reference(t)}
            </Text>
          </Group>
          {t.notes && <Text size="xs">{t.notes}</Text>}
        </Stack>
      )}
    />
  );
}
