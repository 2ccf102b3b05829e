import { Badge } from '@mantine/core';

/** Delivered green, shipped blue, processing yellow, anything else grey (spec §2, §4). */
const STATUS_COLOURS: Record<string, string> = {
  delivered: 'green',
  shipped: 'blue',
  processing: 'yellow',
};

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function OrderStatusBadge({ status }: { status: string }) {
  const color = STATUS_COLOURS[status] ?? 'gray';
  return (
    <Badge color={color} variant="light" size="lg" radius="sm" tt="none">
      {statusLabel(status)}
    </Badge>
  );
}
