import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney, toCents, toDollars } from '@shared/money';
import { RETURNABLE_STATUSES } from '@shared/order-statuses';
import { editionNumbersText, type Order } from '@shared/schemas/orders';
import { countryName } from '../../countries';
import { useColorLabel } from '../../features/colour-label';
import { useFormatDate } from '../../format-date';
import { useLocale, useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { OrderCertificates } from '../Certificates/OrderCertificates';
import { Paper, SimpleGrid } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import { ShopThumb } from '../ShopImage/ShopThumb';
import { TrackingNumber } from '../TrackingNumber';
import { OrderStatusBadge } from './OrderStatusBadge';
import classes from './Profile.module.css';
import { ReturnRequest } from './ReturnRequest';
import { SummaryRow } from './SummaryRow';

type OrderItem = Order['items'][number];

function OrderLine({ item, money }: { item: OrderItem; money: (dollars: number) => string }) {
  const t = useT(profileMessages);
  const colour = useColorLabel();
  const details = [
    item.size && t('profile.size', { size: item.size }),
    item.color && t('profile.color', { color: colour(item.color) }),
    t('profile.quantity', { quantity: item.quantity }),
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
            {t('profile.edition', {
              count: item.editionNumbers.length,
              numbers: editionNumbersText(item),
            })}
          </Badge>
        )}
        {item.refundedQuantity > 0 && (
          <Text size="xs" c="dimmed">
            {item.refundedQuantity === item.quantity
              ? t('profile.refunded')
              : t('profile.refundedCount', { count: item.refundedQuantity })}
          </Text>
        )}
      </Stack>
      <Stack gap={0} align="flex-end">
        <Text fw={600} className={classes.noWrap}>
          {money(toDollars(toCents(item.price) * item.quantity))}
        </Text>
        {item.discount > 0 && (
          <Text size="xs" c="green.7" className={classes.noWrap}>
            −{money(item.discount)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** One order of the history: number, date, status, total, its lines, where it ships and its totals. */
export function OrderCard({ order, token }: { order: Order; token?: string }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  // In the currency the order was charged in ('usd', 'cad'), as the page's language writes money.
  const money = (dollars: number) => formatMoney(dollars, order.currency, locale);
  const date = useFormatDate();
  const headingId = `order-${order.id}-title`;
  return (
    <Paper component="article" withBorder radius="md" className={classes.order} aria-labelledby={headingId}>
      <Group justify="space-between" align="center" p={{ base: 'md', sm: 'lg' }} className={classes.orderHead}>
        <div>
          <Title id={headingId} order={3} size="h4">
            {t('profile.orderNumber', { id: order.id })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.placedOn', { date: date(order.createdAt) })}
          </Text>
          {order.exchangeFor != null && (
            <Text size="sm" c="dimmed">
              {t(order.total > 0 ? 'profile.exchangeForDifference' : 'profile.exchangeFor', { id: order.exchangeFor })}
            </Text>
          )}
        </div>
        <Group gap="md">
          <OrderStatusBadge status={order.status} />
          <Text fw={700} size="lg">
            {money(order.total)}
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
          <OrderLine key={item.id} item={item} money={money} />
        ))}
      </Stack>
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" p={{ base: 'md', sm: 'lg' }}>
        <div>
          <Text className={classes.label}>{t('profile.shippingTo')}</Text>
          <Text size="sm" fw={600}>
            {order.name}
          </Text>
          <Text size="sm" c="dimmed">
            {order.address}
            <br />
            {order.address2 && (
              <>
                {order.address2}
                <br />
              </>
            )}
            {order.city}, {order.state} {order.postalCode}
            <br />
            {countryName(order.country, locale)}
          </Text>
          {order.trackingNumber && (
            <Text size="sm" mt="sm">
              {t('profile.trackingNumber')} <TrackingNumber order={order} />
            </Text>
          )}
          {RETURNABLE_STATUSES.includes(order.status) && (
            <Group mt="sm">
              <ReturnRequest orderId={order.id} token={token} />
            </Group>
          )}
          <OrderCertificates order={order} />
        </div>
        <Stack gap={6}>
          <SummaryRow label={t('profile.subtotal')} value={money(order.subtotal)} />
          {order.discountTotal > 0 && (
            <SummaryRow
              label={
                order.discountCode ? t('profile.discountNamed', { name: order.discountCode }) : t('profile.discount')
              }
              value={`−${money(order.discountTotal)}`}
            />
          )}
          <SummaryRow
            label={
              order.shippingMethod
                ? t('profile.shippingMethod', { method: order.shippingMethod })
                : t('profile.shipping')
            }
            value={money(order.shippingCost)}
          />
          <SummaryRow label={t('profile.tax')} value={money(order.tax)} />
          <SummaryRow label={t('profile.total')} value={money(order.total)} strong />
          {order.refundedAmount > 0 && (
            <SummaryRow label={t('profile.refunded')} value={`−${money(order.refundedAmount)}`} />
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
