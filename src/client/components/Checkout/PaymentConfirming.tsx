import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../RouterLinks';
import classes from './Checkout.module.css';

const TEXT = {
  title: 'Your payment is being confirmed…',
  body: 'This usually takes a few seconds. Your order shows here as soon as it is confirmed; please do not pay again.',
  order: (id: number) => `Order #${id}`,
  see: 'See your order',
};

/**
 * A shopper back at checkout while the card is still being confirmed at the gateway (a reload, a second tab):
 * what is happening, until the checkout, which asks again every few seconds, leads to the order.
 */
export function PaymentConfirming({ orderId }: { orderId: number }) {
  return (
    <Container size="sm" py={{ base: 48, md: 80 }} className={classes.page}>
      <Stack align="center" gap="md" ta="center" role="status" data-testid="payment-confirming">
        <Loader aria-hidden />
        <Title order={1} className={classes.pageTitle}>
          {TEXT.title}
        </Title>
        <Text fw={600}>{TEXT.order(orderId)}</Text>
        <Text c="dimmed">{TEXT.body}</Text>
        <ButtonLink to="/order-success" search={{ order: orderId }} variant="default">
          {TEXT.see}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
