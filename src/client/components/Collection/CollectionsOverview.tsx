import { Center, Container, Loader, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../features/settings';
import { collectionSlug } from '../../setting-overrides';
import { trpc } from '../../trpc';
import { ButtonLink } from '../RouterLinks';
import { ShopImage } from '../ShopImage/ShopImage';
import classes from './Collection.module.css';
import { collectionContent } from './collection-content';

/** 'Our Collections': one row per collection, image and text alternating sides, each with 'Shop Collection'. */
export function CollectionsOverview() {
  const settings = useSettings();
  const { data: collections, isPending, isError } = useQuery(trpc.catalogue.collections.queryOptions());
  const heroImage = settings.collectionPageHeroImage;
  return (
    <>
      <section className={classes.hero} data-image={heroImage ? true : undefined} aria-labelledby="collections-title">
        {heroImage && <ShopImage src={heroImage} alt="" width={1920} height={800} fill priority />}
        <div className={classes.heroShade} aria-hidden />
        <Container size="md" className={classes.heroContent}>
          <Text className={classes.eyebrow}>{settings.shopName}</Text>
          <Title order={1} id="collections-title" className={classes.heroTitle}>
            Our Collections
          </Title>
          <Text className={classes.heroText}>
            Small drops built around a mood, a palette and a technique. Every piece in them is still one of a kind.
          </Text>
        </Container>
      </section>
      <Container size="xl" className={classes.rows}>
        {isPending ? (
          <Center py={80} role="status" aria-label="Loading collections">
            <Loader />
          </Center>
        ) : isError ? (
          <Text role="alert" c="red.7" ta="center" py="xl">
            There was an error loading the collections. Please try again.
          </Text>
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
