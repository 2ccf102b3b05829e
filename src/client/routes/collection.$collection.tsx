import { createFileRoute } from '@tanstack/react-router';
import { CollectionDetail } from '../components/Collection/CollectionDetail';
import { CollectionsOverview } from '../components/Collection/CollectionsOverview';
import { trpc } from '../trpc';

export const Route = createFileRoute('/collection/$collection')({
  loader: ({ context: { queryClient }, params }) => {
    if (params.collection === 'all') {
      void queryClient.prefetchQuery(trpc.catalogue.collections.queryOptions());
    } else {
      void queryClient.prefetchQuery(trpc.catalogue.collection.queryOptions({ name: params.collection }));
      void queryClient.prefetchQuery(
        trpc.catalogue.productsByCollection.queryOptions({ collection: params.collection }),
      );
    }
  },
  component: CollectionScreen,
});

function CollectionScreen() {
  const { collection } = Route.useParams();
  if (collection.toLowerCase() === 'all') return <CollectionsOverview />;
  return <CollectionDetail key={collection} name={collection} />;
}
