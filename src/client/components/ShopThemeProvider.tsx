import { MantineProvider } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useSettings } from '../features/settings';
import { colorScheme, contrastVariables } from '../theme';
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
  return (
    <MantineProvider theme={theme} forceColorScheme={colorScheme(settings)} cssVariablesResolver={contrastVariables}>
      <Toasts position={settings.notificationPosition} />
      {children}
    </MantineProvider>
  );
});
