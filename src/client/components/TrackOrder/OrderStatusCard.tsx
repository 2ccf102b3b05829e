import { Badge, Group, Paper, SimpleGrid, Stepper, Text, Title } from '@mantine/core';
import type { z } from 'zod';
import type { OrderStatus, trackedOrderSchema } from '../../../shared/schemas/orders';
import { formatDate } from '../../format-date';
import { statusColor, statusLabel } from '../Profile/OrderStatusBadge';

export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

const STEPS = ['Order placed', 'Processing', 'Shipped', 'Delivered'] as const;
const STEP_OF: Partial<Record<OrderStatus, number>> = {
  paid: 0,
  partially_refunded: 0,
  processing: 1,
  shipped: 2,
  delivered: 3,
};

const dateOf = (iso: string) => formatDate(iso, 'medium');

/** The date the order reached a step, from its history. */
function reachedOn(order: TrackedOrder, status: OrderStatus): string | undefined {
  const entry = order.history.find((h) => h.status === status);
  return entry ? dateOf(entry.at) : undefined;
}

/** Where an order is: its status, a progress line, date, items, shipping method and tracking number. */
export function OrderStatusCard({ order }: { order: TrackedOrder }) {
  const step = STEP_OF[order.status];
  const placed = formatDate(order.createdAt);
  return (
    <Paper withBorder radius={0} p={{ base: 'lg', sm: 'xl' }} role="region" aria-label={`Order #${order.id}`}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Order #{order.id}
        </Title>
        <Badge size="lg" radius={0} color={statusColor(order.status)}>
          {statusLabel(order.status)}
        </Badge>
      </Group>
      {step === undefined ? (
        <Text c="dimmed" mt="md">
          {order.status === 'cancelled' || order.status === 'refunded'
            ? `This order was ${order.status}${reachedOn(order, order.status) ? ` on ${reachedOn(order, order.status)}` : ''}. Contact us if you have any questions.`
            : 'We are looking into this order. Contact us if you have any questions.'}
        </Text>
      ) : (
        <Stepper active={step + 1} size="sm" mt="xl" allowNextStepsSelect={false} orientation="horizontal">
          {STEPS.map((label, i) => (
            <Stepper.Step
              key={label}
              label={label}
              description={reachedOn(order, (['paid', 'processing', 'shipped', 'delivered'] as const)[i] ?? 'paid')}
            />
          ))}
        </Stepper>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="xl">
        <Fact label="Placed on" value={placed} />
        <Fact label="Items" value={String(order.itemCount)} />
        <Fact label="Shipping method" value={order.shippingMethod || '—'} />
        <Fact
          label="Tracking number"
          value={
            order.trackingNumber
              ? `${order.trackingNumber}${order.carrier ? ` (${order.carrier})` : ''}`
              : 'Not yet available'
          }
        />
      </SimpleGrid>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts="0.12em">
        {label}
      </Text>
      <Text fw={500} mt={2}>
        {value}
      </Text>
    </div>
  );
}
