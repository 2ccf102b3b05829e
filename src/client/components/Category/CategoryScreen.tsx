import type { Facet } from '@shared/schemas/catalogue-search';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { categoryTitle, FACET_ORDER, type FacetSearch, normaliseCategory } from '../../category-filters';
import { chosenFilters } from '../../facet-search';
import { useT } from '../../i18n/hooks';
import categoryMessages from '../../i18n/messages/category.en.json';
import facetMessages from '../../i18n/messages/facets.en.json';
import { useTRPC } from '../../trpc';
import { ListingBody } from '../Facets/ListingBody';
import { catalogueSearchQuery } from '../Facets/search-query';
import { PageHero } from '../PageHero/PageHero';
import { Text, Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { ButtonLink } from '../RouterLinks';
import classes from './Category.module.css';

/** The category facet narrows 'all' only: a category (or new arrivals) is its own list. */
const offeredOn = (slug: string): readonly Facet[] =>
  slug === 'all' ? FACET_ORDER : FACET_ORDER.filter((facet) => facet !== 'category');

/**
 * A category (or a list such as /category/all): the facets, sort, the grid and its pages, one page at a time from
 * the server as the URL says (the previous page stays, marked busy, while the next one loads).
 */
export function CategoryScreen({ category, search }: { category: string; search: FacetSearch }) {
  const trpc = useTRPC();
  const t = useT(categoryMessages);
  const tf = useT(facetMessages);
  const slug = normaliseCategory(category) || category;
  const { data: categories } = useQuery(trpc.catalogue.categories.queryOptions());
  const result = useQuery(catalogueSearchQuery(trpc, { category: slug }, search));
  const title = categoryTitle(category, categories, t);
  const filtered = chosenFilters(search).length > 0;

  return (
    <>
      <PageHero variant="banner" eyebrow={t('category.eyebrow')} title={title} size="xl" />
      <Container size="xl" pb={96}>
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
      </Container>
    </>
  );
}
