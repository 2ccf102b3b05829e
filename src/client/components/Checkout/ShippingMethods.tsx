import { Alert, Radio } from '@mantine/core';
import type { ShippingMethod } from '@shared/schemas/checkout';
import { shippingPriceLabel } from '../../features/shipping-price';
import { useMoneyIn } from '../../features/use-money-in';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { Group, Stack, Text } from '../Plain/Plain';
import { Skeleton } from '../Plain/PlainLayout';
import classes from './Checkout.module.css';

interface ShippingMethodsProps {
  methods: ShippingMethod[] | undefined;
  /** The currency the methods are priced in (null: the shop's). */
  currency: string | null;
  isError: boolean;
  value: number | null;
  onChange(id: number): void;
  disabled?: boolean;
}

/** The shipping methods for the chosen country as a radio list: name, estimated days, price. */
export function ShippingMethods({ methods, currency, isError, value, onChange, disabled }: ShippingMethodsProps) {
  const t = useT(checkoutMessages);
  const money = useMoneyIn(currency);
  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('checkout.methods.error')}
      </Alert>
    );
  }
  if (!methods) {
    return (
      <Stack gap="sm" aria-hidden>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  }
  if (methods.length === 0) {
    return <Text c="dimmed">{t('checkout.methods.none')}</Text>;
  }
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      aria-label={t('checkout.methods.label')}
    >
      <Stack gap="sm">
        {methods.map((method) => (
          <Radio.Card key={method.id} value={String(method.id)} className={classes.methodCard} disabled={disabled}>
            <Group wrap="nowrap" align="center" gap="md">
              <Radio.Indicator />
              <div className={classes.methodText}>
                <Text fw={600} size="sm">
                  {method.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {method.estimatedDays}
                </Text>
              </div>
              <Text fw={600} size="sm">
                {shippingPriceLabel(method, money, t)}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
