import { convertCssVariables, defaultCssVariablesResolver, type MantineTheme } from '@mantine/core';
import type { Scheme } from './contrast';
import { contrastVariables } from './theme';

/**
 * Every CSS variable of the theme for the page's one colour scheme, as one `:root` rule: Mantine's (for `theme`, not
 * only where it differs from its defaults) with the contrast rule's on top. The page's scheme is fixed by the settings
 * (`forceColorScheme`), so the other scheme's half and Mantine's sheet of default variables (25 KB in every page's
 * HTML) are never drawn. The parts drawn in the other tone set their few variables themselves (ToneZone). A module of
 * its own: Mantine's resolver stays out of an islands page's first load, which needs theme.ts but not this.
 */
export function schemeVariablesCss(theme: MantineTheme, scheme: Scheme): string {
  const mantine = defaultCssVariablesResolver(theme);
  const shop = contrastVariables(theme);
  const variables = {
    ...mantine.variables,
    ...shop.variables,
    ...mantine[scheme],
    ...shop[scheme],
    '--mantine-color-scheme': scheme,
  };
  return convertCssVariables({ variables, light: {}, dark: {} }, ':root').trim();
}
