import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import collectionMessages from '../../i18n/messages/collection.en.json';
import { collectionSlug } from '../../setting-overrides';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { LoadError } from '../LoadError';
import { PageHero } from '../PageHero/PageHero';
import { Text, Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { ButtonLink } from '../RouterLinks';
import { ShopImage } from '../ShopImage/ShopImage';
import { HALF_FROM_MD } from '../ShopImage/sizes';
import classes from './Collection.module.css';
import { collectionContent } from './collection-content';

/** 'Our Collections': one row per collection, image and text alternating sides, each with 'Shop Collection'. */
export function CollectionsOverview() {
  const trpc = useTRPC();
  const settings = useSettings();
  const t = useT(collectionMessages);
  const { data: collections, isPending, isError } = useQuery(trpc.catalogue.collections.queryOptions());
  return (
    <>
      <PageHero
        variant="image"
        image={settings.collectionPageHeroImage || undefined}
        eyebrow={settings.shopName}
        title={t('collection.overviewTitle')}
        titleId="collections-title"
      >
        {t('collection.overviewText')}
      </PageHero>
      <Container size="xl" className={classes.rows}>
        {isPending ? (
          <CenteredLoader label={t('collection.loading')} py={80} />
        ) : isError ? (
          <LoadError>{t('collection.error')}</LoadError>
        ) : collections.length === 0 ? (
          <Text c="dimmed" ta="center" py={80}>
            {t('collection.none')}
          </Text>
        ) : (
          collections.map((collection, index) => {
            const content = collectionContent(collection, settings);
            return (
              <article key={collection.id} className={classes.row} data-reverse={index % 2 === 1 || undefined}>
                <div className={classes.rowImage}>
                  <ShopImage
                    src={content.imageUrl}
                    alt={t('collection.imageAlt', { title: content.title })}
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
                    aria-label={t('collection.shopOf', { title: content.title })}
                  >
                    {t('collection.shop')}
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
