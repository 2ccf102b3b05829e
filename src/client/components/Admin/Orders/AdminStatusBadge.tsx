import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/schemas/orders';
import { ADMIN_STATUS_COLOURS } from './status';

export function AdminStatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={ADMIN_STATUS_COLOURS[status]} variant="light" size={size} radius="sm" tt="none">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
