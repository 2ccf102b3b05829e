import { Loader } from '@mantine/core';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { Stack, Text, Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { ButtonLink } from '../RouterLinks';
import classes from './Checkout.module.css';

/**
 * A shopper back at checkout while the card is still being confirmed at the gateway (a reload, a second tab):
 * what is happening, until the checkout, which asks again every few seconds, leads to the order.
 */
export function PaymentConfirming({ orderId }: { orderId: number }) {
  const t = useT(checkoutMessages);
  return (
    <Container size="sm" py={{ base: 48, md: 80 }} className={classes.page}>
      <Stack align="center" gap="md" ta="center" role="status" data-testid="payment-confirming">
        <Loader aria-hidden />
        <Title order={1} className={classes.pageTitle}>
          {t('checkout.confirming.title')}
        </Title>
        <Text fw={600}>{t('checkout.confirming.order', { id: orderId })}</Text>
        <Text c="dimmed">{t('checkout.confirming.body')}</Text>
        <ButtonLink to="/order-success" search={{ order: orderId }} variant="default">
          {t('checkout.confirming.see')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
