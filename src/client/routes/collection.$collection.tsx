import { createFileRoute } from '@tanstack/react-router';
import { CollectionDetail } from '../components/Collection/CollectionDetail';
import { CollectionsOverview } from '../components/Collection/CollectionsOverview';
import { routeHead } from '../head';

export const Route = createFileRoute('/collection/$collection')({
  /** The collections (for /collection/all) or one collection and its products, before the page renders. */
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const path = `/collection/${params.collection}`;
    if (params.collection.toLowerCase() === 'all') {
      await queryClient.ensureQueryData(trpc.catalogue.collections.queryOptions()).catch(() => undefined);
      return { page: { title: 'Collections', description: 'Every collection in the shop.', path } };
    }
    const [collection] = await Promise.all([
      queryClient
        .ensureQueryData(trpc.catalogue.collection.queryOptions({ name: params.collection }))
        .catch(() => null),
      queryClient
        .ensureQueryData(trpc.catalogue.productsByCollection.queryOptions({ collection: params.collection }))
        .catch(() => undefined),
    ]);
    const title = collection?.name ?? 'Collection';
    return {
      page: {
        title,
        description: collection?.description || `The ${title} collection.`,
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
  if (collection.toLowerCase() === 'all') return <CollectionsOverview />;
  return <CollectionDetail key={collection} name={collection} />;
}
