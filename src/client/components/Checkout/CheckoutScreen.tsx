/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { Alert, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Navigate } from '@tanstack/react-router';
import { useCheckoutSession } from '../../features/use-checkout-session';
import { CenteredLoader } from '../CenteredLoader';
import { AnchorLink } from '../RouterLinks';
import classes from './Checkout.module.css';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { ShippingForm } from './ShippingForm';
import { ShippingMethods } from './ShippingMethods';

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
  const checkout = useCheckoutSession();
  const { cart, cartQuery, form, shipping, requested, blockedByCart } = checkout;

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
  if (cart.items.length === 0 && !checkout.completed) return <Navigate to="/" replace />;

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
            <OrderSummary items={cart.items} totals={checkout.totals} onEditCart={cart.open} />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap={40}>
            <form noValidate onSubmit={checkout.continueToPayment} aria-label="Shipping information">
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
                  stage={checkout.stage}
                  payError={checkout.payError}
                  expired={checkout.expired}
                  onExpire={checkout.onExpire}
                  onRetry={checkout.restart}
                  {...checkout.handlers}
                />
              </Step>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
