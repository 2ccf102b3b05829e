import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useSettings } from '../features/settings';
import { buildTheme, colorScheme, contrastVariables } from '../theme';
import { Toasts } from './Toasts';

/** Mantine themed from the site settings, with one toast at a time where the settings place it. */
export function ShopThemeProvider({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const { primaryColor, secondaryColor, fontFamily } = settings;
  const theme = useMemo(
    () => buildTheme({ primaryColor, secondaryColor, fontFamily }),
    [primaryColor, secondaryColor, fontFamily],
  );
  return (
    <MantineProvider theme={theme} forceColorScheme={colorScheme(settings)} cssVariablesResolver={contrastVariables}>
      <Toasts position={settings.notificationPosition} />
      {children}
    </MantineProvider>
  );
}
