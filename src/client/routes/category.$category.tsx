import { Center, Container, Pagination, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  categoryTitle,
  filterByPrice,
  listFilter,
  normaliseCategory,
  paginate,
  parseCategorySearch,
  sortProducts,
} from '../category-filters';
import classes from '../components/Category/Category.module.css';
import { CategoryToolbar } from '../components/Category/CategoryToolbar';
import { CenteredLoader } from '../components/CenteredLoader';
import { LoadError } from '../components/LoadError';
import { PageHero } from '../components/PageHero/PageHero';
import { PRODUCTS_ERROR, ProductGrid } from '../components/ProductGrid/ProductGrid';
import { ButtonLink } from '../components/RouterLinks';
import { useSettings } from '../features/settings';
import { trpc } from '../trpc';

function productsQuery(param: string) {
  const list = listFilter(param);
  return list
    ? trpc.catalogue.products.queryOptions({ filter: list })
    : trpc.catalogue.productsByCategory.queryOptions({ category: normaliseCategory(param) || param });
}

export const Route = createFileRoute('/category/$category')({
  validateSearch: parseCategorySearch,
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(productsQuery(params.category));
    void queryClient.prefetchQuery(trpc.catalogue.categories.queryOptions());
  },
  component: CategoryScreen,
});

function CategoryScreen() {
  const { category } = Route.useParams();
  const { price = 'all', sort = 'newest', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { productsPerPage } = useSettings();
  const { data: categories } = useQuery(trpc.catalogue.categories.queryOptions());
  const { data, isPending, isError } = useQuery(productsQuery(category));

  const shown = data ? sortProducts(filterByPrice(data, price), sort) : undefined;
  const current = shown ? paginate(shown, page, productsPerPage) : undefined;
  const title = categoryTitle(category, categories);

  const setSearch = (next: { price?: typeof price; sort?: typeof sort; page?: number }) =>
    void navigate({
      search: (previous) => parseCategorySearch({ ...previous, page: undefined, ...next }),
      resetScroll: false,
    });

  return (
    <>
      <PageHero variant="banner" eyebrow="Shop" title={title} size="xl" />
      <Container size="xl" pb={96}>
        <CategoryToolbar
          count={shown ? shown.length : null}
          price={price}
          sort={sort}
          onPrice={(value) => setSearch({ price: value })}
          onSort={(value) => setSearch({ sort: value })}
        />
        {isPending ? (
          <CenteredLoader label="Loading products" py={96} />
        ) : isError ? (
          <LoadError>{PRODUCTS_ERROR}</LoadError>
        ) : (
          <ProductGrid
            products={current?.items}
            isPending={false}
            isError={false}
            cols={{ base: 1, sm: 2, lg: 4 }}
            priorityCount={4}
            empty={
              <div className={classes.empty}>
                <IconMoodEmpty size={48} stroke={1.2} aria-hidden />
                <Title order={2} size="h3">
                  No products found
                </Title>
                <ButtonLink
                  to="/category/$category"
                  params={{ category: 'all' }}
                  search={{}}
                  variant="outline"
                  radius={0}
                >
                  View All Products
                </ButtonLink>
              </div>
            }
          />
        )}
        {current && current.totalPages > 1 && (
          <Center mt={56}>
            <Pagination
              total={current.totalPages}
              value={current.page}
              onChange={(value) => setSearch({ page: value })}
              radius={0}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Center>
        )}
      </Container>
    </>
  );
}
