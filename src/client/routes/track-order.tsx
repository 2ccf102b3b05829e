import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import classes from '../components/ContentPage/ContentPage.module.css';
import { PageHero } from '../components/PageHero/PageHero';
import { TrackOrderForm } from '../components/TrackOrder/TrackOrderForm';
import { routeHead } from '../head';

export const Route = createFileRoute('/track-order')({
  loader: () => ({
    page: {
      title: 'Track Your Order',
      description: 'Enter your order number and e-mail address to see where your order is.',
      path: '/track-order',
    },
  }),
  head: routeHead,
  component: TrackOrderScreen,
});

function TrackOrderScreen() {
  return (
    <>
      <PageHero variant="compact" eyebrow="Help & Information" title="Track Your Order">
        Enter your order number and the e-mail address you used at checkout to see where your order is.
      </PageHero>
      <Container size="xs" className={classes.body}>
        <TrackOrderForm />
      </Container>
    </>
  );
}
