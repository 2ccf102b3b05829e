import { MantineProvider, useMantineTheme } from '@mantine/core';
import { memo, type ReactNode, useMemo } from 'react';
import type { Scheme } from '../contrast';
import { useSettings } from '../features/settings';
import { schemeVariablesCss } from '../scheme-variables';
import { colorScheme } from '../theme';
import { useShopTheme } from './shop-theme';
import { Toasts } from './Toasts';

/**
 * Mantine themed from the site settings, with one toast at a time where the settings place it. Memoised: when the
 * document around it re-renders (it does once, right after hydration, to switch the font stylesheet on), the page
 * below stays as it is instead of re-rendering every themed component synchronously (MantineProvider gives its
 * context a new value each render, and every Mantine component reads it), which also forced React to
 * hydrate every still-dehydrated Suspense boundary at once (one long task of several hundred ms on a phone).
 */
export const ShopThemeProvider = memo(function ShopThemeProvider({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const theme = useShopTheme();
  const scheme = colorScheme(settings);
  return (
    <MantineProvider theme={theme} forceColorScheme={scheme} withCssVariables={false}>
      <SchemeVariables scheme={scheme} />
      <Toasts position={settings.notificationPosition} />
      {children}
    </MantineProvider>
  );
});

/** The theme's CSS variables for the page's colour scheme alone, where Mantine's writer would add both (scheme-variables.ts). */
function SchemeVariables({ scheme }: { scheme: Scheme }) {
  const theme = useMantineTheme();
  const css = useMemo(() => schemeVariablesCss(theme, scheme), [theme, scheme]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the theme's own variables, written as Mantine writes them
  return <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: css }} />;
}
