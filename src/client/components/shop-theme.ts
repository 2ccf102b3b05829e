import type { MantineThemeOverride } from '@mantine/core';
import { useMemo } from 'react';
import { useSettings } from '../features/settings';
import { useT } from '../i18n/hooks';
import shellMessages from '../i18n/messages/shell.en.json';
import { buildTheme } from '../theme';

/** Mantine's theme from the site settings (colours, font) with the shell's labels, made again only when they change. */
export function useShopTheme(): MantineThemeOverride {
  const { primaryColor, secondaryColor, fontFamily } = useSettings();
  const t = useT(shellMessages);
  return useMemo(
    () =>
      buildTheme(
        { primaryColor, secondaryColor, fontFamily },
        { close: t('shell.close'), togglePassword: t('shell.togglePassword') },
      ),
    [primaryColor, secondaryColor, fontFamily, t],
  );
}
