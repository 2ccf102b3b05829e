import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FACET_ORDER, type FacetSearch } from '../../category-filters';
import { useT } from '../../i18n/hooks';
import facetMessages from '../../i18n/messages/facets.en.json';
import searchMessages from '../../i18n/messages/search.en.json';
import { useTRPC } from '../../trpc';
import { PageHero } from '../PageHero/PageHero';
import { Group } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { TextInput } from '../Plain/PlainFields';
import { Container } from '../Plain/PlainLayout';
import classes from './Facets.module.css';
import { ListingBody } from './ListingBody';
import { catalogueSearchQuery } from './search-query';

/**
 * Search results (`/search?q=…`): the products and paintings matching the words, with every facet, the sort and
 * the pages. The words are a GET form, so a search works before the page runs; a new search keeps no filter.
 */
export function SearchScreen({ search }: { search: FacetSearch }) {
  const trpc = useTRPC();
  const t = useT(facetMessages);
  const ts = useT(searchMessages);
  const result = useQuery(catalogueSearchQuery(trpc, {}, search));
  return (
    <>
      <PageHero
        variant="banner"
        eyebrow={ts('search.title')}
        title={search.q ? t('facets.searchTitle', { q: search.q }) : t('facets.searchAll')}
        size="xl"
      />
      <Container size="xl" pb={96}>
        <form method="get" className={classes.searchForm}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              key={search.q ?? ''}
              name="q"
              type="search"
              label={ts('search.inputLabel')}
              defaultValue={search.q ?? ''}
              radius={0}
              leftSection={<IconSearch size={16} aria-hidden />}
              className={classes.searchInput}
            />
            <Button type="submit" radius={0}>
              {ts('search.open')}
            </Button>
          </Group>
        </form>
        <ListingBody
          search={search}
          result={result}
          offered={FACET_ORDER}
          empty={search.q ? ts('search.noResults', { query: search.q }) : t('facets.emptyFiltered')}
        />
      </Container>
    </>
  );
}
