import { Divider } from '@mantine/core';
import { editionNumbersText, type Order } from '@shared/schemas/orders';
import { taxLineLabel } from '@shared/tax-names';
import { countryName } from '../../countries';
import { useColorLabel } from '../../features/colour-label';
import { useMoneyIn } from '../../features/use-money-in';
import { useLocale } from '../../i18n/hooks';
import { TotalRow } from '../Checkout/TotalRow';
import { useDiscountLabel } from '../Discount/discount-label';
import { Stack, Text, Title } from '../Plain/Plain';
import { SimpleGrid } from '../Plain/PlainLayout';
import { ShopThumb } from '../ShopImage/ShopThumb';
import { type OrderT, useOrderText } from '../TrackOrder/order-text';
import classes from './OrderSuccess.module.css';

function itemDetails(item: Order['items'][number], t: OrderT, colour: (name: string) => string): string {
  const parts =
    item.itemType === 'painting'
      ? [t('order.details.artwork'), item.size && t('order.details.size', { size: item.size })]
      : [
          item.size && t('order.details.clothingSize', { size: item.size }),
          item.color && t('order.details.color', { color: colour(item.color) }),
        ];
  return [...parts, t('order.details.qty', { count: item.quantity })].filter(Boolean).join(' | ');
}

/** 'Edition 3/50', 'Editions 3/50, 4/50': a painting's numbered prints. */
function editionText(line: Order['items'][number], t: OrderT): string {
  if (line.editionNumbers.length === 0) return '';
  return t('order.details.edition', { count: line.editionNumbers.length, numbers: editionNumbersText(line) });
}

/** An order's lines (with edition numbers), totals and where it ships, in the order's currency. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useOrderText();
  const locale = useLocale();
  const money = useMoneyIn(order.currency);
  const discountLabel = useDiscountLabel();
  const colour = useColorLabel();
  return (
    <div className={classes.card}>
      <Title order={2} size="h4" mb="md">
        {t('order.details.title')}
      </Title>
      <ul className={classes.lines} aria-label={t('order.details.items')}>
        {order.items.map((item) => (
          <li key={item.id} className={classes.line}>
            <ShopThumb src={item.imageUrl} alt={item.name} width={64} height={80} />
            <Stack gap={2} className={classes.grow}>
              <Text fw={600} size="sm">
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {itemDetails(item, t, colour)}
              </Text>
              {item.editionNumbers.length > 0 && (
                <Text size="xs" c="brand.4" fw={600}>
                  {editionText(item, t)}
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
        <TotalRow label={t('order.details.subtotal')} value={money(order.subtotal)} />
        {order.discountTotal > 0 && (
          <TotalRow
            label={discountLabel(order.discountCode)}
            value={`−${money(order.discountTotal)}`}
            testId="order-discount"
          />
        )}
        <TotalRow
          label={
            order.shippingMethod
              ? t('order.details.shippingBy', { method: order.shippingMethod })
              : t('order.details.shipping')
          }
          value={money(order.shippingCost)}
        />
        {order.taxLines.length > 0 ? (
          // Each tax by name and rate, as the receipt mail shows them: "QST (9.975%)", « TVQ (9,975 %) ».
          order.taxLines.map((line) => (
            <TotalRow
              key={line.name}
              label={taxLineLabel(line, locale)}
              value={money(line.amountCents / 100)}
              testId="order-tax-line"
            />
          ))
        ) : (
          <TotalRow label={t('order.details.tax')} value={money(order.tax)} />
        )}
        <Divider my={4} />
        <TotalRow label={t('order.details.total')} value={money(order.total)} strong testId="order-total" />
      </Stack>
      <Divider my="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6} className={classes.label}>
            {t('order.details.shipTo')}
          </Text>
          <Text size="sm">{order.name}</Text>
          <Text size="sm">{order.address}</Text>
          {order.address2 && <Text size="sm">{order.address2}</Text>}
          <Text size="sm">
            {order.city}, {order.state} {order.postalCode}
          </Text>
          <Text size="sm">{countryName(order.country, locale)}</Text>
        </div>
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6} className={classes.label}>
            {t('order.details.contact')}
          </Text>
          <Text size="sm">{order.email}</Text>
          {order.phone && <Text size="sm">{t('order.details.phone', { phone: order.phone })}</Text>}
        </div>
      </SimpleGrid>
    </div>
  );
}
