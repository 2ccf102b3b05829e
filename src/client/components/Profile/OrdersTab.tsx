import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { RetryAlert } from '../RetryAlert';
import { ButtonLink } from '../RouterLinks';
import { OrderCard } from './OrderCard';

/** The signed-in shopper's orders, newest first; a status changed by the shop shows on the next visit. */
export function OrdersTab() {
  const trpc = useTRPC();
  const orders = useQuery(trpc.orders.mine.queryOptions(undefined, { staleTime: 0 }));

  if (orders.isPending) {
    return <CenteredLoader label="Loading orders" py={80} />;
  }
  if (orders.isError) {
    return <RetryAlert icon title="Orders" message="Failed to fetch orders" onRetry={() => void orders.refetch()} />;
  }
  if (orders.data.length === 0) {
    return (
      <Paper withBorder radius="md" p={{ base: 'xl', sm: 56 }}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconPackage size={32} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3" mt="sm">
            No orders yet
          </Title>
          <Text c="dimmed" maw={380}>
            When you buy a piece it will show up here, with its status and tracking.
          </Text>
          <ButtonLink to="/paintings" size="md" mt="md">
            Start Shopping
          </ButtonLink>
        </Stack>
      </Paper>
    );
  }
  const newestFirst = [...orders.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return (
    <Stack gap="lg">
      {newestFirst.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}
