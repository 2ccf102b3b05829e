/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { Alert, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { addressSchema } from '../../../shared/schemas/checkout';
import { cartQueryOptions, getCartId, useCart } from '../../features/cart';
import { useCurrentUser } from '../../features/session';
import { trpc } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { AnchorLink } from '../RouterLinks';
import classes from './Checkout.module.css';
import { OrderSummary, type Totals } from './OrderSummary';
import { PaymentSection, type PaymentStage } from './PaymentSection';
import type { PaymentHandlers } from './payment-types';
import { type AddressValues, ShippingForm } from './ShippingForm';
import { ShippingMethods } from './ShippingMethods';
import { requestKey, type StartRequest, useCheckoutSession } from './use-checkout-session';
import { useShipping } from './use-shipping';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <section className={classes.step} aria-labelledby={`checkout-step-${number}`}>
      <Group gap="sm" mb="lg" wrap="nowrap">
        <span className={classes.stepNumber} aria-hidden>
          {number}
        </span>
        <Title order={2} size="h4" id={`checkout-step-${number}`}>
          {title}
        </Title>
      </Group>
      {children}
    </section>
  );
}

/** Checkout: summary, shipping details and method, then payment against a server-held order (spec §2, §4). */
export function CheckoutScreen() {
  const cart = useCart();
  const cartQuery = useQuery(cartQueryOptions());
  const { data: me } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmOrder = useMutation(trpc.orders.confirm.mutationOptions());
  const completed = useRef(false);

  const form = useForm<AddressValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', address: '', city: '', state: '', country: 'US', postalCode: '' },
    validate: zod4Resolver(addressSchema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const { setFieldValue, setValues } = form;
  const email = form.values.email;
  useEffect(() => {
    if (me?.email && !email) setFieldValue('email', me.email);
  }, [me?.email, email, setFieldValue]);

  const country = form.values.country === 'CA' ? 'CA' : 'US';
  const shipping = useShipping(country, form.values.state, cartQuery.dataUpdatedAt, cart.items.length > 0);
  const parsed = addressSchema.safeParse(form.values);
  const cartSignature = cart.items.map((item) => `${item.id}:${item.quantity}`).join(',');
  const request: StartRequest | null =
    parsed.success && shipping.methodId !== null
      ? { shippingMethodId: shipping.methodId, address: parsed.data, cartSignature }
      : null;
  const key = request ? requestKey(request) : null;
  const latestRequest = useRef(request);
  latestRequest.current = request;

  const checkout = useCheckoutSession();
  const { start } = checkout;
  const [requested, setRequested] = useState(false);
  const pending = useQuery(trpc.checkout.pending.queryOptions({ cartId: getCartId() }, { enabled: Boolean(me) }));
  const resumed = useRef(false);
  const { prefer } = shipping;
  // A reload, the back button or a second tab resumes the shopper's checkout: same address, method and hold.
  useEffect(() => {
    if (!pending.data || resumed.current) return;
    resumed.current = true;
    setValues(pending.data.address);
    prefer(pending.data.shippingMethodId);
    setRequested(true);
  }, [pending.data, setValues, prefer]);
  const [payError, setPayError] = useState<string | null>(null);
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  const [settledKey] = useDebouncedValue(key, 600);
  const blockedByCart = cart.hasIssues || cart.items.length === 0;

  // Once the shopper has asked to pay, a changed address or method re-creates the payment session.
  useEffect(() => {
    const current = latestRequest.current;
    if (!requested || !current || settledKey !== key || blockedByCart) return;
    if (key === checkout.sessionKey || key === checkout.pendingKey || key === checkout.error?.key) return;
    void start(current);
  }, [requested, key, settledKey, blockedByCart, checkout.sessionKey, checkout.pendingKey, checkout.error, start]);

  if (cartQuery.isPending) return <CenteredLoader />;
  if (cartQuery.isError && !cartQuery.data) {
    return (
      <Container size="sm" py={80}>
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text>Failed to load your cart. Please try again.</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void cartQuery.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (cart.items.length === 0 && !completed.current) return <Navigate to="/" replace />;

  const session = checkout.session && checkout.sessionKey === key ? checkout.session : null;
  const quote = shipping.quote;
  const totals: Totals = session
    ? { subtotal: session.subtotal, shipping: session.shipping, tax: session.tax, total: session.total }
    : {
        subtotal: quote?.subtotal ?? cart.subtotal,
        shipping: quote?.shipping ?? null,
        tax: quote?.tax ?? null,
        total: quote?.total ?? null,
      };

  const restart = () => {
    setExpiredFor(null);
    if (latestRequest.current) void start(latestRequest.current);
  };

  const handlers: PaymentHandlers = {
    onSuccess: async (orderId, paymentIntentId) => {
      setPayError(null);
      // The gateway is asked again by the server; if it cannot answer now the webhook finishes the order.
      await confirmOrder.mutateAsync({ id: orderId, paymentIntentId }).catch(() => undefined);
      completed.current = true;
      notifications.show({
        title: 'Order Placed Successfully!',
        message: 'Thank you for your purchase',
        color: 'green',
      });
      await navigate({ to: '/order-success', search: { order: orderId } });
      void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() });
    },
    onDecline: (message, retry = true) => {
      setPayError(message ?? 'An error occurred during payment');
      notifications.show({ title: 'Payment Failed', message: 'Please try again', color: 'red' });
      if (retry) restart();
      else void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
    },
    onUnexpected: () => {
      setPayError(UNEXPECTED);
      notifications.show({ title: 'Checkout Error', message: UNEXPECTED, color: 'red' });
      restart();
    },
  };

  let stage: PaymentStage;
  if (!requested || !request) stage = { kind: 'details' };
  else if (blockedByCart) stage = { kind: 'blocked' };
  else if (checkout.error && checkout.error.key === key)
    stage = { kind: 'setup-error', message: checkout.error.message };
  else if (session && request)
    stage = { kind: 'ready', session, billing: request.address, refreshing: checkout.pendingKey !== null };
  else stage = { kind: 'preparing' };

  const continueToPayment = form.onSubmit(() => {
    setRequested(true);
    setPayError(null);
    if (latestRequest.current && !blockedByCart) void start(latestRequest.current);
  });

  return (
    <Container size="xl" py={{ base: 'lg', md: 56 }} className={classes.page}>
      <Group justify="space-between" align="flex-end" mb={{ base: 'lg', md: 40 }} wrap="wrap" gap="sm">
        <div>
          <Title order={1} className={classes.pageTitle}>
            Checkout
          </Title>
          <Group gap={6} mt={6}>
            <IconLock size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              Secure checkout
            </Text>
          </Group>
        </div>
        <AnchorLink to="/" size="sm" c="dimmed" className={classes.backLink}>
          <IconArrowLeft size={16} aria-hidden /> Continue Shopping
        </AnchorLink>
      </Group>
      <Grid gap={{ base: 'lg', md: 56 }}>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <div className={classes.summarySticky}>
            <OrderSummary items={cart.items} totals={totals} onEditCart={cart.open} />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap={40}>
            <form noValidate onSubmit={continueToPayment} aria-label="Shipping information">
              <Stack gap={40}>
                <Step number={1} title="Shipping Information">
                  <ShippingForm form={form} />
                </Step>
                <Step number={2} title="Shipping Method">
                  <ShippingMethods
                    methods={shipping.methods}
                    isError={shipping.methodsError}
                    value={shipping.methodId}
                    onChange={shipping.setMethodId}
                  />
                </Step>
                {cart.hasIssues && (
                  <Alert color="red" variant="light" role="alert">
                    Some items in your cart need attention. Please update your cart to continue.
                  </Alert>
                )}
                {!requested && (
                  <Button type="submit" size="lg" disabled={blockedByCart || shipping.methodId === null}>
                    Continue to Payment
                  </Button>
                )}
              </Stack>
            </form>
            {requested && (
              <Step number={3} title="Payment">
                <PaymentSection
                  stage={stage}
                  payError={payError}
                  expired={expiredFor !== null && expiredFor === checkout.sessionKey}
                  onExpire={() => setExpiredFor(checkout.sessionKey)}
                  onRetry={restart}
                  {...handlers}
                />
              </Step>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
