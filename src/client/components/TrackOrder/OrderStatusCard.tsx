import { Badge, Group, Paper, SimpleGrid, Stepper, Text, Title } from '@mantine/core';
import type { OrderStatus } from '../../../shared/schemas/orders';

export interface TrackedOrder {
  id: number;
  status: OrderStatus;
  createdAt: string;
  trackingNumber: string | null;
  shippingMethod: string;
  itemCount: number;
}

const STEPS = ['Order placed', 'Processing', 'Shipped', 'Delivered'] as const;
const STEP_OF: Partial<Record<OrderStatus, number>> = { paid: 0, processing: 1, shipped: 2, delivered: 3 };

/** Green delivered, blue shipped, yellow processing, grey otherwise (as in the order history). */
export function statusColor(status: OrderStatus): string {
  if (status === 'delivered') return 'green';
  if (status === 'shipped') return 'blue';
  if (status === 'processing') return 'yellow';
  return 'gray';
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where an order is: its status, a progress line, date, items, shipping method and tracking number. */
export function OrderStatusCard({ order }: { order: TrackedOrder }) {
  const step = STEP_OF[order.status];
  const placed = new Date(order.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' });
  return (
    <Paper withBorder radius={0} p={{ base: 'lg', sm: 'xl' }} role="region" aria-label={`Order #${order.id}`}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Order #{order.id}
        </Title>
        <Badge size="lg" radius={0} color={statusColor(order.status)}>
          {capitalised(order.status)}
        </Badge>
      </Group>
      {step === undefined ? (
        <Text c="dimmed" mt="md">
          {order.status === 'cancelled' || order.status === 'refunded'
            ? `This order was ${order.status}. Contact us if you have any questions.`
            : 'We are looking into this order. Contact us if you have any questions.'}
        </Text>
      ) : (
        <Stepper active={step + 1} size="sm" mt="xl" allowNextStepsSelect={false} orientation="horizontal">
          {STEPS.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="xl">
        <Fact label="Placed on" value={placed} />
        <Fact label="Items" value={String(order.itemCount)} />
        <Fact label="Shipping method" value={order.shippingMethod || '—'} />
        <Fact label="Tracking number" value={order.trackingNumber ?? 'Not yet available'} />
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
