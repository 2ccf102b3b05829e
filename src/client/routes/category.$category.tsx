import { createFileRoute } from '@tanstack/react-router';
import { canonical, categoryTitle, normaliseCategory, parseFacetSearch } from '../category-filters';
import { CategoryScreen } from '../components/Category/CategoryScreen';
import { catalogueSearchQuery, itemImage } from '../components/Facets/search-query';
import { hoverPhoto } from '../components/Gallery/item-images';
import { ensureImageSets } from '../features/images';
import { routeHead } from '../head';

export const Route = createFileRoute('/category/$category')({
  validateSearch: parseFacetSearch,
  // Only the params this page reads: the search also carries any others the URL has (?junk=1).
  loaderDeps: ({ search }) => canonical(search),
  /** The page of the category's items the URL's facets name, with the facets' counts, before the page renders. */
  loader: async ({ context: { queryClient, trpc, trpcClient, intl }, params, deps }) => {
    const scope = { category: normaliseCategory(params.category) || params.category };
    const [categories, page] = await Promise.all([
      queryClient.ensureQueryData(trpc.catalogue.categories.queryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(catalogueSearchQuery(trpc, scope, deps)).catch(() => undefined),
    ]);
    await ensureImageSets(
      queryClient,
      trpcClient,
      page?.items.flatMap((item) => [itemImage(item), hoverPhoto(item)]) ?? [],
    );
    // The area's messages come with the screen's chunk, not with the route configs of every first load.
    const { default: categoryMessages } = await import('../i18n/messages/category.en.json');
    const title = categoryTitle(params.category, categories, (id) => intl.format(categoryMessages, id));
    return {
      page: {
        title,
        description: intl.format(categoryMessages, 'category.description', { title }),
        path: `/category/${params.category}`,
        breadcrumbs: [{ name: title, path: `/category/${params.category}` }],
      },
    };
  },
  head: routeHead,
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category } = Route.useParams();
  return <CategoryScreen category={category} />;
}
