import { usePagination } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { FacetSearch } from '../../category-filters';
import { useT } from '../../i18n/hooks';
import facetMessages from '../../i18n/messages/facets.en.json';
import { pageCount } from '../../list-page';
import { FacetLink } from './FacetLink';
import classes from './Facets.module.css';

/** A page of the list, its filters and sort kept: page 1 is the plain URL. */
const pageSearch = (search: FacetSearch, page: number): FacetSearch => ({
  ...search,
  page: page > 1 ? page : undefined,
});

/**
 * The list's pages as links (they work before hydration and with no script), the filters and sort kept; nothing
 * while the list has one page.
 */
export function FacetPager({
  list,
  search,
}: {
  list: { total: number; page: number; pageSize: number } | undefined;
  search: FacetSearch;
}) {
  const t = useT(facetMessages);
  const total = list ? pageCount(list) : 1;
  const page = Math.min(list?.page ?? 1, total);
  const { range } = usePagination({ total, page, siblings: 1, boundaries: 1 });
  if (!list || total <= 1) return null;
  return (
    <nav aria-label={t('facets.pages')} className={classes.pager}>
      {page > 1 && (
        <FacetLink
          search={pageSearch(search, page - 1)}
          resetScroll
          className={classes.pageLink}
          aria-label={t('facets.previous')}
        >
          <IconChevronLeft size={16} aria-hidden />
        </FacetLink>
      )}
      {range.map((item, index) =>
        item === 'dots' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity of their own
          <span key={`dots-${index}`} className={classes.pageGap} aria-hidden>
            …
          </span>
        ) : (
          <FacetLink
            key={item}
            search={pageSearch(search, item)}
            resetScroll
            className={classes.pageLink}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('facets.page', { page: item })}
          >
            {item}
          </FacetLink>
        ),
      )}
      {page < total && (
        <FacetLink
          search={pageSearch(search, page + 1)}
          resetScroll
          className={classes.pageLink}
          aria-label={t('facets.next')}
        >
          <IconChevronRight size={16} aria-hidden />
        </FacetLink>
      )}
    </nav>
  );
}
