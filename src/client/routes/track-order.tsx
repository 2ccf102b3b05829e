import { Container, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import classes from '../components/ContentPage/ContentPage.module.css';
import { TrackOrderForm } from '../components/TrackOrder/TrackOrderForm';

export const Route = createFileRoute('/track-order')({
  component: TrackOrderScreen,
});

function TrackOrderScreen() {
  return (
    <>
      <div className={classes.hero}>
        <Container size="md">
          <Text className={classes.eyebrow}>Help &amp; Information</Text>
          <Title order={1} className={classes.title}>
            Track Your Order
          </Title>
          <Text className={classes.lead}>
            Enter your order number and the e-mail address you used at checkout to see where your order is.
          </Text>
        </Container>
      </div>
      <Container size="xs" className={classes.body}>
        <TrackOrderForm />
      </Container>
    </>
  );
}
