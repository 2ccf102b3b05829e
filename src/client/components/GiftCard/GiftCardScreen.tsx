import { Alert } from '@mantine/core';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import giftCardMessages from '../../i18n/messages/gift-card.en.json';
import classes from '../ContentPage/ContentPage.module.css';
import { PageHero } from '../PageHero/PageHero';
import { Container } from '../Plain/PlainLayout';
import { GiftCardForm } from './GiftCardForm';

/** /gift-card (issue 41): a gift card to buy for someone, while the owner sells them (`giftCardsOnSale`). */
export function GiftCardScreen() {
  const t = useT(giftCardMessages);
  const { giftCardsOnSale } = useSettings();
  return (
    <>
      <PageHero variant="compact" eyebrow={t('giftCard.eyebrow')} title={t('giftCard.title')}>
        {t('giftCard.intro')}
      </PageHero>
      <Container size="xs" className={classes.body}>
        {giftCardsOnSale ? <GiftCardForm /> : <Alert color="gray">{t('giftCard.notOnSale')}</Alert>}
      </Container>
    </>
  );
}
