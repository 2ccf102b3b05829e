import { Button, Group, NumberInput, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { PurchaseOrder } from '@shared/schemas/inventory';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { AdminModal } from '../shared/AdminModal';
import { PurchaseOrderStatusBadge, statusLabel } from './PurchaseOrderStatus';
import { useStockMutation } from './stock-data';

interface PurchaseOrderViewProps {
  /** The order shown; null closes the dialog. */
  orderId: number | null;
  onClose: () => void;
  /** Opens a draft in the purchase order form. */
  onEdit: (order: PurchaseOrder) => void;
}

/** One purchase order: its lines, and the next steps its status allows (order, receive, cancel). */
export function PurchaseOrderView({ orderId, onClose, onEdit }: PurchaseOrderViewProps) {
  const trpc = useTRPC();
  const order = useQuery({
    ...trpc.admin.purchaseOrders.get.queryOptions({ id: orderId ?? 0 }),
    enabled: orderId !== null,
  });
  const o = order.data;
  return (
    <AdminModal opened={orderId !== null} onClose={onClose} title={`Purchase Order #${orderId ?? ''}`} size="xl">
      {!o ? (
        <Skeleton height={200} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Stack gap={0}>
              <Text fw={600}>{o.vendor_name}</Text>
              <Text size="xs" c="dimmed">
                Created {formatDateTime(o.created_at)}
              </Text>
            </Stack>
            <PurchaseOrderStatusBadge status={o.status} />
          </Group>
          {o.notes && <Text size="sm">{o.notes}</Text>}
          {/* Remounted after each change so the receive quantities start empty again. */}
          <OrderLines key={`${o.updated_at}-${o.status}`} order={o} onEdit={() => onEdit(o)} />
        </Stack>
      )}
    </AdminModal>
  );
}

function OrderLines({ order, onEdit }: { order: PurchaseOrder; onEdit: () => void }) {
  const trpc = useTRPC();
  // Nothing is pre-filled: receiving half of a line must not be one mistype away from receiving all of it.
  const [receiving, setReceiving] = useState<Record<number, number | string>>({});
  const done = (o: PurchaseOrder) => `Purchase order #${o.id} is ${statusLabel(o.status)}`;
  const setStatus = useStockMutation(trpc.admin.purchaseOrders.setStatus, {
    success: done,
    failure: 'Failed to update purchase order',
  });
  const receive = useStockMutation(trpc.admin.purchaseOrders.receive, {
    success: done,
    failure: 'Failed to receive purchase order',
  });
  const open = order.receivable;
  const toReceive = order.lines
    .map((l) => ({ line_id: l.id, quantity: Number(receiving[l.id]) || 0 }))
    .filter((l) => l.quantity > 0);
  const pending = setStatus.isPending || receive.isPending;
  const receiveInput = (l: PurchaseOrder['lines'][number]) => (
    <NumberInput
      aria-label={`Receive ${l.item_name}`}
      w={90}
      ml="auto"
      min={0}
      max={l.quantity - l.quantity_received}
      allowDecimal={false}
      allowNegative={false}
      disabled={l.quantity === l.quantity_received}
      placeholder={`${l.quantity - l.quantity_received} due`}
      value={receiving[l.id] ?? ''}
      onChange={(value) => setReceiving((r) => ({ ...r, [l.id]: value }))}
    />
  );

  return (
    <Stack gap="md">
      <Stack gap="xs" hiddenFrom="sm">
        {order.lines.map((l) => (
          <Paper key={l.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="center">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={500}>
                  {l.item_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.quantity_received} of {l.quantity} received · {formatMoney(l.unit_cost)} each
                </Text>
              </Stack>
              {open && receiveInput(l)}
            </Group>
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={560} type="native" visibleFrom="sm">
        <Table verticalSpacing="xs" aria-label="Purchase order lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Ordered</Table.Th>
              <Table.Th ta="right">Received</Table.Th>
              <Table.Th ta="right">Unit cost</Table.Th>
              <Table.Th ta="right">Line total</Table.Th>
              {open && <Table.Th ta="right">Receive now</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Text size="sm">{l.item_name}</Text>
                  <Text size="xs" c="dimmed">
                    {l.sku}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{l.quantity}</Table.Td>
                <Table.Td ta="right">{l.quantity_received}</Table.Td>
                <Table.Td ta="right">{formatMoney(l.unit_cost)}</Table.Td>
                <Table.Td ta="right">{formatMoney(l.line_total)}</Table.Td>
                {open && <Table.Td ta="right">{receiveInput(l)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={700}>Total {formatMoney(order.total_amount)}</Text>
        <Group gap="sm">
          {order.next_statuses.includes('cancelled') && (
            <Button
              variant="default"
              color="red"
              disabled={pending}
              onClick={() => setStatus.mutate({ id: order.id, status: 'cancelled' })}
            >
              Cancel Order
            </Button>
          )}
          {order.status === 'draft' && (
            <Button variant="default" disabled={pending} onClick={onEdit}>
              Edit
            </Button>
          )}
          {order.next_statuses.includes('ordered') && (
            <Button loading={setStatus.isPending} onClick={() => setStatus.mutate({ id: order.id, status: 'ordered' })}>
              Mark as Ordered
            </Button>
          )}
          {open && (
            <Button
              loading={receive.isPending}
              disabled={pending || toReceive.length === 0}
              onClick={() => receive.mutate({ id: order.id, lines: toReceive })}
            >
              Receive
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
