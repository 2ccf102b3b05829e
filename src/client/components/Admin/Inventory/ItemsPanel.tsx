import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { INVENTORY_SORTS, type InventoryRow } from '@shared/schemas/admin-lists';
import type { InventoryItem } from '@shared/schemas/inventory';
import { IconAdjustmentsHorizontal, IconPlus, IconShoppingCartPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { RowActions } from '../shared/RowActions';
import { Thumb } from '../shared/Thumb';
import { useDeleteTarget } from '../shared/use-delete';
import { useDialog } from '../shared/use-dialog';
import { listInput, serverPaging, useListParams } from '../shared/use-list-params';
import classes from './Inventory.module.css';
import { AdjustStockDialog, EditItemDialog } from './ItemDialogs';
import { LIST_HEIGHT } from './stock-data';

interface ItemsPanelProps {
  /** The Low Stock sub-tab: only items at or below their threshold, no search. */
  lowOnly?: boolean;
  /** Starts a purchase order for the item. */
  onOrder: (item: InventoryItem) => void;
}

/** Red when empty, orange when the low-stock rule holds it, else green. */
function Quantity({ item }: { item: InventoryRow }) {
  return (
    <Badge variant="light" color={item.quantity === 0 ? 'red' : item.low ? 'orange' : 'green'} size="lg">
      {item.quantity}
    </Badge>
  );
}

function ItemName({ item }: { item: InventoryItem }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Thumb src={item.image_url} alt={item.name} size={40} />
      <Stack gap={2} miw={160}>
        {/* Two lines: a variant's name ends with its size and colour ('Acid Wash Tee — M / black'). */}
        <Text fw={500} size="sm" lineClamp={2} title={item.name}>
          {item.name}
        </Text>
        <Group gap={4}>
          <Badge size="xs" variant="outline" color="gray">
            {item.item_type}
          </Badge>
          {item.discontinued && (
            <Badge size="xs" variant="light" color="red">
              removed from shop
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

const PAGE_SIZE = 50;

/** The Inventory and Low Stock sub-tabs: one row per product and painting, with its stock, paged by the server. */
export function ItemsPanel({ lowOnly = false, onOrder }: ItemsPanelProps) {
  const trpc = useTRPC();
  const list = useListParams(INVENTORY_SORTS, { key: lowOnly ? 'quantity' : 'name', direction: 'asc' });
  const query = useQuery({
    ...trpc.admin.inventory.page.queryOptions({ ...listInput(list, PAGE_SIZE), low: lowOnly }),
    placeholderData: keepPreviousData,
  });
  const paging = serverPaging(list, query, { sorts: INVENTORY_SORTS, noun: 'item', pageSize: PAGE_SIZE });
  const editing = useDialog<InventoryRow>();
  const adjusting = useDialog<InventoryRow>();
  const deleting = useDeleteTarget({
    procedure: trpc.admin.inventory.delete,
    noun: 'Inventory item',
    stockWording: true,
    message: (i: InventoryRow | null) => `${i?.name ?? 'The item'} is archived; its history stays in the ledger`,
    queryKey: trpc.admin.inventory.pathKey(),
  });

  const actions = (item: InventoryRow) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {lowOnly && (
        <Tooltip label="Create purchase order">
          <Button
            size="xs"
            variant="light"
            aria-label={`Create purchase order for ${item.name}`}
            leftSection={<IconShoppingCartPlus size={14} aria-hidden />}
            onClick={() => onOrder(item)}
          >
            Order
          </Button>
        </Tooltip>
      )}
      <Tooltip label="Adjust stock">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Adjust stock of ${item.name}`}
          onClick={() => adjusting.open(item)}
        >
          <IconAdjustmentsHorizontal size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <RowActions
        name={item.name}
        onEdit={() => editing.open(item)}
        onDelete={() => deleting.ask(item)}
        deleteDisabledReason={
          item.discontinued ? null : `Still in the shop: delete the ${item.item_type} first, then its stock record`
        }
      />
    </Group>
  );

  const updated: Column<InventoryRow> = {
    key: 'updated',
    header: 'Updated',
    render: (i) => (
      <Text size="xs" c="dimmed">
        {formatDateTime(i.last_updated)}
      </Text>
    ),
  };
  const columns: Column<InventoryRow>[] = [
    { key: 'name', header: 'Item', render: (i) => <ItemName item={i} /> },
    {
      key: 'sku',
      header: 'SKU',
      render: (i) => (
        <Text size="sm" className={classes.nowrap}>
          {i.sku}
        </Text>
      ),
    },
    { key: 'location', header: 'Location', render: (i) => i.location || '—' },
    {
      key: 'waiting',
      header: 'Waiting',
      align: 'right',
      render: (i) => (
        <Text size="sm" c={i.waiting > 0 ? undefined : 'dimmed'}>
          {i.waiting}
        </Text>
      ),
    },
    {
      key: 'quantity',
      header: 'Quantity',
      align: 'right',
      render: (i) => <Quantity item={i} />,
    },
    {
      key: 'threshold',
      header: 'Low at',
      align: 'right',
      render: (i) => i.low_stock_threshold,
    },
    ...(lowOnly ? [] : [updated]),
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];

  return (
    <>
      <DataTable
        label={lowOnly ? 'Low stock' : 'Inventory items'}
        rows={query.data?.items}
        columns={columns}
        rowKey={(i) => i.id}
        paging={lowOnly ? { ...paging, onSearch: undefined } : paging}
        searchPlaceholder="Search by name, SKU or location"
        emptyText={lowOnly ? 'No low-stock items: everything is above its threshold.' : 'No inventory items found'}
        isLoading={query.isPending}
        error={query.isError ? 'Failed to load inventory items' : null}
        onRetry={() => void query.refetch()}
        listHeight={LIST_HEIGHT}
        actions={
          !lowOnly && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => adjusting.open(null)}>
              Adjust Stock
            </Button>
          )
        }
        renderCard={(i) => (
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <ItemName item={i} />
              <Quantity item={i} />
            </Group>
            <Text size="xs" c="dimmed">
              {i.sku} · {i.location || 'no location'} · low at {i.low_stock_threshold}
            </Text>
            {actions(i)}
          </Stack>
        )}
      />
      <EditItemDialog opened={editing.opened} formKey={editing.key} item={editing.item} onClose={editing.close} />
      <AdjustStockDialog
        opened={adjusting.opened}
        formKey={adjusting.key}
        item={adjusting.item}
        onClose={adjusting.close}
      />
      <ConfirmDialog title="Delete inventory item" {...deleting.confirm}>
        Are you sure you want to delete this item?
      </ConfirmDialog>
    </>
  );
}
