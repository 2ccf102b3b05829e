import type { OrderStatus } from '@shared/schemas/orders';

/** The owner's colours: what needs doing stands out (paid = to fulfil), what is over is quiet or red. */
export const ADMIN_STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: 'gray',
  paid: 'orange',
  partially_refunded: 'grape',
  processing: 'yellow',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'red',
  refunded: 'grape',
  failed: 'red',
};

/** The status filter of the list, in the order an owner works through them. */
export const STATUS_FILTERS: { value: string; label: string }[] = [
  { value: '', label: 'All orders' },
  { value: 'paid', label: 'To fulfil (paid)' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'partially_refunded', label: 'Partially refunded' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'pending', label: 'Checkouts in progress' },
];
