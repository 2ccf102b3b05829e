import '@mantine/core/styles/Combobox.layer.css';
import { type FacetSearch, SORT_OPTIONS, type SortOption, sortLabel } from '../../category-filters';
import { chosenFilters } from '../../facet-search';
import { useT } from '../../i18n/hooks';
import categoryMessages from '../../i18n/messages/category.en.json';
import facetMessages from '../../i18n/messages/facets.en.json';
import { useSetSearch } from '../../nav/nav';
import { NativeSelect } from '../Plain/PlainFields';
import classes from './Facets.module.css';

/**
 * The sort order as a GET form: with no script (or before hydration) its button sends the page's filters and the
 * order chosen to the same page; once the page runs, choosing an order shows it at once, with no reload.
 */
export function SortForm({ search }: { search: FacetSearch }) {
  const t = useT(facetMessages);
  const tc = useT(categoryMessages);
  const setSearch = useSetSearch();
  const sort = search.sort ?? 'newest';
  return (
    <form method="get" className={classes.sortForm}>
      {search.q && <input type="hidden" name="q" value={search.q} />}
      {chosenFilters(search).map(({ facet, value }) => (
        <input key={`${facet}:${value}`} type="hidden" name={facet} value={String(value)} />
      ))}
      <NativeSelect
        name="sort"
        label={tc('category.sortBy')}
        radius={0}
        value={sort}
        data={SORT_OPTIONS.map(({ value }) => ({ value, label: sortLabel(tc, value) }))}
        onChange={(event) => {
          const value = event.currentTarget.value as SortOption;
          const next = { ...search, sort: value === 'newest' ? undefined : value, page: undefined };
          setSearch(next);
        }}
        className={classes.select}
      />
      <noscript>
        <button type="submit" className={classes.sortSubmit}>
          {t('facets.sort')}
        </button>
      </noscript>
    </form>
  );
}
