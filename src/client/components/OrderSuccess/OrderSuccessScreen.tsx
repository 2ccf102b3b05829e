/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { Alert, Button, Container, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { isPaid } from '@shared/order-statuses';
import type { Order } from '@shared/schemas/orders';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { errorCode } from '../../api-error';
import { useSession } from '../../features/session';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { ButtonLink } from '../RouterLinks';
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
  return (
    <Group justify="center" gap="sm">
      <ButtonLink to="/" size="md">
        Continue Shopping
      </ButtonLink>
      {orders && (
        <ButtonLink to="/profile" variant="default" size="md">
          View My Orders
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
      <Frame icon={warnIcon} title="No order to show" text="This page shows an order after checkout.">
        <Actions />
      </Frame>
    );
  }
  if (orderQuery.isPending) return <CenteredLoader />;
  if (guest && orderQuery.isError && errorCode(orderQuery.error) === 'NOT_FOUND') {
    return (
      <Frame icon={warnIcon} title="Log in to see your order" text={`Order #${orderId} belongs to an account.`}>
        <Group justify="center">
          <ButtonLink to="/auth" size="md">
            Go to Login
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
        title={notFound ? 'Order not found' : 'Something went wrong'}
        text={
          notFound ? 'We could not find this order in your account.' : 'We could not load your order. Please try again.'
        }
      >
        {!notFound && (
          <Group justify="center">
            <Button variant="light" onClick={() => void orderQuery.refetch()}>
              Try again
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
        title="Order Placed Successfully!"
        text="Thank you for your purchase"
      >
        <Text ta="center">
          Your order number is{' '}
          <Text span fw={700} className={classes.orderNumber} data-testid="order-number">
            #{order.id}
          </Text>
          . Keep it to track your order.
          {order.confirmationQueued ? ` A confirmation e-mail is on its way to ${order.email}.` : ''}
        </Text>
        {guest && (
          <Text ta="center" c="dimmed" data-testid="guest-order-note">
            The e-mail has a link to this order. Create an account with {order.email} to keep your orders together.
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
        title={failed ? 'Payment not completed' : 'Confirming your payment'}
        text={
          failed ? (
            'Your payment did not go through. Your order has not been charged.'
          ) : (
            <Group gap="xs" component="span" justify="center">
              <Loader size="xs" /> This usually takes a few seconds.
            </Group>
          )
        }
      >
        <OrderDetails order={order} />
        <Group justify="center">
          <ButtonLink to="/checkout" variant={failed ? 'filled' : 'default'}>
            Back to Checkout
          </ButtonLink>
        </Group>
      </Frame>
    );
  }
  return (
    <Frame
      icon={warnIcon}
      title={order.status === 'refunded' ? 'Your payment was refunded' : 'This order was not completed'}
      text={order.statusReason ?? 'No payment was taken for this order.'}
    >
      <Alert color="yellow" variant="light">
        Order #{order.id} is {order.status}. If you have questions, please contact us.
      </Alert>
      <Actions orders={!guest} />
    </Frame>
  );
}
