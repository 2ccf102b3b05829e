/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorCode } from '../../api-error';
import { useT } from '../../i18n/hooks';
import orderMessages from '../../i18n/messages/order.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { OrderDetails } from '../OrderSuccess/OrderDetails';
import { ButtonLink } from '../RouterLinks';
import { OrderStatusCard } from '../TrackOrder/OrderStatusCard';

/** A guest order opened from its confirmation mail's link: its progress and details, no account needed. */
export function GuestOrderScreen({ id, token }: { id: number | null; token: string }) {
  const trpc = useTRPC();
  const valid = id !== null && token !== '';
  const t = useT(orderMessages);
  const order = useQuery(
    trpc.orders.byLink.queryOptions({ id: id ?? 0, token }, { enabled: valid, retry: false, staleTime: 30_000 }),
  );
  if (valid && order.isPending) return <CenteredLoader />;
  if (!valid || order.isError || !order.data) {
    const notFound = !valid || errorCode(order.error) === 'NOT_FOUND' || errorCode(order.error) === 'BAD_REQUEST';
    return (
      <Container size="sm" py={{ base: 48, md: 80 }}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t('order.notFound.title')}</Title>
          <Alert color="yellow" variant="light" role="alert" w="100%">
            {notFound ? t('order.guest.notFound') : t('order.error.text')}
          </Alert>
          <ButtonLink to="/track-order" variant="default">
            {t('order.guest.track')}
          </ButtonLink>
        </Stack>
      </Container>
    );
  }
  const data = order.data;
  const tracked = { ...data, itemCount: data.items.reduce((n, item) => n + item.quantity, 0) };
  return (
    <Container size="sm" py={{ base: 48, md: 80 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} data-testid="guest-order-title">
            {t('order.number', { id: data.id })}
          </Title>
          <Text c="dimmed">{t('order.placedBy', { email: data.email })}</Text>
        </div>
        <OrderStatusCard order={tracked} />
        <OrderDetails order={data} />
      </Stack>
    </Container>
  );
}
