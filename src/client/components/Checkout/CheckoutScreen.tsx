/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { Alert, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Navigate } from '@tanstack/react-router';
import { useSettings } from '../../features/settings';
import { useCheckoutSession } from '../../features/use-checkout-session';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { CenteredLoader } from '../CenteredLoader';
import { Button } from '../Plain/PlainButton';
import { Container } from '../Plain/PlainLayout';
import { AnchorLink } from '../RouterLinks';
import classes from './Checkout.module.css';
import { CheckoutSteps } from './CheckoutSteps';
import { CHECKOUT_LAYOUTS } from './checkout-layout';
import { OrderSummary } from './OrderSummary';
import { PaymentConfirming } from './PaymentConfirming';

/**
 * Checkout: summary, shipping details and method, then payment against a server-held order (spec §2, §4),
 * on as many pages as the `checkoutSteps` setting says.
 */
export function CheckoutScreen() {
  const pages = CHECKOUT_LAYOUTS[useSettings().checkoutSteps];
  const checkout = useCheckoutSession({ payOnSamePage: pages.length === 1 });
  const { cart, cartQuery, returning } = checkout;
  const t = useT(checkoutMessages);

  if (cartQuery.isPending) return <CenteredLoader />;
  if (cartQuery.isError && !cartQuery.data) {
    return (
      <Container size="sm" py={80}>
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text>{t('checkout.loadFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void cartQuery.refetch()}>
              {t('checkout.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  // Back at checkout (a reload, the back button, a second tab) once the cart's order is paid: to the order.
  if (returning.checkout?.state === 'paid') {
    return <Navigate to="/order-success" search={{ order: returning.checkout.orderId }} replace />;
  }
  if (returning.checkout?.state === 'confirming') return <PaymentConfirming orderId={returning.checkout.orderId} />;
  if (cart.items.length === 0 && !checkout.completed) {
    // An emptied cart may have just been paid for: wait for the answer before leaving for the home page.
    return returning.settling ? <CenteredLoader /> : <Navigate to="/" replace />;
  }

  return (
    <Container size="xl" py={{ base: 'lg', md: 56 }} className={classes.page}>
      <Group justify="space-between" align="flex-end" mb={{ base: 'lg', md: 40 }} wrap="wrap" gap="sm">
        <div>
          <Title order={1} className={classes.pageTitle}>
            {t('checkout.title')}
          </Title>
          <Group gap={6} mt={6}>
            <IconLock size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('checkout.secure')}
            </Text>
          </Group>
        </div>
        {checkout.guest && (
          <Text size="sm" c="dimmed" data-testid="guest-checkout-note">
            {t('checkout.guestBefore')}{' '}
            <AnchorLink to="/auth" search={{ redirect: '/checkout' }} size="sm">
              {t('checkout.guestLogin')}
            </AnchorLink>{' '}
            {t('checkout.guestAfter')}
          </Text>
        )}
        <AnchorLink to="/" size="sm" c="dimmed" className={classes.backLink}>
          <IconArrowLeft size={16} aria-hidden /> {t('checkout.continueShopping')}
        </AnchorLink>
      </Group>
      <Grid gap={{ base: 'lg', md: 56 }}>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <div className={classes.summarySticky}>
            <OrderSummary
              items={cart.items}
              totals={checkout.totals}
              discount={checkout.discount}
              giftCard={checkout.giftCard}
              storeCredit={checkout.storeCredit}
              onEditCart={cart.open}
            />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <CheckoutSteps pages={pages} checkout={checkout} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
