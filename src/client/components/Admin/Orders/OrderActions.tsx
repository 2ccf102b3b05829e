import { Button, Group } from '@mantine/core';
import type { AdminOrder } from '@shared/schemas/admin-orders';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { CancelDialog } from './CancelDialog';
import { RefundDialog } from './RefundDialog';
import { ShipDialog } from './ShipDialog';
import { useOrderMutations } from './use-order-mutations';

type Open = 'ship' | 'refund' | 'cancel' | null;

/** Only the moves the server says are legal now, plus refund and the packing slip. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { setStatus } = useOrderMutations(order.id, close);
  const can = (status: AdminOrder['status']) => order.nextStatuses.includes(status);
  const pending = setStatus.isPending;

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
      <CancelDialog order={order} opened={open === 'cancel'} onClose={close} />
    </Group>
  );
}
