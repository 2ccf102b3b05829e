import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { AdminOrder } from '@shared/schemas/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../features/settings';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { TrackingNumber } from '../../TrackingNumber';
import { OrderReturns } from '../Returns/ReturnsList';
import { DetailFrame } from '../shared/DetailFrame';
import { AdminStatusBadge } from './AdminStatusBadge';
import { OrderActions } from './OrderActions';
import { OrderItems } from './OrderItems';
import classes from './Orders.module.css';
import { OrderTimeline } from './OrderTimeline';
import { PackingSlip } from './PackingSlip';
import { Section } from './Section';
import { ShipToLines } from './ShipToLines';

/** One order as the owner works on it: lines, money, customer, shipping, payment, refunds and what happened. */
export function OrderDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const trpc = useTRPC();
  const order = useQuery(trpc.admin.orders.get.queryOptions({ id }));
  return (
    <DetailFrame query={order} backLabel="All orders" onBack={onBack} errorTitle={`Order #${id} could not be loaded`}>
      {(o) => <OrderBody order={o} />}
    </DetailFrame>
  );
}

function OrderBody({ order: o }: { order: AdminOrder }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} fz={{ base: 24, sm: 28 }}>
              Order #{o.id}
            </Title>
            <AdminStatusBadge status={o.status} size="lg" />
          </Group>
          <Text size="sm" c="dimmed">
            Placed {formatDateTime(o.createdAt)}
            {o.paidAt ? ` · paid ${formatDateTime(o.paidAt)}` : ''}
          </Text>
          {o.statusReason && (
            <Text size="sm" c="dimmed">
              {o.statusReason}
            </Text>
          )}
        </Stack>
        <OrderActions order={o} />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <OrderItems order={o} />
            <OrderReturns orderId={o.id} />
            <OrderTimeline order={o} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CustomerSection order={o} />
            <PaymentSection order={o} />
          </Stack>
        </Grid.Col>
      </Grid>
      <PackingSlip order={o} />
    </>
  );
}

function CustomerSection({ order: o }: { order: AdminOrder }) {
  return (
    <Section title="Customer">
      <Text fw={600}>{o.name}</Text>
      <Text size="sm">{o.email}</Text>
      {o.username && (
        <Text size="xs" c="dimmed">
          Account: {o.username}
        </Text>
      )}
      <Text className={classes.sectionTitle} mt="md">
        Ship to
      </Text>
      <Text size="sm">
        <ShipToLines order={o} />
      </Text>
      <Text size="sm" mt="xs" c="dimmed">
        {o.shippingMethod}
      </Text>
      {o.note && (
        <>
          <Text className={classes.sectionTitle} mt="md">
            Note from the customer
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {o.note}
          </Text>
        </>
      )}
      {o.trackingNumber && (
        <Text size="sm" mt="xs">
          Tracking: <TrackingNumber order={o} />
        </Text>
      )}
    </Section>
  );
}

function PaymentSection({ order: o }: { order: AdminOrder }) {
  const { currencySymbol } = useSettings();
  return (
    <Section title="Payment">
      {o.paymentMethod && (
        <Text size="sm" data-testid="payment-method">
          Marked paid: {o.paymentMethod}
          {o.paymentReference ? ` · ${o.paymentReference}` : ''}
        </Text>
      )}
      {o.payments.length === 0 && o.giftCard === null && o.storeCreditPaid === 0 && !o.paymentMethod && (
        <Text size="sm" c="dimmed">
          No payment yet.
        </Text>
      )}
      <Stack gap="sm">
        {o.giftCard && (
          <Group justify="space-between" gap="xs" data-testid="payment-gift-card">
            <Text size="sm" fw={600}>
              {formatMoney(o.giftCard.paid, currencySymbol)}
            </Text>
            <Text size="xs" c="dimmed">
              Gift card •••• {o.giftCard.last4}
            </Text>
          </Group>
        )}
        {o.storeCreditPaid > 0 && (
          <Group justify="space-between" gap="xs" data-testid="payment-store-credit">
            <Text size="sm" fw={600}>
              {formatMoney(o.storeCreditPaid, currencySymbol)}
            </Text>
            <Text size="xs" c="dimmed">
              Store credit
            </Text>
          </Group>
        )}
        {o.payments.map((p) => (
          <div key={p.intentId}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {formatMoney(p.amount, currencySymbol)}
              </Text>
              <Text size="xs" c="dimmed">
                {p.status.replaceAll('_', ' ')}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" ff="monospace" truncate>
              {p.provider === 'test' ? 'Test gateway' : 'Stripe'} · {p.intentId}
            </Text>
            {p.refundedAmount > 0 && <Text size="xs">Refunded {formatMoney(p.refundedAmount, currencySymbol)}</Text>}
            {p.lastError && (
              <Text size="xs" c="red">
                {p.lastError}
              </Text>
            )}
          </div>
        ))}
      </Stack>
    </Section>
  );
}
