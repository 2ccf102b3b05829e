import '@mantine/core/styles/Pagination.layer.css';
import { Center, Container, Pagination, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  type CategorySearch,
  categoryTitle,
  filterByPrice,
  paginate,
  parseCategorySearch,
  sortProducts,
} from '../../category-filters';
import { useSettings } from '../../features/settings';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { LoadError } from '../LoadError';
import { PageHero } from '../PageHero/PageHero';
import { PRODUCTS_ERROR, ProductGrid } from '../ProductGrid/ProductGrid';
import { ButtonLink } from '../RouterLinks';
import classes from './Category.module.css';
import { CategoryToolbar } from './CategoryToolbar';
import { categoryProductsQuery } from './category-query';

/** A category (or a list such as /category/all): filters, sort, the grid and its pages. */
export function CategoryScreen({
  category,
  search,
  onSearch,
}: {
  category: string;
  search: CategorySearch;
  /** Replaces the search (filters reset the page); the route puts it in the URL. */
  onSearch: (next: CategorySearch) => void;
}) {
  const { price = 'all', sort = 'newest', page = 1 } = search;
  const { productsPerPage } = useSettings();
  const trpc = useTRPC();
  const { data: categories } = useQuery(trpc.catalogue.categories.queryOptions());
  const { data, isPending, isError } = useQuery(categoryProductsQuery(trpc, category));

  const shown = data ? sortProducts(filterByPrice(data, price), sort) : undefined;
  const current = shown ? paginate(shown, page, productsPerPage) : undefined;
  const title = categoryTitle(category, categories);

  const setSearch = (next: CategorySearch) => onSearch(parseCategorySearch({ ...search, page: undefined, ...next }));

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
            priorityCount={1}
            empty={
              <div className={classes.empty}>
                <IconMoodEmpty size={48} stroke={1.2} aria-hidden />
                <Title order={2} size="h3">
                  No products found
                </Title>
                <Text c="dimmed">
                  {price === 'all' ? `There is nothing in ${title} yet.` : 'Nothing here at this price.'}
                </Text>
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
