import { Button, Group } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { AdminOrder } from '@shared/schemas/admin-orders';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useSettings } from '../../../features/settings';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { RefundDialog } from './RefundDialog';
import { ShipDialog } from './ShipDialog';
import { useOrderMutations } from './use-order-mutations';

type Open = 'ship' | 'refund' | 'cancel' | null;

/** Only the moves the server says are legal now, plus refund and the packing slip. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { currencySymbol } = useSettings();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { setStatus } = useOrderMutations(order.id, close);
  const can = (status: AdminOrder['status']) => order.nextStatuses.includes(status);
  const pending = setStatus.isPending;
  const cancelText =
    order.status === 'pending'
      ? 'The checkout is stopped and the reserved items go back on sale.'
      : `The customer is refunded ${formatMoney(order.refundable, currencySymbol)} and the items go back in stock. This cannot be undone.`;

  return (
    <Group gap="sm" wrap="wrap">
      {can('processing') && (
        <Button loading={pending} onClick={() => setStatus.mutate({ id: order.id, status: 'processing' })}>
          Mark as processing
        </Button>
      )}
      {can('shipped') && <Button onClick={() => setOpen('ship')}>Mark as shipped</Button>}
      {can('delivered') && (
        <Button loading={pending} onClick={() => setStatus.mutate({ id: order.id, status: 'delivered' })}>
          Mark as delivered
        </Button>
      )}
      {order.refundable > 0 && (
        <Button variant="default" onClick={() => setOpen('refund')}>
          Refund
        </Button>
      )}
      {can('cancelled') && (
        <Button variant="default" color="red" onClick={() => setOpen('cancel')}>
          Cancel order
        </Button>
      )}
      {order.status !== 'pending' && (
        <Button variant="subtle" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Packing slip
        </Button>
      )}
      <ShipDialog order={order} opened={open === 'ship'} onClose={close} />
      <RefundDialog order={order} opened={open === 'refund'} onClose={close} />
      <ConfirmDialog
        opened={open === 'cancel'}
        title={`Cancel order #${order.id}?`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        pending={pending}
        onConfirm={() => setStatus.mutate({ id: order.id, status: 'cancelled' })}
        onCancel={close}
      >
        {cancelText}
      </ConfirmDialog>
    </Group>
  );
}
