import type { Locale } from '@shared/locale';
import { localePath } from '@shared/locale-path';
import { type ComponentType, type MouseEvent, useCallback, useSyncExternalStore } from 'react';
import { useLocale } from '../i18n/hooks';
import { parseSearch, stringifySearch } from '../search-params';
import type { Nav } from './nav';

/** A router target, as the storefront's links write it. */
interface Target {
  to?: string;
  href?: string;
  params?: Record<string, unknown>;
  search?: Record<string, unknown>;
  hash?: string;
  replace?: boolean;
  /** Whether the window goes back to the top (the router's default) or stays where it is. */
  resetScroll?: boolean;
  activeOptions?: { exact?: boolean };
}

/** The page's path below its language's base path. */
function pagePath(locale: Locale): string {
  const { pathname } = window.location;
  const base = localePath(locale, '');
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

/** A router target's path, its `$params` filled in (`/product/$id` with `{ id: 2 }` is `/product/2`). */
function targetPath({ to = '/', params = {} }: Target): string {
  return to.replace(/\$([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** A target on this page (no path, or `.`): the page the shopper is on with another search. */
const onThisPage = ({ to, href }: Target) => href === undefined && (to === undefined || to === '.');

/** A router target with its path written out: `.` (or none) is the page's own. */
const resolved = (locale: Locale, target: Target): Target =>
  onThisPage(target) ? { ...target, to: pagePath(locale) } : target;

/** A router target's address in the page's language, as the router's `<Link>` writes it. */
function targetHref(locale: Locale, target: Target): string {
  if (target.href) return target.href;
  const search = target.search && typeof target.search === 'object' ? stringifySearch(target.search) : '';
  return `${localePath(locale, targetPath(resolved(locale, target)))}${search}${target.hash ? `#${target.hash}` : ''}`;
}

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The keys a router target's props hold (the rest are the element's). */
const TARGET_KEYS = new Set([
  'to',
  'href',
  'params',
  'search',
  'hash',
  'replace',
  'resetScroll',
  'activeOptions',
  'preload',
]);

/** The values `key` has in a query string, as written. */
const queryValues = (query: string, key: string) => new URLSearchParams(query).getAll(key);

/**
 * The router's active test: the same path, or (unless exact) a path below it, home only on itself; and each value
 * the target's search names, the page's too.
 */
function isActive(locale: Locale, target: Target): boolean {
  if (target.href) return false;
  const current = trimmed(pagePath(locale));
  const next = trimmed(targetPath(resolved(locale, target)));
  const samePath =
    target.activeOptions?.exact || next === '/' ? current === next : current === next || current.startsWith(`${next}/`);
  if (!samePath || !target.search) return samePath;
  const page = window.location.search;
  return Object.entries(target.search).every(([key, value]) => {
    const wanted = queryValues(stringifySearch({ [key]: value }), key);
    const found = queryValues(page, key);
    return wanted.length === found.length && wanted.every((item, index) => item === found[index]);
  });
}

/** A click the browser itself handles (a new tab or window, a download), not one the page's own navigation takes. */
const clickForBrowser = (event: MouseEvent<HTMLElement>) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * The props a link's element gets, as the router's `<Link>` writes them: the element's own in their order (the class
 * with `active` when the link leads to this page), then its address and the router's marks. A link to this page with
 * another search (`to: '.'`: a filter, a tab, a page of the list) goes there as `go` does, with no page load; any
 * other is a plain link.
 */
function anchorProps(locale: Locale, props: Record<string, unknown>): Record<string, unknown> {
  const target = Object.fromEntries(Object.entries(props).filter(([key]) => TARGET_KEYS.has(key))) as Target;
  const active = isActive(locale, target);
  const element: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (TARGET_KEYS.has(key)) continue;
    element[key] = key === 'className' && active ? [value, 'active'].filter(Boolean).join(' ') : value;
  }
  if (active && !('className' in element)) element.className = 'active';
  if (onThisPage(target)) {
    const own = element.onClick as ((event: MouseEvent<HTMLElement>) => void) | undefined;
    element.onClick = (event: MouseEvent<HTMLElement>) => {
      own?.(event);
      if (event.defaultPrevented || clickForBrowser(event)) return;
      event.preventDefault();
      void go(locale, target as Record<string, unknown>);
    };
  }
  return { ...element, href: targetHref(locale, target), ...(active ? ACTIVE : {}) };
}

const ACTIVE = { 'data-status': 'active', 'aria-current': 'page' } as const;

/** A plain `<a>` to a router target. */
function PlainLink(props: Record<string, unknown>) {
  const { children, ...rest } = props;
  return <a {...anchorProps(useLocale(), rest)}>{children as never}</a>;
}

/** `component` given a plain link's props (the router's `createLink`). */
function linked(component: ComponentType<never>): ComponentType<Record<string, unknown>> {
  const Component = component as ComponentType<Record<string, unknown>>;
  return (props: Record<string, unknown>) => <Component {...anchorProps(useLocale(), props)} />;
}

/** Who reads the page's address: told when a navigation on the same page changes it, or the back button does. */
const addressReaders = new Set<() => void>();

function readAddress(reader: () => void): () => void {
  addressReaders.add(reader);
  window.addEventListener('popstate', reader);
  return () => {
    addressReaders.delete(reader);
    window.removeEventListener('popstate', reader);
  };
}

const searchNow = () => window.location.search;

/**
 * Goes where a router target names. A target with no path (or `.`) is this page with another search: written into
 * the address as the router would (a new history entry, or the current one replaced) and every island that reads the
 * address is told, with no page load (a product's chosen size, a list's filter), the window back at its top unless the
 * target says `resetScroll: false`. Any other loads the page it names.
 */
function go(locale: Locale, target: Record<string, unknown>): Promise<void> {
  const { replace, resetScroll } = target as Target;
  if (onThisPage(target as Target)) {
    const address = targetHref(locale, target as Target);
    if (replace) window.history.replaceState(window.history.state, '', address);
    else window.history.pushState(null, '', address);
    for (const reader of addressReaders) reader();
    if (resetScroll !== false) window.scrollTo(0, 0);
    return Promise.resolve();
  }
  const href = targetHref(locale, target as Target);
  if (replace) window.location.replace(href);
  else window.location.assign(href);
  return Promise.resolve();
}

/**
 * An island's links and navigation (issue 45): a page drawn as islands has no router, so a link is a plain `<a>` and
 * following it loads the page it names, which the server draws.
 */
export const PLAIN_NAV: Nav = {
  Link: PlainLink,
  linked,
  useNavigate() {
    const locale = useLocale();
    return useCallback((target: Record<string, unknown>) => go(locale, target), [locale]);
  },
  usePathname: () => pagePath(useLocale()),
  useSearchStr: () => useSyncExternalStore(readAddress, searchNow, searchNow),
  useReplace() {
    const locale = useLocale();
    return useCallback((path: string) => window.location.replace(localePath(locale, path)), [locale]);
  },
  useSearchReader: () => () => parseSearch(window.location.search),
};
