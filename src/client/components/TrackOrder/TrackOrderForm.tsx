import { Alert, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { trackOrderInput } from '@shared/schemas/orders';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { serverMessage } from '../../api-error';
import { useT } from '../../i18n/hooks';
import orderMessages from '../../i18n/messages/order.en.json';
import { useTRPC } from '../../trpc';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { Stack } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { OrderStatusCard } from './OrderStatusCard';

/** The lookup schema's messages (`trackOrderInput`), as the page's language shows them. */
const SCHEMA_MESSAGES: Record<string, 'order.track.numberRequired' | 'order.track.emailInvalid'> = {
  'Please enter your order number': 'order.track.numberRequired',
  'Please enter a valid email address': 'order.track.emailInvalid',
};

interface Lookup {
  orderNumber: number;
  email: string;
}

/** Order number plus the checkout e-mail: the order's status card, or why it was not found. */
export function TrackOrderForm() {
  const trpc = useTRPC();
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const t = useT(orderMessages);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { orderNumber: '', email: '' },
    validate: zod4Resolver(trackOrderInput),
  });
  const field = (name: 'orderNumber' | 'email') => {
    const props = form.getInputProps(name);
    const id = typeof props.error === 'string' ? SCHEMA_MESSAGES[props.error] : undefined;
    return { ...props, error: id ? t(id) : props.error };
  };
  const result = useQuery(
    trpc.orders.track.queryOptions(lookup ?? { orderNumber: 0, email: '' }, { enabled: lookup !== null, retry: false }),
  );

  return (
    <Stack gap="xl">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          const parsed = trackOrderInput.parse(values);
          setLookup({ orderNumber: parsed.orderNumber, email: parsed.email });
        })}
      >
        <HydrationGate>
          <Stack gap="md">
            <TextInput
              label={t('order.track.number')}
              inputMode="numeric"
              placeholder={t('order.track.numberPlaceholder')}
              radius={0}
              key={form.key('orderNumber')}
              {...field('orderNumber')}
            />
            <TextInput
              label={t('order.track.email')}
              type="email"
              autoComplete="email"
              placeholder={t('order.track.emailPlaceholder')}
              radius={0}
              key={form.key('email')}
              {...field('email')}
            />
            <Button
              type="submit"
              radius={0}
              size="md"
              loading={result.isFetching}
              leftSection={<IconSearch size={18} aria-hidden />}
            >
              {t('order.track.submit')}
            </Button>
          </Stack>
        </HydrationGate>
      </form>
      {result.isError && (
        <Alert color="red" radius={0} variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {serverMessage(result.error) ?? t('order.track.error')}
        </Alert>
      )}
      {result.data && <OrderStatusCard order={result.data} />}
    </Stack>
  );
}
