import { createFileRoute } from '@tanstack/react-router';
import { canonical, parseFacetSearch } from '../category-filters';
import { SearchScreen } from '../components/Facets/SearchScreen';
import { catalogueSearchQuery, itemImage } from '../components/Facets/search-query';
import { hoverPhoto } from '../components/Gallery/item-images';
import { ensureImageSets } from '../features/images';
import { routeHead } from '../head';

export const Route = createFileRoute('/search')({
  validateSearch: parseFacetSearch,
  loaderDeps: ({ search }) => canonical(search),
  /** The items matching the words and the URL's facets, with the facets' counts, before the page renders. */
  loader: async ({ context: { queryClient, trpc, trpcClient, intl }, deps }) => {
    const page = await queryClient.ensureQueryData(catalogueSearchQuery(trpc, {}, deps)).catch(() => undefined);
    await ensureImageSets(
      queryClient,
      trpcClient,
      page?.items.flatMap((item) => [itemImage(item), hoverPhoto(item)]) ?? [],
    );
    // The area's messages come with the screen's chunk, not with the route configs of every first load.
    const { default: facetMessages } = await import('../i18n/messages/facets.en.json');
    const title = deps.q
      ? intl.format(facetMessages, 'facets.searchTitle', { q: deps.q })
      : intl.format(facetMessages, 'facets.searchAll');
    // Results pages are endless and thin: kept out of search engines' indexes (their items' own pages are in).
    return { page: { title, description: title, path: '/search', noindex: true } };
  },
  head: routeHead,
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchScreen search={Route.useSearch()} />;
}
