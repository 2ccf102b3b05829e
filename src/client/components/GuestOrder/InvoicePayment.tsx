import { Alert, Card, Loader } from '@mantine/core';
import type { Address, CheckoutSession } from '@shared/schemas/checkout';
import type { Order } from '@shared/schemas/orders';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCode, serverMessage } from '../../api-error';
import { useMoneyIn } from '../../features/use-money-in';
import { formatDateTime } from '../../format-date';
import { useLocale, useT } from '../../i18n/hooks';
import orderMessages from '../../i18n/messages/order.en.json';
import { useTRPC } from '../../trpc';
import { CardForm } from '../Checkout/CardForm';
import { Stack, Text, Title } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';

/** The order's address as the card form's billing details. */
const billingOf = (order: Order): Address => ({
  name: order.name,
  email: order.email,
  address: order.address,
  address2: order.address2,
  phone: order.phone,
  city: order.city,
  state: order.state,
  postalCode: order.postalCode,
  country: order.country === 'CA' ? 'CA' : 'US',
});

/**
 * An invoice's Pay button on the order's own page (issue 42: a draft the shop mailed; `/orders/{id}?token=…`; issue 41:
 * an exchange's price difference, from the return's approval mail): "Pay"
 * starts the payment of the order's own total (`checkout.payOrder`, the link's token), then the shop's card form
 * (Stripe's, or the test gateway's); a Stripe payment is confirmed with the token (`orders.linkConfirm`). `onPaid`:
 * the page reads the order again.
 */
export function InvoicePayment({ order, token, onPaid }: { order: Order; token: string; onPaid(): Promise<unknown> }) {
  const trpc = useTRPC();
  const t = useT(orderMessages);
  const locale = useLocale();
  const money = useMoneyIn(order.currency);
  const [session, setSession] = useState<CheckoutSession | null>(null);
  /** An exchange's price difference (issue 41): the order replaces items of `exchangeFor`. */
  const exchange = order.exchangeFor != null;
  const [error, setError] = useState<string | null>(null);
  const start = useMutation(
    trpc.checkout.payOrder.mutationOptions({
      onSuccess: (started) => {
        setError(null);
        setSession(started);
      },
      onError: (e) => {
        // Paid meanwhile (another tab, the shop): the page shows it paid.
        if (errorCode(e) === 'CHECKOUT_PAID') void onPaid();
        else setError(serverMessage(e) ?? t('order.invoice.error'));
      },
    }),
  );
  const confirm = useMutation(trpc.orders.linkConfirm.mutationOptions());
  const handlers = {
    onPaid: async () => {
      await onPaid();
    },
    onSuccess: async (orderId: number, paymentIntentId: string) => {
      await confirm.mutateAsync({ id: orderId, paymentIntentId, token });
      await onPaid();
    },
    onDecline: (message: string | null) => setError(message ?? t('order.invoice.declined')),
    onUnexpected: () => setError(t('order.invoice.error')),
  };
  return (
    <Card withBorder padding="lg" radius="md" data-testid="invoice-payment">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t(exchange ? 'order.invoice.exchangeTitle' : 'order.invoice.title')}
        </Title>
        <Text>
          {exchange
            ? t('order.invoice.exchangeText', { total: money(order.total), order: order.exchangeFor ?? '' })
            : t('order.invoice.text', { total: money(order.total) })}
        </Text>
        {/* An exchange's units are held until its return is decided: no date to show. */}
        {session?.holdExpiresAt && !exchange && (
          <Text size="sm" c="dimmed">
            {t('order.invoice.held', { until: formatDateTime(session.holdExpiresAt, locale) })}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {error}
          </Alert>
        )}
        {!session ? (
          <Button
            size="lg"
            leftSection={<IconLock size={18} aria-hidden />}
            loading={start.isPending}
            onClick={() => start.mutate({ orderId: order.id, token })}
          >
            {t('order.invoice.pay')}
          </Button>
        ) : (
          <CardForm
            session={session}
            billing={billingOf(order)}
            blocked={false}
            fallback={<Loader size="sm" />}
            {...handlers}
          />
        )}
      </Stack>
    </Card>
  );
}
