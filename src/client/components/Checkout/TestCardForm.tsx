import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { useTRPC } from '../../trpc';
import { Group, Stack, Text } from '../Plain/Plain';
import { SimpleGrid } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import classes from './Checkout.module.css';
import { type CardValues, formatCardNumber, formatExpiry, toCard, validateCard } from './card-input';
import { declineMessage } from './checkout-text';
import { PayButton } from './PayButton';
import type { PaymentFormProps } from './payment-types';

/** The built-in test gateway's card form: Stripe's public test numbers behave as they do on Stripe. */
export function TestCardForm({ session, blocked, onPaid, onDecline, onUnexpected }: PaymentFormProps) {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.checkout.testConfirm.mutationOptions());
  const [processing, setProcessing] = useState(false);
  const t = useT(checkoutMessages);
  const locale = useLocale();
  const form = useForm<CardValues>({
    mode: 'controlled',
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: (values) => validateCard(values, t),
  });

  const pay = async (values: CardValues) => {
    setProcessing(true);
    try {
      const result = await confirm.mutateAsync({ clientSecret: session.clientSecret ?? '', card: toCard(values) });
      if (result.status === 'succeeded') {
        // The server finalised the order with the card and answered it: nothing left to confirm.
        await onPaid(result.orderId ?? session.orderId, result.order);
        return;
      }
      onDecline(declineMessage(t, locale, result.error), result.status !== 'refunded');
    } catch {
      onUnexpected();
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void pay(values))} aria-label={t('checkout.cardPayment')}>
      <Stack gap="md" className={classes.cardForm} data-mantine-color-scheme="dark">
        <Group justify="space-between">
          <Group gap={8}>
            <IconCreditCard size={20} aria-hidden />
            <Text fw={600}>{t('checkout.card.title')}</Text>
          </Group>
          <Badge color="yellow" variant="light">
            {t('checkout.card.testMode')}
          </Badge>
        </Group>
        <TextInput
          label={t('checkout.card.number')}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          disabled={processing}
          {...form.getInputProps('number')}
          onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={t('checkout.card.expiry')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={t('checkout.card.expiryPlaceholder')}
            disabled={processing}
            {...form.getInputProps('expiry')}
            onChange={(event) => form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))}
          />
          <TextInput
            label={t('checkout.card.cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder={t('checkout.card.cvc')}
            maxLength={4}
            disabled={processing}
            {...form.getInputProps('cvc')}
            onChange={(event) => form.setFieldValue('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('checkout.card.hint')}
        </Text>
        <PayButton total={session.amount} currency={session.currency} processing={processing} disabled={blocked} />
      </Stack>
    </form>
  );
}
