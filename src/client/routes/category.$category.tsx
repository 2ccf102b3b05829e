import { createFileRoute } from '@tanstack/react-router';
import { categoryTitle, parseCategorySearch } from '../category-filters';
import { CategoryScreen } from '../components/Category/CategoryScreen';
import { categoryPageQuery } from '../components/Category/category-query';
import { ensureImageSets } from '../features/images';
import { routeHead } from '../head';

export const Route = createFileRoute('/category/$category')({
  validateSearch: parseCategorySearch,
  // Only the params this page reads: the search also carries any others the URL has (?junk=1).
  loaderDeps: ({ search: { price, sort, page } }) => ({ price, sort, page }),
  /** The page of the category's products the URL names and the category names, before the page renders. */
  loader: async ({ context: { queryClient, trpc, trpcClient, intl }, params, deps }) => {
    const [categories, page] = await Promise.all([
      queryClient.ensureQueryData(trpc.catalogue.categories.queryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(categoryPageQuery(trpc, params.category, deps)).catch(() => undefined),
    ]);
    await ensureImageSets(queryClient, trpcClient, page?.items.map((product) => product.imageUrl) ?? []);
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
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CategoryScreen
      category={category}
      search={search}
      onSearch={(next) => void navigate({ search: next, resetScroll: false })}
    />
  );
}
