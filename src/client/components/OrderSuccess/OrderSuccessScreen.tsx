/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { Alert, Loader, ThemeIcon } from '@mantine/core';
import { isPaid } from '@shared/order-statuses';
import type { Order } from '@shared/schemas/orders';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { errorCode } from '../../api-error';
import { useSession } from '../../features/session';
import { useLocale, useT } from '../../i18n/hooks';
import orderMessages from '../../i18n/messages/order.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { Group, Stack, Text, Title } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { Container } from '../Plain/PlainLayout';
import { ButtonLink } from '../RouterLinks';
import { useOrderText } from '../TrackOrder/order-text';
import { OrderDetails } from './OrderDetails';
import classes from './OrderSuccess.module.css';

/** While the payment is still settling the order is re-read every few seconds, for about a minute. */
const POLL_MS = 3000;
const MAX_POLLS = 20;

interface OrderSuccessScreenProps {
  order?: number;
  payment_intent?: string;
  redirect_status?: string;
}

function Frame({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size="sm" py={{ base: 48, md: 80 }} className={classes.page}>
      <Stack gap="xl">
        <Stack align="center" gap="sm" className={classes.hero}>
          {icon}
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text c="dimmed" size="lg">
            {text}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

function Actions({ orders = true }: { orders?: boolean }) {
  const t = useT(orderMessages);
  return (
    <Group justify="center" gap="sm">
      <ButtonLink to="/" size="md">
        {t('order.continueShopping')}
      </ButtonLink>
      {orders && (
        <ButtonLink to="/profile" search={{ tab: 'orders' }} variant="default" size="md">
          {t('order.viewOrders')}
        </ButtonLink>
      )}
    </Group>
  );
}

const warnIcon = (
  <ThemeIcon size={72} radius="xl" variant="light" color="yellow" aria-hidden>
    <IconAlertTriangle size={38} />
  </ThemeIcon>
);

/** Where checkout (and Stripe's redirect) lands: the order's confirmation, or what stands in its way. */
export function OrderSuccessScreen({ order: orderId, payment_intent, redirect_status }: OrderSuccessScreenProps) {
  const trpc = useTRPC();
  const { isPending: sessionPending, user } = useSession();
  const queryClient = useQueryClient();
  // A guest (no account) reads the order this browser placed; a signed-in shopper their own.
  const guest = !sessionPending && user === null;
  const polling = {
    enabled: !sessionPending && orderId !== undefined,
    staleTime: 0,
    refetchInterval: (query: { state: { data?: Order; dataUpdateCount: number } }) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
  };
  const options = guest
    ? trpc.orders.guest.queryOptions({ id: orderId ?? 0 }, polling)
    : trpc.orders.get.queryOptions({ id: orderId ?? 0 }, polling);
  const orderQuery = useQuery(options);
  const { mutateAsync: confirm } = useMutation(
    guest ? trpc.orders.guestConfirm.mutationOptions() : trpc.orders.confirm.mutationOptions(),
  );
  const confirming = useRef(false);
  const text = useOrderText();
  const { t } = text;
  const locale = useLocale();

  // Back from a Stripe redirect: have the server check the payment with Stripe, as checkout would have.
  useEffect(() => {
    if (!payment_intent || !orderId || sessionPending || redirect_status === 'failed' || confirming.current) return;
    confirming.current = true;
    confirm({ id: orderId, paymentIntentId: payment_intent })
      .then((order) => queryClient.setQueryData(options.queryKey, order))
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() }));
  }, [payment_intent, orderId, sessionPending, redirect_status, confirm, queryClient, options.queryKey, trpc]);

  // The server empties the cart when an order is paid.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
  }, [queryClient, trpc]);

  if (sessionPending) return <CenteredLoader />;
  if (orderId === undefined) {
    return (
      <Frame icon={warnIcon} title={t('order.none.title')} text={t('order.none.text')}>
        <Actions />
      </Frame>
    );
  }
  if (orderQuery.isPending) return <CenteredLoader />;
  if (guest && orderQuery.isError && errorCode(orderQuery.error) === 'NOT_FOUND') {
    return (
      <Frame icon={warnIcon} title={t('order.login.title')} text={t('order.login.text', { id: orderId })}>
        <Group justify="center">
          <ButtonLink to="/auth" size="md">
            {t('order.login.button')}
          </ButtonLink>
        </Group>
      </Frame>
    );
  }
  if (orderQuery.isError) {
    const notFound = errorCode(orderQuery.error) === 'NOT_FOUND';
    return (
      <Frame
        icon={warnIcon}
        title={notFound ? t('order.notFound.title') : t('order.error.title')}
        text={notFound ? t('order.notFound.text') : t('order.error.text')}
      >
        {!notFound && (
          <Group justify="center">
            <Button variant="light" onClick={() => void orderQuery.refetch()}>
              {t('order.tryAgain')}
            </Button>
          </Group>
        )}
        <Actions />
      </Frame>
    );
  }

  const order = orderQuery.data;
  if (isPaid(order.status)) {
    return (
      <Frame
        icon={
          <ThemeIcon size={72} radius="xl" variant="light" color="green" aria-hidden>
            <IconCircleCheck size={40} />
          </ThemeIcon>
        }
        title={t('order.placed.title')}
        text={t('order.placed.text')}
      >
        <Text ta="center">
          {t('order.placed.numberBefore')}{' '}
          <Text span fw={700} className={classes.orderNumber} data-testid="order-number">
            #{order.id}
          </Text>
          {t('order.placed.numberAfter')}
          {order.confirmationQueued ? t('order.placed.mail', { email: order.email }) : ''}
        </Text>
        {guest && (
          <Text ta="center" c="dimmed" data-testid="guest-order-note">
            {t('order.placed.guest', { email: order.email })}
          </Text>
        )}
        <OrderDetails order={order} />
        <Actions orders={!guest} />
      </Frame>
    );
  }
  if (order.status === 'pending') {
    const failed = redirect_status === 'failed';
    return (
      <Frame
        icon={
          failed ? (
            warnIcon
          ) : (
            <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
              <IconClock size={38} />
            </ThemeIcon>
          )
        }
        title={failed ? t('order.pending.failedTitle') : t('order.pending.title')}
        text={
          failed ? (
            t('order.pending.failedText')
          ) : (
            <Group gap="xs" component="span" justify="center">
              <Loader size="xs" /> {t('order.pending.text')}
            </Group>
          )
        }
      >
        <OrderDetails order={order} />
        <Group justify="center">
          <ButtonLink to="/checkout" variant={failed ? 'filled' : 'default'}>
            {t('order.pending.back')}
          </ButtonLink>
        </Group>
      </Frame>
    );
  }
  return (
    <Frame
      icon={warnIcon}
      title={order.status === 'refunded' ? t('order.ended.refunded') : t('order.ended.title')}
      text={order.statusReason ?? t('order.ended.noPayment')}
    >
      <Alert color="yellow" variant="light">
        {t('order.ended.status', {
          id: order.id,
          // English says the status as stored ('cancelled'); French, its label.
          status: locale === 'en' ? order.status : text.status(order.status).toLowerCase(),
        })}
      </Alert>
      <Actions orders={!guest} />
    </Frame>
  );
}
