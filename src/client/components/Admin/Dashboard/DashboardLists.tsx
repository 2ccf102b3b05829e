import { Badge, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { DashboardSummary } from '@shared/schemas/dashboard';
import { type ReactNode, useState } from 'react';
import { orderDetailSearch } from '../../../features/admin/tabs';
import { formatDate } from '../../../format-date';
import { AnchorLink } from '../../RouterLinks';
import { AdminStatusBadge } from '../Orders/AdminStatusBadge';
import { BestSellerVariants, VariantToggle } from './BestSellerVariants';
import classes from './Dashboard.module.css';

function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="lg">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

interface ListProps {
  data: DashboardSummary;
  currencySymbol: string;
}

/** The five items sold most over 30 days, by units or by revenue; a product expands into its variants. */
export function BestSellers({ data, currencySymbol }: ListProps) {
  const [by, setBy] = useState<'units' | 'revenue'>('units');
  const items = by === 'units' ? data.bestSellers.byUnits : data.bestSellers.byRevenue;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (productId: number) =>
    setExpanded((ids) => {
      const next = new Set(ids);
      if (!next.delete(productId)) next.add(productId);
      return next;
    });
  return (
    <Panel
      title="Best sellers"
      actions={
        <SegmentedControl
          size="xs"
          value={by}
          onChange={(value) => setBy(value === 'revenue' ? 'revenue' : 'units')}
          data={[
            { value: 'units', label: 'Units' },
            { value: 'revenue', label: 'Revenue' },
          ]}
          aria-label="Rank best sellers by"
        />
      }
    >
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No sales in the last 30 days yet.
        </Text>
      ) : (
        <ol className={classes.list} aria-label={`Best sellers by ${by}`}>
          {items.map((item) => {
            const expandable = item.itemType === 'product' && item.itemId !== null;
            const open = expandable && expanded.has(item.itemId as number);
            return (
              <li key={`${item.itemType}-${item.itemId ?? item.name}`} className={classes.seller}>
                <div className={classes.row}>
                  <Group gap={4} wrap="nowrap" miw={0}>
                    {expandable && (
                      <VariantToggle name={item.name} open={open} onToggle={() => toggle(item.itemId as number)} />
                    )}
                    <Text size="sm" className={classes.name}>
                      {item.name}
                    </Text>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" color="gray" size="sm" tt="none">
                      {item.units} sold
                    </Badge>
                    <Text size="sm" fw={600} miw={80} ta="right">
                      {formatMoney(item.revenue, currencySymbol)}
                    </Text>
                  </Group>
                </div>
                {open && (
                  <BestSellerVariants
                    productId={item.itemId as number}
                    name={item.name}
                    currencySymbol={currencySymbol}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}

/** Items at or below their low-stock threshold, emptiest first. */
export function LowStock({ data }: Pick<ListProps, 'data'>) {
  return (
    <Panel
      title="Low stock"
      actions={
        <AnchorLink to="/admin" search={{ tab: 'inventory' }} size="sm">
          Inventory
        </AnchorLink>
      }
    >
      {data.lowStock.length === 0 ? (
        <Text c="dimmed" size="sm">
          Everything is above its low-stock threshold.
        </Text>
      ) : (
        <ul className={classes.list} aria-label="Low stock">
          {data.lowStock.map((item) => (
            <li key={item.inventoryItemId} className={classes.row}>
              <Text size="sm" className={classes.name}>
                {item.name}
              </Text>
              <Badge variant="light" color={item.quantity === 0 ? 'red' : 'yellow'} size="sm" tt="none">
                {item.quantity === 0 ? 'Out of stock' : `${item.quantity} left`}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The latest placed orders, each opening its detail on the Orders tab. */
export function RecentOrders({ data, currencySymbol }: ListProps) {
  return (
    <Panel title="Recent orders">
      {data.recentOrders.length === 0 ? (
        <Text c="dimmed" size="sm">
          No orders yet. When a shopper checks out, the order shows up here.
        </Text>
      ) : (
        <ul className={classes.list} aria-label="Recent orders">
          {data.recentOrders.map((order) => (
            <li key={order.id} className={classes.orderRow}>
              <Group gap="xs" wrap="nowrap" miw={0}>
                <AnchorLink to="/admin" search={orderDetailSearch(order.id)} fw={600} size="sm">
                  #{order.id}
                </AnchorLink>
                <Text size="sm" className={classes.name} title={order.email}>
                  {order.customer}
                </Text>
                {order.discountCode && (
                  <Badge size="xs" variant="light" color="green" tt="none" title="Discount used">
                    {order.discountCode}
                  </Badge>
                )}
              </Group>
              <Text size="sm" fw={600} ta="right">
                {formatMoney(order.total, currencySymbol)}
              </Text>
              <div>
                <AdminStatusBadge status={order.status} />
              </div>
              <Text size="xs" c="dimmed" ta="right">
                {formatDate(order.createdAt, 'medium')}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
