import { lazy, Suspense, useState } from 'react';
import { chosenFilters } from '../../facet-search';
import { useT } from '../../i18n/hooks';
import facetMessages from '../../i18n/messages/facets.en.json';
import type { FacetPanelProps } from './FacetPanel';
import classes from './Facets.module.css';

const FilterDrawer = lazy(() => import('./FilterDrawer').then((module) => ({ default: module.FilterDrawer })));

/** The id of the page's facet sidebar, which "Filter (n)" shows before the page runs (`:target`). */
export const FACETS_ID = 'filters';

/**
 * The sticky "Filter (n)" of phones (n: the chosen filters). Before the page runs (or with no script) it is a link
 * to the sidebar, which the stylesheet then shows in the flow; once it runs, a tap opens the facets in a drawer.
 */
export function FilterButton({ total, ...panel }: FacetPanelProps & { total: number | null }) {
  const t = useT(facetMessages);
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <a
        href={`#${FACETS_ID}`}
        className={classes.filterButton}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setRequested(true);
          setOpened(true);
        }}
      >
        {t('facets.button', { count: chosenFilters(panel.search).length })}
      </a>
      {requested && (
        <Suspense fallback={null}>
          <FilterDrawer {...panel} total={total} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
