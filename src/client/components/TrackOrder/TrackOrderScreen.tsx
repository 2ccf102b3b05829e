import { useT } from '../../i18n/hooks';
import orderMessages from '../../i18n/messages/order.en.json';
import classes from '../ContentPage/ContentPage.module.css';
import { PageHero } from '../PageHero/PageHero';
import { Container } from '../Plain/PlainLayout';
import { TrackOrderForm } from './TrackOrderForm';

/** The order tracker: an order number and the e-mail it was placed with. */
export function TrackOrderScreen() {
  const t = useT(orderMessages);
  return (
    <>
      <PageHero variant="compact" eyebrow={t('order.track.eyebrow')} title={t('order.track.title')}>
        {t('order.track.intro')}
      </PageHero>
      <Container size="xs" className={classes.body}>
        <TrackOrderForm />
      </Container>
    </>
  );
}
