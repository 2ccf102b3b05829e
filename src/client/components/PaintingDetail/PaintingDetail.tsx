import type { Painting } from '@shared/schemas/catalogue';
import { useLocale, useT } from '../../i18n/hooks';
import paintingPageMessages from '../../i18n/messages/painting-page.en.json';
import { Island } from '../../islands/Island';
import { FactTable } from '../FactTable/FactTable';
import { PaintingDetailsFacts } from '../ItemDetails/PaintingDetailsFacts';
import { Group, Text, Title } from '../Plain/Plain';
import { Container, SimpleGrid } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import { CardReviewStars } from '../Reviews/CardReviewStars';
import { AnchorLink } from '../RouterLinks';
import { WishlistHeart } from '../Wishlist/WishlistHeart';
import classes from './PaintingDetail.module.css';
import { PaintingBuy, PaintingGallery, PaintingNotice } from './PaintingParts';
import { PaintingStory } from './PaintingStory';
import { sizeLabel } from './painting-availability';

/**
 * The painting page's content: its photos with badges, facts, notices, description, tags and the purchase block.
 * What a shopper works with, or what a sale elsewhere changes, is an island of its own (issue 45): the photos with
 * their badges, the heart, the notice and the purchase; the rest is the page's HTML. The print size lives in the
 * page's address.
 */
export function PaintingDetail({ painting }: { painting: Painting }) {
  const t = useT(paintingPageMessages);
  const locale = useLocale();
  const { id } = painting;
  const dimensions = sizeLabel(painting.dimensions, locale);
  const heart = { itemType: 'painting', itemId: id, name: painting.title, variant: 'detail' } as const;

  const facts = [
    { label: t('paintingPage.fact.year'), value: painting.year ? String(painting.year) : null },
    { label: t('paintingPage.fact.medium'), value: painting.medium || null },
    { label: t('paintingPage.fact.dimensions'), value: dimensions || null },
    {
      label: t('paintingPage.fact.type'),
      value: t(painting.is_original ? 'paintingPage.typeOriginal' : 'paintingPage.typePrint'),
    },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== null);

  return (
    <Container size="xl" py={{ base: 32, md: 64 }}>
      <AnchorLink to="/paintings" size="sm" className={classes.back}>
        {t('paintingPage.back')}
      </AnchorLink>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 72 }} mt="lg">
        <div className={classes.media}>
          <Island name="painting-gallery">
            <PaintingGallery id={id} />
          </Island>
        </div>
        <div>
          <Group gap="sm" align="center" wrap="nowrap" justify="space-between">
            <Title order={1} className={classes.title}>
              {painting.title}
            </Title>
            <Island name="wishlist-heart">
              <WishlistHeart {...heart} />
            </Island>
          </Group>
          <CardReviewStars rating={painting.rating} />
          <Text className={classes.artist} mt={6}>
            {t('paintingPage.by', { artist: painting.artist_name })}
          </Text>
          <FactTable facts={facts} className={classes.facts} labelClassName={classes.factLabel} />
          <Island name="painting-notice">
            <PaintingNotice id={id} />
          </Island>
          <Text mt="lg" className={classes.description}>
            {painting.description}
          </Text>
          <PaintingDetailsFacts details={painting.details} className={classes.facts} />
          <PaintingStory painting={painting} />
          {painting.tags.length > 0 && (
            <Group gap={6} mt="md" aria-label={t('paintingPage.tags')}>
              {painting.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" radius={0} tt="none">
                  #{tag}
                </Badge>
              ))}
            </Group>
          )}
          <Island name="painting-buy">
            <PaintingBuy id={id} />
          </Island>
        </div>
      </SimpleGrid>
    </Container>
  );
}
