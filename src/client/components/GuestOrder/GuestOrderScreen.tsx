/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { Alert } from '@mantine/core';
import { RETURNABLE_STATUSES } from '@shared/order-statuses';
import { articleCount, exchangeNotSold } from '@shared/schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { errorCode } from '../../api-error';
import { useSession } from '../../features/session';
import { useT } from '../../i18n/hooks';
import orderMessages from '../../i18n/messages/order.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { OrderCertificates } from '../Certificates/OrderCertificates';
import { OrderDetails } from '../OrderSuccess/OrderDetails';
import { Group, Stack, Text, Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { ReturnRequest } from '../Profile/ReturnRequest';
import { ButtonLink } from '../RouterLinks';
import { OrderStatusCard } from '../TrackOrder/OrderStatusCard';

/** The invoice's payment (its card form) loads only on an order that awaits payment. */
const InvoicePayment = lazy(() => import('./InvoicePayment').then((module) => ({ default: module.InvoicePayment })));

/**
 * One order's progress and details: a guest's, opened from its confirmation mail's link (no account needed), or,
 * without a token, the signed-in buyer's own (the server answers only its owner: anyone else reads "Order not found").
 * An order its link opens that awaits payment (a draft the shop invoiced, issue 42) shows its Pay button.
 */
export function GuestOrderScreen({ id, token }: { id: number | null; token: string }) {
  const trpc = useTRPC();
  const session = useSession();
  const byLink = id !== null && token !== '';
  const mine = id !== null && token === '' && session.user !== null;
  const t = useT(orderMessages);
  const options = { retry: false, staleTime: 30_000 } as const;
  const linked = useQuery(trpc.orders.byLink.queryOptions({ id: id ?? 0, token }, { ...options, enabled: byLink }));
  const own = useQuery(trpc.orders.get.queryOptions({ id: id ?? 0 }, { ...options, enabled: mine }));
  const order = byLink ? linked : own;
  const valid = byLink || mine;
  const sessionPending = id !== null && token === '' && session.isPending;
  if (sessionPending || (valid && order.isPending)) return <CenteredLoader />;
  if (!valid || order.isError || !order.data) {
    const notFound = !valid || errorCode(order.error) === 'NOT_FOUND' || errorCode(order.error) === 'BAD_REQUEST';
    return (
      <Container size="sm" py={{ base: 48, md: 80 }}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t('order.notFound.title')}</Title>
          <Alert color="yellow" variant="light" role="alert" w="100%">
            {notFound ? t(mine ? 'order.notFound.text' : 'order.guest.notFound') : t('order.error.text')}
          </Alert>
          <ButtonLink to="/track-order" variant="default">
            {t('order.guest.track')}
          </ButtonLink>
        </Stack>
      </Container>
    );
  }
  const data = order.data;
  const tracked = { ...data, itemCount: articleCount(data) };
  // An exchange not sold yet (issue 41): its pay form says what it waits for, or, paid, the note says it waits for the
  // items; no progress line ("we are looking into this order" would be wrong).
  const exchangeWaiting = exchangeNotSold(data);
  return (
    <Container size="sm" py={{ base: 48, md: 80 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} data-testid="guest-order-title">
            {t('order.number', { id: data.id })}
          </Title>
          <Text c="dimmed">{t('order.placedBy', { email: data.email })}</Text>
        </div>
        {byLink && data.status === 'pending' && data.paidAt === null && (
          <Suspense fallback={<CenteredLoader />}>
            <InvoicePayment order={data} token={token} onPaid={() => linked.refetch()} />
          </Suspense>
        )}
        {/* An exchange's difference paid, its return not received yet (issue 41): not "awaiting payment". */}
        {!exchangeWaiting ? (
          <OrderStatusCard order={tracked} />
        ) : (
          data.paidAt !== null && (
            <Alert color="green" variant="light" role="status">
              {t('order.exchange.paidWaiting', { order: data.exchangeFor })}
            </Alert>
          )
        )}
        {RETURNABLE_STATUSES.includes(data.status) && (
          <Group>
            <ReturnRequest orderId={data.id} token={byLink ? token : undefined} />
          </Group>
        )}
        <OrderDetails order={data} />
        <OrderCertificates order={data} token={token || undefined} />
      </Stack>
    </Container>
  );
}
