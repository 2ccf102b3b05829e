import type {
  Link as RouterLink,
  createLink as routerCreateLink,
  linkOptions as routerLinkOptions,
  useNavigate as routerUseNavigate,
} from '@tanstack/react-router';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  use,
  useCallback,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { parseSearch } from '../search-params';

/**
 * How a storefront part links and navigates, without importing the router: the router's own links and navigation in
 * the app (`router-nav.tsx`, given by the router's frame), plain links and page loads in an island (`plain-nav.tsx`,
 * issue 45: a page drawn as islands loads no router). A part imports `Link`, `useNavigate`, `createLink` … from here,
 * typed as the router's, and behaves as the router's part in the app.
 */
export interface Nav {
  Link: ComponentType<Record<string, unknown>>;
  /** Makes a component given a link's `href`, active state and click (the router's `createLink`); `createLink` keeps it. */
  linked(component: ComponentType<never>): ComponentType<Record<string, unknown>>;
  /** A hook: navigates to a router target (`{ to, params, search, replace }`). */
  useNavigate(): (target: Record<string, unknown>) => Promise<void>;
  /** A hook: the page's path below its language's base path (`/product/2` on `/fr/product/2`). */
  usePathname(): string;
  /** A hook: the page's query string, `?` and all (or ''). */
  useSearchStr(): string;
  /** A hook: replaces this history entry with a path in the page's language (`redirect.ts`'s return after sign-in). */
  useReplace(): (path: string) => void;
  /** A hook: reads the page's parsed search parameters when called (the router's `location.search`). */
  useSearchReader(): () => Record<string, unknown>;
}

const NavContext = createContext<Nav | null>(null);

/** Gives `nav` to the parts below. */
export function NavProvider({ nav, children }: { nav: Nav; children: ReactNode }) {
  return <NavContext value={nav}>{children}</NavContext>;
}

/** The links and navigation of the tree this part is in. */
export function useNav(): Nav {
  const nav = use(NavContext);
  if (!nav) throw new Error('A storefront part is drawn outside a NavProvider');
  return nav;
}

/** The router's `<Link>` in the app, a plain `<a>` in an island. */
export const Link = ((props: Record<string, unknown>) => {
  const { Link: NavLink } = useNav();
  return <NavLink {...props} />;
}) as unknown as typeof RouterLink;

/**
 * The router's `createLink`: `component` given a link's `href`, active state and click. Called once per component, at
 * a module's top; the link each tree's `Nav` makes of it is made once and kept.
 */
export const createLink = ((component: ComponentType<never>) => {
  const made = new WeakMap<Nav, ComponentType<Record<string, unknown>>>();
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per component at module level, as the router's createLink
  const Linked = (props: Record<string, unknown>) => {
    const nav = useNav();
    let Made = made.get(nav);
    if (!Made) {
      Made = nav.linked(component);
      made.set(nav, Made);
    }
    return <Made {...props} />;
  };
  return Linked;
}) as unknown as typeof routerCreateLink;

/** The router's `useNavigate`. */
export const useNavigate = (() => useNav().useNavigate()) as unknown as typeof routerUseNavigate;

/**
 * Puts another search in this page's address, the window where it is (a sort, a tab, a product's size): a new history
 * entry, or with `replace` the current one changed. The router navigates in the app; an island's address tells the
 * islands that read it (`plain-nav.tsx`).
 */
export function useSetSearch(): (search: object, options?: { replace?: boolean }) => void {
  const navigate = useNav().useNavigate();
  return useCallback(
    (search, options) => void navigate({ to: '.', search, replace: options?.replace, resetScroll: false }),
    [navigate],
  );
}

/** The router's `linkOptions` (it hands its argument back, typed). */
export const linkOptions = (<T,>(options: T) => options) as unknown as typeof routerLinkOptions;

/** The page's path below its language's base path. */
export const usePathname = (): string => useNav().usePathname();

/** The page's query string (`?…` or ''). */
export const useSearchStr = (): string => useNav().useSearchStr();

/**
 * The page's search parameters as `parse` reads them (a route's `validateSearch`): what the router's `useSearch`
 * gives in the app, read from the address in an island; the same object while the address stays the same.
 */
export function useSearchOf<T>(parse: (raw: Record<string, unknown>) => T): T {
  const searchStr = useSearchStr();
  return useMemo(() => parse(parseSearch(searchStr)), [parse, searchStr]);
}

const noSubscription = () => () => {};

/**
 * True once this part runs in the browser after hydration (the router's `useHydrated`, which is React alone): false
 * while React hydrates the server's HTML, true in a part the browser draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
