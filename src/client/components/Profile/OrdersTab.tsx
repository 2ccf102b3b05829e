import { Stack } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { RetryAlert } from '../RetryAlert';
import { ButtonLink } from '../RouterLinks';
import { EmptyTab } from './EmptyTab';
import { GuestOrdersLink } from './GuestOrdersLink';
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
      <Stack gap="lg">
        <EmptyTab
          icon={IconPackage}
          title="No orders yet"
          text="When you buy a piece it will show up here, with its status and tracking."
          action={
            <ButtonLink to="/paintings" size="md" mt="md">
              Start Shopping
            </ButtonLink>
          }
        />
        <GuestOrdersLink />
      </Stack>
    );
  }
  const newestFirst = [...orders.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return (
    <Stack gap="lg">
      {newestFirst.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      <GuestOrdersLink />
    </Stack>
  );
}
