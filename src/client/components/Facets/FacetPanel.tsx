import type { Facet } from '@shared/schemas/catalogue-search';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { FACET_ORDER, type FacetSearch } from '../../category-filters';
import { chosenFilters, clearFilters, toggleFacet, toggleInStock, withoutFilter } from '../../facet-search';
import { useColorLabel } from '../../features/colour-label';
import { useT } from '../../i18n/hooks';
import categoryMessages from '../../i18n/messages/category.en.json';
import facetMessages from '../../i18n/messages/facets.en.json';
import { FacetLink } from './FacetLink';
import classes from './Facets.module.css';
import { chosenLabel, type Facets, type FacetText, optionLabel, panelOptions } from './facet-labels';

export interface FacetPanelProps {
  search: FacetSearch;
  /** The facets' options and counts of the current answer (undefined until the first answer). */
  facets: Facets | undefined;
  /** The facets this page offers (the category facet only on 'all' and search results). */
  offered?: readonly Facet[];
  /** A link was followed (the drawer stays open; the page's list follows). */
  onChoose?: () => void;
}

interface PanelLayout {
  /** Its own "Filters" heading (a drawer has its title instead). */
  titled?: boolean;
  /** The chosen filters as chips on top (the page shows them over its list instead). */
  chips?: boolean;
}

function useFacetText(): FacetText {
  return { t: useT(facetMessages), tc: useT(categoryMessages), colour: useColorLabel() };
}

/** The chosen filters as removable chips, and "Clear all"; nothing when none is chosen. */
export function ChosenFilters({ search, facets, onChoose }: Omit<FacetPanelProps, 'offered'>) {
  const text = useFacetText();
  const chosen = chosenFilters(search);
  if (chosen.length === 0) return null;
  return (
    <nav aria-label={text.t('facets.chosen')} className={classes.chips}>
      <ul className={classes.chipList}>
        {chosen.map((filter) => {
          const label = chosenLabel(text, filter, facets);
          return (
            <li key={`${filter.facet}:${filter.value}`}>
              <FacetLink
                search={withoutFilter(search, filter)}
                className={classes.chip}
                aria-label={text.t('facets.remove', { label })}
                onClick={onChoose}
              >
                {label}
                <IconX size={14} aria-hidden />
              </FacetLink>
            </li>
          );
        })}
      </ul>
      <FacetLink search={clearFilters(search)} className={classes.clearAll} onClick={onChoose}>
        {text.t('facets.clearAll')}
      </FacetLink>
    </nav>
  );
}

/** One option: a link that adds or takes off its value, with the count the list would hold. */
function FacetOptionLink({
  label,
  count,
  chosen,
  search,
  onChoose,
}: {
  label: string;
  count: number;
  chosen: boolean;
  search: FacetSearch;
  onChoose?: () => void;
}) {
  const content = (
    <>
      <span className={classes.box} aria-hidden>
        {chosen && <IconCheck size={12} stroke={3} />}
      </span>
      <span className={classes.optionLabel}>{label}</span> <span className={classes.count}>({count})</span>
    </>
  );
  // An option that would leave nothing is shown, not offered (a chosen one can always be taken off).
  if (count === 0 && !chosen) {
    return <span className={classes.optionEmpty}>{content}</span>;
  }
  return (
    <FacetLink search={search} className={classes.option} aria-current={chosen ? 'true' : undefined} onClick={onChoose}>
      {content}
    </FacetLink>
  );
}

function FacetGroup({ facet, search, facets, onChoose }: { facet: Facet } & Omit<FacetPanelProps, 'offered'>) {
  const text = useFacetText();
  const titleId = useId();
  const chosen = search[facet] ?? [];
  const options = panelOptions(facets?.[facet] ?? [], chosen);
  if (options.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={classes.group}>
      <h3 id={titleId} className={classes.groupTitle}>
        {text.t(`facets.facet.${facet}`)}
      </h3>
      <ul className={classes.options}>
        {options.map((option) => (
          <li key={option.value}>
            <FacetOptionLink
              label={optionLabel(text, facet, option.value, options)}
              count={option.count}
              chosen={chosen.includes(option.value)}
              search={toggleFacet(search, facet, option.value)}
              onChoose={onChoose}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The facets of a list page: each offered facet's options with their counts, "In stock only", and the chosen
 * filters as chips. Every option is a link to the page with that value toggled, so it works before hydration.
 */
export function FacetPanel({
  search,
  facets,
  offered = FACET_ORDER,
  onChoose,
  titled = true,
  chips = true,
}: FacetPanelProps & PanelLayout) {
  const text = useFacetText();
  return (
    <div className={classes.panel}>
      {titled && <h2 className={classes.title}>{text.t('facets.title')}</h2>}
      {chips && <ChosenFilters search={search} facets={facets} onChoose={onChoose} />}
      {FACET_ORDER.filter((facet) => offered.includes(facet)).map((facet) => (
        <FacetGroup key={facet} facet={facet} search={search} facets={facets} onChoose={onChoose} />
      ))}
      {facets && (
        <section className={classes.group} aria-label={text.t('facets.inStock')}>
          <ul className={classes.options}>
            <li>
              <FacetOptionLink
                label={text.t('facets.inStock')}
                count={facets.inStock}
                chosen={search.inStock === true}
                search={toggleInStock(search)}
                onChoose={onChoose}
              />
            </li>
          </ul>
        </section>
      )}
    </div>
  );
}
