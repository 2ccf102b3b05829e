import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { PurchaseOrder } from '@shared/schemas/inventory';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { useDeleteTarget } from '../shared/use-delete';
import { PurchaseOrderStatusBadge, statusLabel } from './PurchaseOrderStatus';
import { LIST_HEIGHT } from './stock-data';

interface PurchaseOrdersPanelProps {
  onCreate: () => void;
  onView: (id: number) => void;
}

const itemsOf = (o: PurchaseOrder) => o.lines.map((l) => `${l.quantity} × ${l.item_name}`).join(', ');

/** The Purchase Orders sub-tab: newest first; open one to order, receive or cancel it. */
export function PurchaseOrdersPanel({ onCreate, onView }: PurchaseOrdersPanelProps) {
  const trpc = useTRPC();
  const orders = useQuery(trpc.admin.purchaseOrders.list.queryOptions());
  const deleting = useDeleteTarget({
    procedure: trpc.admin.purchaseOrders.delete,
    noun: 'Purchase order',
    stockWording: true,
    message: (o: PurchaseOrder | null) => `Purchase order #${o?.id ?? ''} has been removed`,
    queryKey: trpc.admin.purchaseOrders.pathKey(),
  });
  const actions = (o: PurchaseOrder) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="Open">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Open purchase order #${o.id}`}
          onClick={() => onView(o.id)}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {o.status === 'draft' && (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete purchase order #${o.id}`}
            onClick={() => deleting.ask(o)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
  const columns: Column<PurchaseOrder>[] = [
    { key: 'id', header: 'PO', sortValue: (o) => o.id, render: (o) => <Text fw={600} size="sm">{`#${o.id}`}</Text> },
    { key: 'vendor', header: 'Vendor', sortValue: (o) => o.vendor_name, render: (o) => o.vendor_name },
    {
      key: 'items',
      header: 'Items',
      render: (o) => (
        <Text size="sm" lineClamp={2} maw={320}>
          {itemsOf(o)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (o) => o.status,
      render: (o) => <PurchaseOrderStatusBadge status={o.status} />,
    },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      sortValue: (o) => o.total_amount,
      render: (o) => formatMoney(o.total_amount),
    },
    {
      key: 'created',
      header: 'Created',
      sortValue: (o) => o.created_at,
      render: (o) => (
        <Text size="xs" c="dimmed">
          {formatDateTime(o.created_at)}
        </Text>
      ),
    },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];
  return (
    <>
      <DataTable
        label="Purchase orders"
        rows={orders.data}
        columns={columns}
        rowKey={(o) => o.id}
        searchText={(o) => `#${o.id} ${o.vendor_name} ${statusLabel(o.status)} ${itemsOf(o)}`}
        searchPlaceholder="Search purchase orders"
        emptyText="No purchase orders found"
        isLoading={orders.isPending}
        error={orders.isError ? 'Failed to load purchase orders' : null}
        onRetry={() => void orders.refetch()}
        listHeight={LIST_HEIGHT}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            Create Purchase Order
          </Button>
        }
        renderCard={(o) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                #{o.id} · {o.vendor_name}
              </Text>
              <PurchaseOrderStatusBadge status={o.status} />
            </Group>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {itemsOf(o)}
            </Text>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {formatMoney(o.total_amount)}
              </Text>
              {actions(o)}
            </Group>
          </Stack>
        )}
      />
      <ConfirmDialog title="Delete purchase order" {...deleting.confirm}>
        Are you sure you want to delete this item?
      </ConfirmDialog>
    </>
  );
}
