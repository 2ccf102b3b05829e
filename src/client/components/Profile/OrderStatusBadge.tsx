import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/schemas/orders';

/** Delivered green, shipped blue, processing yellow, anything else grey (spec §2, §4). */
const STATUS_COLOURS: Partial<Record<string, string>> = {
  delivered: 'green',
  shipped: 'blue',
  processing: 'yellow',
};

export function statusColor(status: string): string {
  return STATUS_COLOURS[status] ?? 'gray';
}

export function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} variant="light" size="lg" radius="sm" tt="none">
      {statusLabel(status)}
    </Badge>
  );
}
