import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import homeMessages from '../../i18n/messages/home.en.json';
import { collectionSlug, itemOverride, ownText } from '../../setting-overrides';
import { useTRPC } from '../../trpc';
import { Text, Title } from '../Plain/Plain';
import { Container, SimpleGrid } from '../Plain/PlainLayout';
import { ButtonLink } from '../RouterLinks';
import { ShopImage } from '../ShopImage/ShopImage';
import { HALF_FROM_MD } from '../ShopImage/sizes';
import classes from './Home.module.css';
import { OwnerInvite } from './OwnerInvite';

/**
 * The featured collection: a large image with two smaller ones, title, description and
 * 'Shop the Collection'. Hidden entirely on error or when no collection is featured. Its title and
 * description are the collection's own unless the owner typed an override (see `ownText`).
 */
export function FeaturedCollection() {
  const trpc = useTRPC();
  const settings = useSettings();
  const t = useT(homeMessages);
  const { data: collection, isError, isPending } = useQuery(trpc.catalogue.featuredCollection.queryOptions());
  const { data: products } = useQuery(
    trpc.catalogue.productsByCollection.queryOptions(
      { collection: collection ? collectionSlug(collection.name) : '' },
      { enabled: !!collection },
    ),
  );
  if (!isPending && !isError && !collection) {
    return <OwnerInvite what="The featured collection" tab="collections" action="Feature a collection" />;
  }
  if (isError || !collection) return null;

  const productImages = (products ?? []).map((product) => product.imageUrl).filter(Boolean);
  const mainImage =
    settings.featuredCollectionMainImage ||
    itemOverride(settings, 'collectionImage', collection.id) ||
    collection.imageUrl;
  const sideImages = [settings.collectionImage1 || productImages[0], settings.collectionImage2 || productImages[1]];

  return (
    <section className={classes.featured} aria-labelledby="featured-collection-title">
      <Container size="xl" className={classes.section}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 72 }} className={classes.featuredGrid}>
          <div className={classes.collage}>
            <div className={classes.collageMain}>
              <ShopImage
                src={mainImage}
                alt={t('home.collectionImage', { name: collection.name })}
                width={1200}
                height={800}
                sizes={HALF_FROM_MD}
                fill
              />
            </div>
            {sideImages.map((src, index) => (
              <div key={index === 0 ? 'first' : 'second'} className={classes.collageSide} data-index={index}>
                <ShopImage
                  src={src}
                  alt={t('home.collectionPiece', { name: collection.name, number: index + 1 })}
                  width={800}
                  height={600}
                  sizes="(min-width: 62em) 25vw, 50vw"
                />
              </div>
            ))}
          </div>
          <div className={classes.featuredText}>
            <Text className={classes.eyebrow}>{t('home.featuredCollection')}</Text>
            <Title id="featured-collection-title" order={2} className={classes.featuredTitle}>
              {ownText(settings, 'collectionTitle', collection.name)}
            </Title>
            <Text size="lg" c="dimmed" mt="lg" className={classes.featuredDescription}>
              {ownText(settings, 'collectionDescription', collection.description)}
            </Text>
            <ButtonLink
              to="/collection/$collection"
              params={{ collection: collectionSlug(collection.name) }}
              size="lg"
              radius={0}
              mt={36}
              className={classes.cta}
            >
              {t('home.shopTheCollection')}
            </ButtonLink>
          </div>
        </SimpleGrid>
      </Container>
    </section>
  );
}
