import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect, useMemo } from 'react';
import { useShopTheme } from '../components/shop-theme';
import { SettingsProvider, useSettings } from '../features/settings';
import { IntlContext, type ShopIntl } from '../i18n/intl';
import { NavProvider } from '../nav/nav';
import { PLAIN_NAV } from '../nav/plain-nav';
import { colorScheme } from '../theme';
import { TRPCProvider, type TrpcClient } from '../trpc';
import { KeptContext, type KeptHtml } from './kept-context';

/** What every island of a page shares: the query cache and tRPC client, the page's formatter. */
export interface IslandEnv {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  intl: ShopIntl;
}

/**
 * What an island's component reads, as the app's router frame gives it (`router.tsx`): the query cache and tRPC, the
 * page's language, plain links (`PLAIN_NAV`), the settings and the theme; and the server's HTML it keeps (`Kept`).
 * `onCommit` runs once the island is drawn.
 */
export function IslandRoot({
  env,
  kept = null,
  onCommit,
  children,
}: {
  env: IslandEnv;
  kept?: KeptHtml | null;
  onCommit?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={env.queryClient}>
        <TRPCProvider trpcClient={env.trpcClient} queryClient={env.queryClient}>
          <IntlContext value={env.intl}>
            <NavProvider nav={PLAIN_NAV}>
              <SettingsProvider>
                <IslandTheme>
                  <KeptContext value={kept}>{children}</KeptContext>
                  {onCommit ? <Committed onCommit={onCommit} /> : null}
                </IslandTheme>
              </SettingsProvider>
            </NavProvider>
          </IntlContext>
        </TRPCProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

const noop = () => {};

/**
 * Mantine's theme and context as `MantineProvider` gives them (`ShopThemeProvider` in the app), without what an island
 * never needs: the page's `<style>` has the theme's CSS variables and Mantine's classes, the server wrote the colour
 * scheme on `<html>`, and the runtime draws the toasts. Its code (the variables' writer, the colour-scheme manager)
 * is then not in an island page's first load.
 */
function IslandTheme({ children }: { children: ReactNode }) {
  const theme = useShopTheme();
  const scheme = colorScheme(useSettings());
  const context = useMemo(
    () => ({
      colorScheme: scheme,
      setColorScheme: noop,
      clearColorScheme: noop,
      getRootElement: () => document.documentElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      withStaticClasses: true,
    }),
    [scheme],
  );
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
