import type { CatalogueSearch, Facet } from '@shared/schemas/catalogue-search';
import type { ReactNode } from 'react';
import type { FacetSearch } from '../../category-filters';
import { useT } from '../../i18n/hooks';
import gridMessages from '../../i18n/messages/grid.en.json';
import listCountMessages from '../../i18n/messages/list-count.en.json';
import { Kept } from '../../islands/Kept';
import { lazyPart } from '../../lazy-part';
import { CenteredLoader } from '../CenteredLoader';
import { LoadError } from '../LoadError';
import { Text } from '../Plain/Plain';
import type { CardCols } from '../ShopCard/CardGrid';
import { FacetPager } from './FacetPager';
import { ChosenFilters, FacetPanel } from './FacetPanel';
import classes from './Facets.module.css';
import { FACETS_ID, FilterButton } from './FilterButton';
import { SortForm } from './SortForm';

interface ListingBodyProps {
  search: FacetSearch;
  /** The search's answer for this URL (the previous one, marked busy, while the next loads). */
  result: { data: CatalogueSearch | undefined; isPending: boolean; isError: boolean; isPlaceholderData: boolean };
  /** The facets the page offers. */
  offered: readonly Facet[];
  /** Shown when nothing matches (a text is shown dimmed and centred). */
  empty: ReactNode;
}

/** The list pages' grid: its columns from 768 px up (two on a phone, one below 360 px: `CardGrid`). */
const COLS: CardCols = { sm: 2, lg: 4 };

/** The cards: their code comes when a list shows other items than the server's (`Kept`). */
const ItemGrid = lazyPart(() => import('./ItemGrid').then((module) => module.ItemGrid));

/**
 * A list page's body (category, 'all', new arrivals, a collection, search results): 'N products found', the sort,
 * the facets (a sidebar; "Filter (n)" and a drawer on phones), the chosen filters as chips, the items of both kinds
 * and the pages. Every filter, sort and page is a link or a GET form, so the server's HTML works before hydration.
 */
export function ListingBody({ search, result, offered, empty }: ListingBodyProps) {
  const tg = useT(gridMessages);
  const { data, isPending, isError, isPlaceholderData } = result;
  const facets = data?.facets;
  return (
    <>
      <div className={classes.toolbar}>
        <Text className={classes.total} aria-live="polite">
          {/* The server's words until the list changes: its plural needs the ICU engine, which then comes. */}
          <Kept name="count" value={data} inline>
            {data ? <ListCount total={data.total} /> : '\u00a0'}
          </Kept>
        </Text>
        <SortForm search={search} />
      </div>
      <FilterButton search={search} facets={facets} offered={offered} total={data?.total ?? null} />
      <div className={classes.layout}>
        <aside id={FACETS_ID} className={classes.sidebar}>
          <FacetPanel search={search} facets={facets} offered={offered} chips={false} />
        </aside>
        <div className={classes.results}>
          <ChosenFilters search={search} facets={facets} />
          {isPending ? (
            <CenteredLoader label={tg('grid.loading')} py={96} />
          ) : isError && !data ? (
            <LoadError>{tg('grid.error')}</LoadError>
          ) : (
            <div aria-busy={isPlaceholderData} className={isPlaceholderData ? classes.loadingPage : undefined}>
              <Kept name="grid" value={data}>
                <ItemGrid
                  items={data?.items ?? []}
                  cols={COLS}
                  empty={
                    typeof empty === 'string' ? (
                      <Text c="dimmed" ta="center" py={64}>
                        {empty}
                      </Text>
                    ) : (
                      empty
                    )
                  }
                />
              </Kept>
            </div>
          )}
          <FacetPager list={data} search={search} />
        </div>
      </div>
    </>
  );
}

/** 'N products found'. */
function ListCount({ total }: { total: number }) {
  const t = useT(listCountMessages);
  return t('listCount.products', { count: total });
}
