import { Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { editionLabel, type Order } from '@shared/schemas/orders';
import { countryName } from '../../countries';
import { useSettings } from '../../features/settings';
import { capitalize } from '../CartDrawer/line-text';
import { TotalRow } from '../Checkout/TotalRow';
import { discountLabel } from '../Discount/discount-label';
import { ShopThumb } from '../ShopImage/ShopThumb';
import classes from './OrderSuccess.module.css';

function itemDetails(item: Order['items'][number]): string {
  const parts =
    item.itemType === 'painting'
      ? ['Artwork', item.size && `Size: ${item.size}`]
      : [item.size && `Size: ${item.size}`, item.color && `Color: ${capitalize(item.color)}`];
  return [...parts, `Qty ${item.quantity}`].filter(Boolean).join(' | ');
}

/** An order's lines (with edition numbers), totals and where it ships. */
export function OrderDetails({ order }: { order: Order }) {
  const { currencySymbol } = useSettings();
  const money = (value: number) => formatMoney(value, currencySymbol);
  return (
    <div className={classes.card}>
      <Title order={2} size="h4" mb="md">
        Order Details
      </Title>
      <ul className={classes.lines} aria-label="Items in this order">
        {order.items.map((item) => (
          <li key={item.id} className={classes.line}>
            <ShopThumb src={item.imageUrl} alt={item.name} width={64} height={80} />
            <Stack gap={2} className={classes.grow}>
              <Text fw={600} size="sm">
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {itemDetails(item)}
              </Text>
              {item.editionNumbers.length > 0 && (
                <Text size="xs" c="brand.4" fw={600}>
                  {editionLabel(item.editionNumbers)}
                </Text>
              )}
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text fw={600} size="sm">
                {money(item.price * item.quantity)}
              </Text>
              {item.discount > 0 && (
                <Text size="xs" c="green.7">
                  −{money(item.discount)}
                </Text>
              )}
            </Stack>
          </li>
        ))}
      </ul>
      <Divider my="md" />
      <Stack gap={8}>
        <TotalRow label="Subtotal" value={money(order.subtotal)} />
        {order.discountTotal > 0 && (
          <TotalRow
            label={discountLabel(order.discountCode)}
            value={`−${money(order.discountTotal)}`}
            testId="order-discount"
          />
        )}
        <TotalRow
          label={order.shippingMethod ? `Shipping (${order.shippingMethod})` : 'Shipping'}
          value={money(order.shippingCost)}
        />
        <TotalRow label="Tax" value={money(order.tax)} />
        <Divider my={4} />
        <TotalRow label="Total" value={money(order.total)} strong />
      </Stack>
      <Divider my="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6} className={classes.label}>
            Shipping to
          </Text>
          <Text size="sm">{order.name}</Text>
          <Text size="sm">{order.address}</Text>
          <Text size="sm">
            {order.city}, {order.state} {order.postalCode}
          </Text>
          <Text size="sm">{countryName(order.country)}</Text>
        </div>
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6} className={classes.label}>
            Contact e-mail
          </Text>
          <Text size="sm">{order.email}</Text>
        </div>
      </SimpleGrid>
    </div>
  );
}
