import { Container } from '@mantine/core';
import classes from '../ContentPage/ContentPage.module.css';
import { PageHero } from '../PageHero/PageHero';
import { TrackOrderForm } from './TrackOrderForm';

/** The order tracker: an order number and the e-mail it was placed with. */
export function TrackOrderScreen() {
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
