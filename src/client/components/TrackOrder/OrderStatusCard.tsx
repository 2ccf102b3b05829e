import type { ReactNode } from 'react';
import { TrackingNumber } from '../TrackingNumber';
import '@mantine/core/styles/Stepper.layer.css';
import { Stepper } from '@mantine/core';
import type { OrderStatus, trackedOrderSchema } from '@shared/schemas/orders';
import type { z } from 'zod';
import { Group, Text, Title } from '../Plain/Plain';
import { Paper, SimpleGrid } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import { statusColor } from '../Profile/OrderStatusBadge';
import { type OrderText, useOrderText } from './order-text';

export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** The progress line: each step (its message id) and the status that reaches it. */
const STEPS = [
  { label: 'order.step.placed', status: 'paid' },
  { label: 'order.step.processing', status: 'processing' },
  { label: 'order.step.shipped', status: 'shipped' },
  { label: 'order.step.delivered', status: 'delivered' },
] as const;
/** A partly refunded order is still a placed, paid one. */
const STEP_OF: Partial<Record<OrderStatus, number>> = {
  ...Object.fromEntries(STEPS.map((s, i) => [s.status, i])),
  partially_refunded: 0,
};

/** The date the order reached a step, from its history. */
function reachedOn(order: TrackedOrder, status: OrderStatus, text: OrderText): string | undefined {
  const entry = order.history.find((h) => h.status === status);
  return entry ? text.date(entry.at, 'medium') : undefined;
}

/** Why an order has no progress line: it was cancelled or refunded (and when), or something is being looked into. */
function endedText(order: TrackedOrder, text: OrderText): string {
  if (order.status !== 'cancelled' && order.status !== 'refunded') return text.t('order.ended.lookingInto');
  const on = reachedOn(order, order.status, text) ?? 'none';
  return text.t(order.status === 'cancelled' ? 'order.ended.cancelledOn' : 'order.ended.refundedOn', { on });
}

/** Where an order is: its status, a progress line, date, items, shipping method and tracking number. */
export function OrderStatusCard({ order }: { order: TrackedOrder }) {
  const text = useOrderText();
  const { t } = text;
  const step = STEP_OF[order.status];
  const placed = text.date(order.createdAt);
  return (
    <Paper
      withBorder
      radius={0}
      p={{ base: 'lg', sm: 'xl' }}
      role="region"
      aria-label={t('order.number', { id: order.id })}
    >
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('order.number', { id: order.id })}
        </Title>
        <Badge size="lg" radius={0} color={statusColor(order.status)}>
          {text.status(order.status)}
        </Badge>
      </Group>
      {step === undefined ? (
        <Text c="dimmed" mt="md">
          {endedText(order, text)}
        </Text>
      ) : (
        <Stepper active={step + 1} size="sm" mt="xl" allowNextStepsSelect={false} orientation="horizontal">
          {STEPS.map((s) => (
            <Stepper.Step key={s.label} label={t(s.label)} description={reachedOn(order, s.status, text)} />
          ))}
        </Stepper>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="xl">
        <Fact label={t('order.fact.placedOn')} value={placed} />
        <Fact label={t('order.fact.items')} value={String(order.itemCount)} />
        <Fact label={t('order.fact.method')} value={order.shippingMethod || '—'} />
        <Fact
          label={t('order.fact.tracking')}
          value={order.trackingNumber ? <TrackingNumber order={order} /> : t('order.fact.notYet')}
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
