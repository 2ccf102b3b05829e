import { useQuery } from '@tanstack/react-query';
import { FACET_ORDER, type FacetSearch } from '../../category-filters';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import collectionMessages from '../../i18n/messages/collection.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { ListingBody } from '../Facets/ListingBody';
import { catalogueSearchQuery } from '../Facets/search-query';
import { PageHero } from '../PageHero/PageHero';
import { Text, Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { ProductGridTitle } from '../ProductGrid/ProductGrid';
import { ButtonLink } from '../RouterLinks';
import classes from './Collection.module.css';
import { collectionContent } from './collection-content';

/** A collection is its own list: every facet but the category. */
const OFFERED = FACET_ORDER.filter((facet) => facet !== 'category');

/**
 * One collection: a hero (image, '{title} Collection', description) and its items narrowed by the URL's facets, a
 * page at a time.
 */
export function CollectionDetail({ name, search }: { name: string; search: FacetSearch }) {
  const trpc = useTRPC();
  const settings = useSettings();
  const t = useT(collectionMessages);
  const collection = useQuery(trpc.catalogue.collection.queryOptions({ name }));
  const items = useQuery(catalogueSearchQuery(trpc, { collection: name }, search));

  if (collection.isPending) return <CenteredLoader />;
  if (collection.isError) {
    return (
      <Container size="sm" py={96} ta="center">
        <Title order={1}>{t('collection.notFound')}</Title>
        <Text c="dimmed" mt="sm">
          {t('collection.notFoundText')}
        </Text>
        <ButtonLink to="/collection/$collection" params={{ collection: 'all' }} radius={0} mt="xl">
          {t('collection.seeAll')}
        </ButtonLink>
      </Container>
    );
  }

  const content = collectionContent(collection.data, settings);
  return (
    <>
      <PageHero
        variant="image"
        image={content.imageUrl}
        eyebrow={t('collection.eyebrow')}
        title={t('collection.title', { title: content.title })}
        titleId="collection-title"
      >
        {content.description}
      </PageHero>
      <Container size="xl" className={classes.products}>
        <ProductGridTitle>{t('collection.products')}</ProductGridTitle>
        <ListingBody search={search} result={items} offered={OFFERED} empty={t('collection.empty')} />
      </Container>
    </>
  );
}
