import type { ReactNode } from 'react';
import { TrackingNumber } from '../TrackingNumber';
import '@mantine/core/styles/Stepper.layer.css';
import { Badge, Group, Paper, SimpleGrid, Stepper, Text, Title } from '@mantine/core';
import type { OrderStatus, trackedOrderSchema } from '@shared/schemas/orders';
import type { z } from 'zod';
import { formatDate } from '../../format-date';
import { statusColor, statusLabel } from '../Profile/OrderStatusBadge';

export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** The progress line: each step and the status that reaches it. */
const STEPS = [
  { label: 'Order placed', status: 'paid' },
  { label: 'Processing', status: 'processing' },
  { label: 'Shipped', status: 'shipped' },
  { label: 'Delivered', status: 'delivered' },
] as const;
/** A partly refunded order is still a placed, paid one. */
const STEP_OF: Partial<Record<OrderStatus, number>> = {
  ...Object.fromEntries(STEPS.map((s, i) => [s.status, i])),
  partially_refunded: 0,
};

const dateOf = (iso: string) => formatDate(iso, 'medium');

/** The date the order reached a step, from its history. */
function reachedOn(order: TrackedOrder, status: OrderStatus): string | undefined {
  const entry = order.history.find((h) => h.status === status);
  return entry ? dateOf(entry.at) : undefined;
}

/** Why an order has no progress line: it was cancelled or refunded (and when), or something is being looked into. */
function endedText(order: TrackedOrder): string {
  if (order.status !== 'cancelled' && order.status !== 'refunded') {
    return 'We are looking into this order. Contact us if you have any questions.';
  }
  const on = reachedOn(order, order.status);
  return `This order was ${order.status}${on ? ` on ${on}` : ''}. Contact us if you have any questions.`;
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
          {endedText(order)}
        </Text>
      ) : (
        <Stepper active={step + 1} size="sm" mt="xl" allowNextStepsSelect={false} orientation="horizontal">
          {STEPS.map((s) => (
            <Stepper.Step key={s.label} label={s.label} description={reachedOn(order, s.status)} />
          ))}
        </Stepper>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="xl">
        <Fact label="Placed on" value={placed} />
        <Fact label="Items" value={String(order.itemCount)} />
        <Fact label="Shipping method" value={order.shippingMethod || '—'} />
        <Fact
          label="Tracking number"
          value={order.trackingNumber ? <TrackingNumber order={order} /> : 'Not yet available'}
        />
      </SimpleGrid>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
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
