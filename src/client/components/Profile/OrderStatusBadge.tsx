import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@shared/schemas/orders';
import { useCallback } from 'react';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { Badge } from '../Plain/PlainMarks';

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

const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** `statusLabel` in the page's language (the shopper's screens; the admin's stay English). */
function useStatusLabel(): (status: string) => string {
  const t = useT(profileMessages);
  return useCallback((status) => (isOrderStatus(status) ? t(`profile.status.${status}`) : statusLabel(status)), [t]);
}

export function OrderStatusBadge({ status }: { status: string }) {
  const label = useStatusLabel();
  return (
    <Badge color={statusColor(status)} variant="light" size="lg" radius="sm" tt="none">
      {label(status)}
    </Badge>
  );
}
