import { IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { Stack } from '../Plain/Plain';
import { RetryAlert } from '../RetryAlert';
import { ButtonLink } from '../RouterLinks';
import { EmptyTab } from './EmptyTab';
import { GuestOrdersLink } from './GuestOrdersLink';
import { OrderCard } from './OrderCard';

/** The signed-in shopper's orders, newest first; a status changed by the shop shows on the next visit. */
export function OrdersTab() {
  const trpc = useTRPC();
  const t = useT(profileMessages);
  const orders = useQuery(trpc.orders.mine.queryOptions(undefined, { staleTime: 0 }));

  if (orders.isPending) {
    return <CenteredLoader label={t('profile.loadingOrders')} py={80} />;
  }
  if (orders.isError) {
    return (
      <RetryAlert
        icon
        title={t('profile.tabOrders')}
        message={t('profile.ordersFailed')}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <Stack gap="lg">
        <EmptyTab
          icon={IconPackage}
          title={t('profile.noOrdersTitle')}
          text={t('profile.noOrdersText')}
          action={
            <ButtonLink to="/paintings" size="md" mt="md">
              {t('profile.startShopping')}
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
