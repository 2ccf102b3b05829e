import { Badge } from '@mantine/core';
import type { PurchaseOrderStatus } from '@shared/schemas/inventory';

const COLORS: Record<PurchaseOrderStatus, string> = {
  draft: 'gray',
  ordered: 'blue',
  partially_received: 'yellow',
  received: 'green',
  cancelled: 'red',
};

export const statusLabel = (status: PurchaseOrderStatus) => status.replace('_', ' ');

export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {statusLabel(status)}
    </Badge>
  );
}
