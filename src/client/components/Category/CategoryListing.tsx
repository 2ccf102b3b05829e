import type { Facet } from '@shared/schemas/catalogue-search';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { categoryTitle, FACET_ORDER, normaliseCategory, parseFacetSearch } from '../../category-filters';
import { chosenFilters } from '../../facet-search';
import { useT } from '../../i18n/hooks';
import categoryMessages from '../../i18n/messages/category.en.json';
import facetMessages from '../../i18n/messages/facets.en.json';
import { useSearchOf } from '../../nav/nav';
import { useTRPC } from '../../trpc';
import { ListingBody } from '../Facets/ListingBody';
import { catalogueSearchQuery } from '../Facets/search-query';
import { Text, Title } from '../Plain/Plain';
import { ButtonLink } from '../RouterLinks';
import classes from './Category.module.css';

/** The category facet narrows 'all' only: a category (or new arrivals) is its own list. */
const offeredOn = (slug: string): readonly Facet[] =>
  slug === 'all' ? FACET_ORDER : FACET_ORDER.filter((facet) => facet !== 'category');

/** The category's title: its name in the shop, else the slug's words. */
export function useCategoryTitle(category: string): string {
  const { data: categories } = useQuery(useTRPC().catalogue.categories.queryOptions());
  return categoryTitle(category, categories, useT(categoryMessages));
}

/**
 * A category's list: the facets, sort, the grid and its pages, one page at a time from the server as the address
 * says (the previous page stays, marked busy, while the next one loads); a filter, the sort or a page changes the
 * address with no page load.
 */
export function CategoryListing({ category }: { category: string }) {
  const trpc = useTRPC();
  const t = useT(categoryMessages);
  const tf = useT(facetMessages);
  const search = useSearchOf(parseFacetSearch);
  const slug = normaliseCategory(category) || category;
  const result = useQuery(catalogueSearchQuery(trpc, { category: slug }, search));
  const title = useCategoryTitle(category);
  const filtered = chosenFilters(search).length > 0;
  return (
    <ListingBody
      search={search}
      result={result}
      offered={offeredOn(slug)}
      empty={
        <div className={classes.empty}>
          <IconMoodEmpty size={48} stroke={1.2} aria-hidden />
          <Title order={2} size="h3">
            {t('category.emptyTitle')}
          </Title>
          <Text c="dimmed">{filtered ? tf('facets.emptyFiltered') : t('category.emptyIn', { title })}</Text>
          <ButtonLink to="/category/$category" params={{ category: 'all' }} search={{}} variant="outline" radius={0}>
            {t('category.viewAll')}
          </ButtonLink>
        </div>
      }
    />
  );
}
