import { createFileRoute } from '@tanstack/react-router';
import { canonical, parseFacetSearch } from '../category-filters';
import { CollectionDetail } from '../components/Collection/CollectionDetail';
import { CollectionsOverview } from '../components/Collection/CollectionsOverview';
import { catalogueSearchQuery, itemImage } from '../components/Facets/search-query';
import { hoverPhoto } from '../components/Gallery/item-images';
import { ensureImageSets } from '../features/images';
import { routeHead } from '../head';

export const Route = createFileRoute('/collection/$collection')({
  validateSearch: parseFacetSearch,
  // Only the params this page reads: the search also carries any others the URL has (?junk=1).
  loaderDeps: ({ search }) => canonical(search),
  /** The collections (for /collection/all) or one collection and a page of its items, before the page renders. */
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
    const [collection, items] = await Promise.all([
      queryClient
        .ensureQueryData(trpc.catalogue.collection.queryOptions({ name: params.collection }))
        .catch(() => null),
      queryClient
        .ensureQueryData(catalogueSearchQuery(trpc, { collection: params.collection }, deps))
        .catch(() => undefined),
    ]);
    await ensureImageSets(queryClient, trpcClient, [
      collection?.imageUrl,
      ...(items?.items.flatMap((item) => [itemImage(item), hoverPhoto(item)]) ?? []),
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
  const search = Route.useSearch();
  if (collection.toLowerCase() === 'all') return <CollectionsOverview />;
  return <CollectionDetail key={collection} name={collection} search={search} />;
}
