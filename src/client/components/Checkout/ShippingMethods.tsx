import { Alert, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { ShippingMethod } from '@shared/schemas/checkout';
import { useSettings } from '../../features/settings';
import { shippingPriceLabel } from '../../features/shipping-price';
import classes from './Checkout.module.css';

interface ShippingMethodsProps {
  methods: ShippingMethod[] | undefined;
  isError: boolean;
  value: number | null;
  onChange(id: number): void;
  disabled?: boolean;
}

/** The shipping methods for the chosen country as a radio list: name, estimated days, price. */
export function ShippingMethods({ methods, isError, value, onChange, disabled }: ShippingMethodsProps) {
  const { currencySymbol } = useSettings();
  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Shipping methods could not be loaded. Please try again.
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
    return <Text c="dimmed">We do not ship to this country yet.</Text>;
  }
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      aria-label="Shipping method"
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
                {shippingPriceLabel(method, currencySymbol)}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
