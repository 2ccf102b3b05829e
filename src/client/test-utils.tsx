import type { ImageSets } from '@shared/images';
import type { SessionCheck, User } from '@shared/schemas/account';
import type { Variant } from '@shared/schemas/catalogue';
import { SETTING_DEFAULTS, type SiteSettings } from '@shared/settings';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactElement, ReactNode } from 'react';
import type { AppRouter } from '../server/trpc/app-router';
import { ShopThemeProvider } from './components/ShopThemeProvider';
import { IMAGE_SETS_KEY } from './features/images';
import { SettingsProvider } from './features/settings';
import type { PageMessages } from './i18n/catalogues';
import { FRENCH } from './i18n/french';
import { FRENCH_LATER } from './i18n/french-later';
import { IntlContext, shopIntl } from './i18n/intl';
import { NavProvider } from './nav/nav';
import { ROUTER_NAV } from './nav/router-nav';
import { createQueryClient } from './query-client';
import { stringifySearch } from './search-params';
import { createHttpTrpcClient, createTrpc, TRPCProvider } from './trpc';

/** Every area's French at once, as the server renders a French page. */
export const ALL_FRENCH: PageMessages = { catalogue: { ...FRENCH, ...FRENCH_LATER }, later: null };

export const LOGGED_OUT: SessionCheck = { authenticated: false, user: null };

/** A customer's full profile, as `account.me` answers it. */
export const SAM: User = {
  id: 1,
  username: 'sam',
  email: 'sam@example.com',
  role: 'user',
  avatar: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export function signedIn(username: string, role: 'user' | 'admin' = 'user'): SessionCheck {
  return { authenticated: true, user: { id: 1, username, role } };
}

interface RenderOptions {
  /** The answer of the session check, already in the cache (default: logged out). */
  session?: SessionCheck;
  /** Settings over the defaults, already in the cache. */
  settings?: Partial<SiteSettings>;
  /** Where the memory router starts. */
  path?: string;
  /**
   * The image sets the shop has (default: none). `catalogue.images` is answered from them in the test, with no
   * request: an image asks for its set, waits a tick and draws (`imageSetCalls` records what was asked).
   */
  imageSets?: ImageSets;
  /** Put `imageSets` in the cache before the first render (as a loader does), instead of waiting to be asked. */
  knownImageSets?: boolean;
  /** The page's language (default English): its catalogue and formatter, as the router gives them. */
  locale?: 'en' | 'fr';
  /** `ui` as the screen of this route (`/admin`: a tab that reads the admin's search with `from: '/admin'`). */
  route?: string;
}

/** `catalogue.images` answered from `sets`, in the test: each call's URLs are pushed to `calls`. */
function localImageSets(sets: ImageSets, calls: string[][]): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) => {
      if (op.path !== 'catalogue.images') return next(op);
      return observable((observer) => {
        const { urls } = op.input as { urls: string[] };
        calls.push(urls);
        const data = Object.fromEntries(urls.flatMap((url) => (sets[url] ? [[url, sets[url]]] : [])));
        observer.next({ result: { type: 'data', data } });
        observer.complete();
      });
    };
}

/** The router's links and navigation for the parts under test, as the app's router frame gives them. */
function RouterNav({ children }: { children: ReactNode }) {
  return <NavProvider nav={ROUTER_NAV}>{children}</NavProvider>;
}

/**
 * Renders `ui` as the only screen of a memory-history router, inside the app's
 * providers, with the session and settings answers pre-filled so no request is made.
 * The tRPC handle (`useTRPC()`) is the browser's own client over HTTP, so `stubTrpc`'s
 * fetch answers it; the result's `trpc` is the same handle, for query keys.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    session = LOGGED_OUT,
    settings,
    path = '/',
    imageSets = {},
    knownImageSets = false,
    locale = 'en',
    route,
  }: RenderOptions = {},
) {
  const queryClient: QueryClient = createQueryClient();
  const imageSetCalls: string[][] = [];
  const trpcClient = createHttpTrpcClient([localImageSets(imageSets, imageSetCalls)]);
  const trpc = createTrpc(trpcClient, queryClient);
  queryClient.setQueryData(trpc.settings.all.queryKey(), { ...SETTING_DEFAULTS, ...settings });
  queryClient.setQueryData(trpc.account.sessionCheck.queryKey(), session);
  if (knownImageSets) queryClient.setQueryData(IMAGE_SETS_KEY, imageSets);

  const rootRoute = createRootRoute(route ? {} : { component: () => ui });
  const routeTree = route
    ? rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: route, component: () => ui })])
    : rootRoute;
  const router = createRouter({
    routeTree,
    stringifySearch,
    history: createMemoryHistory({ initialEntries: [path] }),
    InnerWrap: RouterNav,
  });

  const result = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <IntlContext value={shopIntl(locale, locale === 'fr' ? ALL_FRENCH : null)}>
          <SettingsProvider>
            <ShopThemeProvider>
              <RouterProvider router={router} />
            </ShopThemeProvider>
          </SettingsProvider>
        </IntlContext>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router, trpc, imageSetCalls };
}

/**
 * The variants the server lists for a product: sizes × colours (one default variant with neither). `stock` is
 * the shared number, or per variant keyed 'M/black' (missing keys: 0); `prices` overrides keyed the same way.
 */
export function variantsOf(
  { sizes, colors, price }: { sizes: readonly string[]; colors: readonly string[]; price: number },
  stock: number | Readonly<Record<string, number>>,
  prices: Readonly<Record<string, number>> = {},
): Variant[] {
  const combos = (sizes.length > 0 ? sizes : ['']).flatMap((size) =>
    (colors.length > 0 ? colors : ['']).map((color) => ({ size, color })),
  );
  return combos.map(({ size, color }, index) => {
    const key = `${size}/${color}`;
    return {
      id: index + 1,
      size,
      color,
      sku: `SKU-${index + 1}`,
      stock: typeof stock === 'number' ? stock : (stock[key] ?? 0),
      price: prices[key] ?? price,
    };
  });
}
