import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../trpc';
import { ButtonLink } from '../RouterLinks';
import { OrderCard } from './OrderCard';

/** The signed-in shopper's orders, newest first; a status changed by the shop shows on the next visit. */
export function OrdersTab() {
  const orders = useQuery(trpc.orders.mine.queryOptions(undefined, { staleTime: 0 }));

  if (orders.isPending) {
    return (
      <Center py={80} role="status" aria-label="Loading orders">
        <Loader />
      </Center>
    );
  }
  if (orders.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Orders">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Failed to fetch orders</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
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
