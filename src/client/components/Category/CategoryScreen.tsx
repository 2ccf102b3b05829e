import { Container, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type CategorySearch, categoryTitle, parseCategorySearch } from '../../category-filters';
import { useT } from '../../i18n/hooks';
import categoryMessages from '../../i18n/messages/category.en.json';
import gridMessages from '../../i18n/messages/grid.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { ListPagination } from '../ListPagination';
import { LoadError } from '../LoadError';
import { PageHero } from '../PageHero/PageHero';
import { ProductGrid } from '../ProductGrid/ProductGrid';
import { ButtonLink } from '../RouterLinks';
import classes from './Category.module.css';
import { CategoryToolbar } from './CategoryToolbar';
import { categoryPageQuery } from './category-query';

/**
 * A category (or a list such as /category/all): filters, sort, the grid and its pages, one page at a time from the
 * server (the previous page stays, marked busy, while the next one loads).
 */
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
  const { price = 'all', sort = 'newest' } = search;
  const trpc = useTRPC();
  const t = useT(categoryMessages);
  const tg = useT(gridMessages);
  const { data: categories } = useQuery(trpc.catalogue.categories.queryOptions());
  const { data: current, isPending, isError, isPlaceholderData } = useQuery(categoryPageQuery(trpc, category, search));
  const title = categoryTitle(category, categories, t);

  const setSearch = (next: CategorySearch) => onSearch(parseCategorySearch({ ...search, page: undefined, ...next }));

  return (
    <>
      <PageHero variant="banner" eyebrow={t('category.eyebrow')} title={title} size="xl" />
      <Container size="xl" pb={96}>
        <CategoryToolbar
          count={current ? current.total : null}
          price={price}
          sort={sort}
          onPrice={(value) => setSearch({ price: value })}
          onSort={(value) => setSearch({ sort: value })}
        />
        {isPending ? (
          <CenteredLoader label={tg('grid.loading')} py={96} />
        ) : isError && !current ? (
          <LoadError>{tg('grid.error')}</LoadError>
        ) : (
          <div aria-busy={isPlaceholderData} className={isPlaceholderData ? classes.loadingPage : undefined}>
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
                    {t('category.emptyTitle')}
                  </Title>
                  <Text c="dimmed">
                    {price === 'all' ? t('category.emptyIn', { title }) : t('category.emptyPrice')}
                  </Text>
                  <ButtonLink
                    to="/category/$category"
                    params={{ category: 'all' }}
                    search={{}}
                    variant="outline"
                    radius={0}
                  >
                    {t('category.viewAll')}
                  </ButtonLink>
                </div>
              }
            />
          </div>
        )}
        <ListPagination list={current} onPage={(value) => setSearch({ page: value })} />
      </Container>
    </>
  );
}
