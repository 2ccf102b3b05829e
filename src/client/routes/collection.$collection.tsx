import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '../category-filters';
import { CollectionDetail } from '../components/Collection/CollectionDetail';
import { CollectionsOverview } from '../components/Collection/CollectionsOverview';
import { collectionPageQuery } from '../components/Collection/collection-content';
import { ensureImageSets } from '../features/images';
import { routeHead } from '../head';

export const Route = createFileRoute('/collection/$collection')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } => ({ page: parsePage(raw.page) }),
  loaderDeps: ({ search: { page } }) => ({ page }),
  /** The collections (for /collection/all) or one collection and a page of its products, before the page renders. */
  loader: async ({ context: { queryClient, trpc, trpcClient, intl }, params, deps }) => {
    const path = `/collection/${params.collection}`;
    // The area's messages come with the screen's chunk, not with the route configs of every first load.
    const { default: collectionMessages } = await import('../i18n/messages/collection.en.json');
    if (params.collection.toLowerCase() === 'all') {
      const collections = await queryClient
        .ensureQueryData(trpc.catalogue.collections.queryOptions())
        .catch(() => undefined);
      await ensureImageSets(queryClient, trpcClient, collections?.map((collection) => collection.imageUrl) ?? []);
      return {
        page: {
          title: intl.format(collectionMessages, 'collection.pageTitle'),
          description: intl.format(collectionMessages, 'collection.pageDescription'),
          path,
        },
      };
    }
    const [collection, products] = await Promise.all([
      queryClient
        .ensureQueryData(trpc.catalogue.collection.queryOptions({ name: params.collection }))
        .catch(() => null),
      queryClient.ensureQueryData(collectionPageQuery(trpc, params.collection, deps.page)).catch(() => undefined),
    ]);
    await ensureImageSets(queryClient, trpcClient, [
      collection?.imageUrl,
      ...(products?.items.map((product) => product.imageUrl) ?? []),
    ]);
    const title = collection?.name ?? intl.format(collectionMessages, 'collection.fallbackTitle');
    return {
      page: {
        title,
        description: collection?.description || intl.format(collectionMessages, 'collection.description', { title }),
        path,
        image: collection?.imageUrl,
        breadcrumbs: [{ name: title, path }],
      },
    };
  },
  head: routeHead,
  component: CollectionScreen,
});

function CollectionScreen() {
  const { collection } = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (collection.toLowerCase() === 'all') return <CollectionsOverview />;
  return (
    <CollectionDetail
      key={collection}
      name={collection}
      page={page}
      onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined }, resetScroll: false })}
    />
  );
}
