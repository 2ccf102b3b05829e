import type { Painting } from '@shared/schemas/catalogue';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n/hooks';
import paintingMessages from '../../i18n/messages/painting.en.json';
import { FactTable } from '../FactTable/FactTable';
import { Gallery } from '../Gallery/Gallery';
import { itemImages } from '../Gallery/item-images';
import { PaintingDetailsFacts } from '../ItemDetails/PaintingDetailsFacts';
import { Group, Text, Title } from '../Plain/Plain';
import { Alert } from '../Plain/PlainAlert';
import { Container, SimpleGrid } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import { UpcomingRelease } from '../Release/UpcomingRelease';
import { CardReviewStars } from '../Reviews/CardReviewStars';
import { AnchorLink } from '../RouterLinks';
import { WishlistHeart } from '../Wishlist/WishlistHeart';
import { editionBadge, editionOf } from './edition-badge';
import classes from './PaintingDetail.module.css';
import { PaintingPurchase } from './PaintingPurchase';
import { PaintingStory } from './PaintingStory';
import { firstSize, paintingStatus, sizeLabel, statusNotice } from './painting-availability';
import { useAddPainting } from './use-add-painting';

interface PaintingDetailProps {
  painting: Painting;
  /** Reads the painting afresh from the server (the add flow checks it is still for sale). */
  refresh: () => Promise<Painting | undefined>;
  /** The print size the URL asks for, and where the page's choice goes (PaintingPurchase). */
  size?: { wanted?: string; onChange: (size: string) => void };
}

/** The painting page's content: its photos with badges, facts, notices, description, tags and the purchase block. */
export function PaintingDetail({ painting, refresh, size }: PaintingDetailProps) {
  const t = useT(paintingMessages);
  const locale = useLocale();
  const add = useAddPainting(painting, refresh);
  const onReleased = () => void refresh();
  const notice = statusNotice(paintingStatus(painting));
  const dimensions = sizeLabel(painting.dimensions, locale);
  // The print size chosen (PaintingPurchase tells it): the badge is that size's edition.
  const [chosen, setChosen] = useState<string | null>(() => firstSize(painting, size?.wanted));
  const edition = editionOf(painting, chosen);
  const badge = edition ? editionBadge(edition) : null;
  const onSize = (next: string) => {
    setChosen(next);
    size?.onChange(next);
  };

  const facts = [
    { label: t('painting.fact.year'), value: painting.year ? String(painting.year) : null },
    { label: t('painting.fact.medium'), value: painting.medium || null },
    { label: t('painting.fact.dimensions'), value: dimensions || null },
    { label: t('painting.fact.type'), value: t(painting.is_original ? 'painting.typeOriginal' : 'painting.typePrint') },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== null);

  return (
    <Container size="xl" py={{ base: 32, md: 64 }}>
      <AnchorLink to="/paintings" size="sm" className={classes.back}>
        {t('painting.back')}
      </AnchorLink>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 72 }} mt="lg">
        <div className={classes.media}>
          <Gallery
            images={itemImages(painting)}
            name={painting.title}
            whole
            placeholderLabel={(reason) => t(reason === 'broken' ? 'painting.imageBroken' : 'painting.imageMissing')}
          >
            <Group gap={6} className={classes.badges}>
              {painting.is_original && (
                <Badge radius={0} color="brand">
                  {t('painting.original')}
                </Badge>
              )}
              {badge && (
                <Badge radius={0} color="dark" tt="none" data-testid="edition-badge">
                  {t(badge.message, badge.params)}
                </Badge>
              )}
            </Group>
          </Gallery>
        </div>
        <div>
          <Group gap="sm" align="center" wrap="nowrap" justify="space-between">
            <Title order={1} className={classes.title}>
              {painting.title}
            </Title>
            <WishlistHeart itemType="painting" itemId={painting.id} name={painting.title} variant="detail" />
          </Group>
          <CardReviewStars rating={painting.rating} />
          <Text className={classes.artist} mt={6}>
            {t('painting.by', { artist: painting.artist_name })}
          </Text>
          <FactTable facts={facts} className={classes.facts} labelClassName={classes.factLabel} />
          {notice && (
            <Alert
              mt="lg"
              radius={0}
              color="gray"
              variant="light"
              icon={<IconInfoCircle size={18} aria-hidden />}
              title={t(notice.title)}
            >
              {t(notice.text)}
            </Alert>
          )}
          <Text mt="lg" className={classes.description}>
            {painting.description}
          </Text>
          <PaintingDetailsFacts details={painting.details} className={classes.facts} />
          <PaintingStory painting={painting} />
          {painting.tags.length > 0 && (
            <Group gap={6} mt="md" aria-label={t('painting.tags')}>
              {painting.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" radius={0} tt="none">
                  #{tag}
                </Badge>
              ))}
            </Group>
          )}
          {painting.upcoming && painting.publish_at ? (
            <UpcomingRelease at={painting.publish_at} onReleased={onReleased} notify={{ paintingId: painting.id }} />
          ) : (
            <PaintingPurchase
              key={painting.id}
              painting={painting}
              onAdd={add}
              wantedSize={size?.wanted}
              onSize={onSize}
            />
          )}
        </div>
      </SimpleGrid>
    </Container>
  );
}
