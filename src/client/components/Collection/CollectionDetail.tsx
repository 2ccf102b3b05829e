import { Container, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import collectionMessages from '../../i18n/messages/collection.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { ListPagination } from '../ListPagination';
import { PageHero } from '../PageHero/PageHero';
import { ProductGrid, ProductGridTitle } from '../ProductGrid/ProductGrid';
import { ButtonLink } from '../RouterLinks';
import classes from './Collection.module.css';
import { collectionContent, collectionPageQuery } from './collection-content';

/** One collection: a hero (image, '{title} Collection', description) and its products, a page at a time. */
export function CollectionDetail({
  name,
  page,
  onPage,
}: {
  name: string;
  page?: number;
  onPage: (page: number) => void;
}) {
  const trpc = useTRPC();
  const settings = useSettings();
  const t = useT(collectionMessages);
  const collection = useQuery(trpc.catalogue.collection.queryOptions({ name }));
  const products = useQuery(collectionPageQuery(trpc, name, page));

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
      <Container size="xl" className={classes.products} aria-busy={products.isPlaceholderData}>
        <ProductGridTitle>{t('collection.products')}</ProductGridTitle>
        <ProductGrid
          products={products.data?.items}
          isPending={products.isPending}
          isError={products.isError && !products.data}
          cols={{ base: 1, sm: 2, lg: 4 }}
          priorityCount={4}
          empty={
            <Text c="dimmed" ta="center" py={64}>
              {t('collection.empty')}
            </Text>
          }
        />
        <ListPagination list={products.data} onPage={onPage} />
      </Container>
    </>
  );
}
