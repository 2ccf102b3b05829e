import { Table, Text } from '@mantine/core';
import type { OrderStatus } from '@shared/schemas/orders';
import { orderDetailSearch } from '../../../features/admin/tabs';
import { AnchorLink } from '../../RouterLinks';
import { AdminStatusBadge } from './AdminStatusBadge';

/** One order as a row: its number (opening it), its date and total as the caller words them, its status. */
export interface OrderLinkRow {
  id: number;
  date: string;
  total: string;
  /** A line under the total (what was refunded). */
  note?: string | null;
  status: OrderStatus;
}

/** A customer's orders in a small table: a customer's page, a contact message's thread. */
export function OrderLinksTable({
  label,
  heading = 'Order',
  rows,
}: {
  label: string;
  heading?: string;
  rows: OrderLinkRow[];
}) {
  return (
    <Table verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{heading}</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((o) => (
          <Table.Tr key={o.id}>
            <Table.Td>
              <AnchorLink to="/admin" search={orderDetailSearch(o.id)} fw={600} size="sm">
                #{o.id}
              </AnchorLink>
            </Table.Td>
            <Table.Td>{o.date}</Table.Td>
            <Table.Td ta="right">
              {o.total}
              {o.note && (
                <Text size="xs" c="dimmed">
                  {o.note}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <AdminStatusBadge status={o.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
