import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney, toCents, toDollars } from '@shared/money';
import { editionLabel, type Order } from '@shared/schemas/orders';
import { countryName } from '../../countries';
import { useSettings } from '../../features/settings';
import { formatDate } from '../../format-date';
import { discountLabel } from '../Discount/discount-label';
import { ShopThumb } from '../ShopImage/ShopThumb';
import { TrackingNumber } from '../TrackingNumber';
import { OrderStatusBadge } from './OrderStatusBadge';
import classes from './Profile.module.css';
import { SummaryRow } from './SummaryRow';

type OrderItem = Order['items'][number];

function OrderLine({ item, symbol }: { item: OrderItem; symbol: string }) {
  const details = [
    item.size && `Size: ${item.size}`,
    item.color && `Color: ${item.color}`,
    `Qty: ${item.quantity}`,
  ].filter(Boolean);
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ShopThumb src={item.imageUrl} alt={item.name} width={72} />
      <Stack gap={4} className={classes.grow}>
        <Text fw={600}>{item.name}</Text>
        <Text size="sm" c="dimmed">
          {details.join(' · ')}
        </Text>
        {item.editionNumbers.length > 0 && (
          <Badge variant="outline" size="sm" radius="sm" w="fit-content" tt="none">
            {editionLabel(item.editionNumbers)}
          </Badge>
        )}
        {item.refundedQuantity > 0 && (
          <Text size="xs" c="dimmed">
            {item.refundedQuantity === item.quantity ? 'Refunded' : `${item.refundedQuantity} refunded`}
          </Text>
        )}
      </Stack>
      <Stack gap={0} align="flex-end">
        <Text fw={600} className={classes.noWrap}>
          {formatMoney(toDollars(toCents(item.price) * item.quantity), symbol)}
        </Text>
        {item.discount > 0 && (
          <Text size="xs" c="green.7" className={classes.noWrap}>
            −{formatMoney(item.discount, symbol)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** One order of the history: number, date, status, total, its lines, where it ships and its totals. */
export function OrderCard({ order }: { order: Order }) {
  const { currencySymbol: symbol } = useSettings();
  const headingId = `order-${order.id}-title`;
  return (
    <Paper component="article" withBorder radius="md" className={classes.order} aria-labelledby={headingId}>
      <Group justify="space-between" align="center" p={{ base: 'md', sm: 'lg' }} className={classes.orderHead}>
        <div>
          <Title id={headingId} order={3} size="h4">
            Order #{order.id}
          </Title>
          <Text size="sm" c="dimmed">
            Placed on {formatDate(order.createdAt)}
          </Text>
        </div>
        <Group gap="md">
          <OrderStatusBadge status={order.status} />
          <Text fw={700} size="lg">
            {formatMoney(order.total, symbol)}
          </Text>
        </Group>
      </Group>
      {order.statusReason && (order.status === 'cancelled' || order.status === 'refunded') && (
        <Text size="sm" c="dimmed" px={{ base: 'md', sm: 'lg' }} pb="sm">
          {order.statusReason}
        </Text>
      )}
      <Divider />
      <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
        {order.items.map((item) => (
          <OrderLine key={item.id} item={item} symbol={symbol} />
        ))}
      </Stack>
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" p={{ base: 'md', sm: 'lg' }}>
        <div>
          <Text className={classes.label}>Shipping to</Text>
          <Text size="sm" fw={600}>
            {order.name}
          </Text>
          <Text size="sm" c="dimmed">
            {order.address}
            <br />
            {order.city}, {order.state} {order.postalCode}
            <br />
            {countryName(order.country)}
          </Text>
          {order.trackingNumber && (
            <Text size="sm" mt="sm">
              Tracking number: <TrackingNumber order={order} />
            </Text>
          )}
        </div>
        <Stack gap={6}>
          <SummaryRow label="Subtotal" value={formatMoney(order.subtotal, symbol)} />
          {order.discountTotal > 0 && (
            <SummaryRow
              label={discountLabel(order.discountCode)}
              value={`−${formatMoney(order.discountTotal, symbol)}`}
            />
          )}
          <SummaryRow
            label={order.shippingMethod ? `Shipping (${order.shippingMethod})` : 'Shipping'}
            value={formatMoney(order.shippingCost, symbol)}
          />
          <SummaryRow label="Tax" value={formatMoney(order.tax, symbol)} />
          <SummaryRow label="Total" value={formatMoney(order.total, symbol)} strong />
          {order.refundedAmount > 0 && (
            <SummaryRow label="Refunded" value={`−${formatMoney(order.refundedAmount, symbol)}`} />
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
