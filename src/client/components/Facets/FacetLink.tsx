import type { ReactNode } from 'react';
import type { FacetSearch } from '../../category-filters';
import { Link } from '../../nav/nav';

/**
 * A link to the list page the shopper is on with another search: a real `<a href>` in the server's HTML (it works
 * before the page's script runs, and with none), a navigation with no reload once it runs (the router's in the app,
 * the address's in an island).
 */
export function FacetLink({
  search,
  children,
  resetScroll = false,
  ...props
}: {
  search: FacetSearch;
  children: ReactNode;
  resetScroll?: boolean;
  className?: string;
  'aria-current'?: 'true' | 'page';
  'aria-label'?: string;
  onClick?: () => void;
}) {
  return (
    // The page's own route, whichever list page it is: its search is a FacetSearch (the route's validateSearch).
    <Link to="." search={search as never} resetScroll={resetScroll} {...props}>
      {children}
    </Link>
  );
}
