import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { trackOrderInput } from '@shared/schemas/orders';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { serverMessage } from '../../api-error';
import { useTRPC } from '../../trpc';
import { OrderStatusCard } from './OrderStatusCard';

interface Lookup {
  orderNumber: number;
  email: string;
}

/** Order number plus the checkout e-mail: the order's status card, or why it was not found. */
export function TrackOrderForm() {
  const trpc = useTRPC();
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { orderNumber: '', email: '' },
    validate: zod4Resolver(trackOrderInput),
  });
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
        <Stack gap="md">
          <TextInput
            label="Order number"
            inputMode="numeric"
            placeholder="e.g. 1024"
            radius={0}
            key={form.key('orderNumber')}
            {...form.getInputProps('orderNumber')}
          />
          <TextInput
            label="Email Address"
            type="email"
            autoComplete="email"
            placeholder="The e-mail used at checkout"
            radius={0}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            radius={0}
            size="md"
            loading={result.isFetching}
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            Track Order
          </Button>
        </Stack>
      </form>
      {result.isError && (
        <Alert color="red" radius={0} variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {serverMessage(result.error) ?? 'We could not look up your order. Please try again.'}
        </Alert>
      )}
      {result.data && <OrderStatusCard order={result.data} />}
    </Stack>
  );
}
