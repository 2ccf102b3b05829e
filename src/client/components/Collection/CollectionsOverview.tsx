import { Container, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../features/settings';
import { collectionSlug } from '../../setting-overrides';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { LoadError } from '../LoadError';
import { PageHero } from '../PageHero/PageHero';
import { ButtonLink } from '../RouterLinks';
import { ShopImage } from '../ShopImage/ShopImage';
import { HALF_FROM_MD } from '../ShopImage/sizes';
import classes from './Collection.module.css';
import { collectionContent } from './collection-content';

/** 'Our Collections': one row per collection, image and text alternating sides, each with 'Shop Collection'. */
export function CollectionsOverview() {
  const trpc = useTRPC();
  const settings = useSettings();
  const { data: collections, isPending, isError } = useQuery(trpc.catalogue.collections.queryOptions());
  return (
    <>
      <PageHero
        variant="image"
        image={settings.collectionPageHeroImage || undefined}
        eyebrow={settings.shopName}
        title="Our Collections"
        titleId="collections-title"
      >
        Small drops built around a mood, a palette and a technique. Every piece in them is still one of a kind.
      </PageHero>
      <Container size="xl" className={classes.rows}>
        {isPending ? (
          <CenteredLoader label="Loading collections" py={80} />
        ) : isError ? (
          <LoadError>There was an error loading the collections. Please try again.</LoadError>
        ) : collections.length === 0 ? (
          <Text c="dimmed" ta="center" py={80}>
            New collections are on their way.
          </Text>
        ) : (
          collections.map((collection, index) => {
            const content = collectionContent(collection, settings);
            return (
              <article key={collection.id} className={classes.row} data-reverse={index % 2 === 1 || undefined}>
                <div className={classes.rowImage}>
                  <ShopImage
                    src={content.imageUrl}
                    alt={`${content.title} collection`}
                    width={1200}
                    height={800}
                    sizes={HALF_FROM_MD}
                    priority={index === 0}
                  />
                </div>
                <div className={classes.rowText}>
                  <Text className={classes.rowIndex}>{String(index + 1).padStart(2, '0')}</Text>
                  <Title order={2} className={classes.rowTitle}>
                    {content.title}
                  </Title>
                  <Text c="dimmed" size="lg" mt="md" className={classes.rowDescription}>
                    {content.description}
                  </Text>
                  <ButtonLink
                    to="/collection/$collection"
                    params={{ collection: collectionSlug(collection.name) }}
                    variant="outline"
                    radius={0}
                    mt="xl"
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                    className={classes.cta}
                    aria-label={`Shop Collection: ${content.title}`}
                  >
                    Shop Collection
                  </ButtonLink>
                </div>
              </article>
            );
          })
        )}
      </Container>
    </>
  );
}
