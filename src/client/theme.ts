import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import type { SiteSettings } from '@shared/settings';
import { readableShade, type Scheme, SURFACES } from './contrast';
import { DEFAULT_TEXT_SHADES, DIMMED } from './default-text-shades';
import { fontFallback, fontStack } from './fonts/shop-fonts';

type Rgb = readonly [number, number, number];

/** Lighter shades mix the colour with white, darker ones with black; the colour itself is shade 6. */
const TINTS = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16] as const;
const SHADES = [0.14, 0.28, 0.42] as const;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.padEnd(6, '0');
  const value = Number.parseInt(full.slice(0, 6), 16);
  return Number.isNaN(value) ? [0, 0, 0] : [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix([r, g, b]: Rgb, [tr, tg, tb]: Rgb, amount: number): Rgb {
  const towards = (from: number, to: number) => from + (to - from) * amount;
  return [towards(r, tr), towards(g, tg), towards(b, tb)];
}

/** A Mantine 10-shade palette around `hex`, which becomes shade 6 (the filled shade). */
export function generatePalette(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  return [
    ...TINTS.map((amount) => toHex(mix(base, WHITE, amount))),
    toHex(base),
    ...SHADES.map((amount) => toHex(mix(base, BLACK, amount))),
  ] as unknown as MantineColorsTuple;
}

export type ThemeSettings = Pick<SiteSettings, 'primaryColor' | 'secondaryColor' | 'fontFamily'>;

/** What Mantine's own buttons are called, in the page's language (`shell.close`, `shell.togglePassword`). */
export interface ThemeLabels {
  close: string;
  togglePassword: string;
}

const ENGLISH_LABELS: ThemeLabels = { close: 'Close', togglePassword: 'Toggle password visibility' };

/** The shop's Mantine theme from its site settings (colours and font), its buttons named in `labels`. */
export function buildTheme(settings: ThemeSettings, labels: ThemeLabels = ENGLISH_LABELS): MantineThemeOverride {
  const fontFamily = fontStack(settings.fontFamily);
  return createTheme({
    colors: {
      brand: generatePalette(settings.primaryColor),
      secondary: generatePalette(settings.secondaryColor),
    },
    primaryColor: 'brand',
    primaryShade: 6,
    fontFamily,
    headings: { fontFamily },
    // Read by `contrastVariables` for the font's fallback until the font is on the page (fonts/font-steps.ts).
    other: { fontFallback: fontFallback(settings.fontFamily) },
    defaultRadius: 'sm',
    cursorType: 'pointer',
    autoContrast: true,
    // Black text on a fill from the luminance where black starts to read better than white (WCAG's crossover).
    luminanceThreshold: 0.179,
    // Mantine's own transitions (modals, drawers, menus) end at once for visitors who prefer reduced motion.
    respectReducedMotion: true,
    // Every dialog's and drawer's × says what it does, and so does a password's show/hide eye.
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      CloseButton: { defaultProps: { 'aria-label': labels.close } },
      PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels.togglePassword } } },
      // A toast's text under its title: Mantine's gray-6 reads at 3.3:1 on white; the readable dimmed shade instead.
      Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    },
  });
}

type Variables = Record<string, string>;

/**
 * Text drawn in the theme's colours on `surfaces` (a scheme's, or one section's background): every
 * variable Mantine uses for a colour as text (`c="green"`, light, subtle and outline variants, the
 * brand's links) gets the colour's nearest shade that reads at 4.5:1 on all of them and on the colour's
 * own light-variant tint; likewise dimmed text, placeholders, errors. Fills keep the exact colour
 * (Mantine puts black or white text on them, whichever reads).
 */
export function textVariables(
  theme: MantineTheme,
  scheme: Scheme,
  surfaces: readonly string[] = SURFACES[scheme],
  names: readonly string[] = Object.keys(theme.colors),
): Variables {
  const variables: Variables = {};
  // Mantine's own palettes on the scheme's own surfaces come from the table worked out ahead (DEFAULT_TEXT_SHADES).
  const ahead = surfaces === SURFACES[scheme] ? DEFAULT_TEXT_SHADES[scheme] : {};
  const known = (name: string, shades: readonly string[]) =>
    DEFAULT_THEME.colors[name]?.every((shade, i) => shade === shades[i]) ? ahead[name] : undefined;
  for (const name of names) {
    const shades = theme.colors[name];
    if (!shades) continue;
    // The light variant's background and its hover (Mantine's `-light`, `-light-hover`).
    const tints = scheme === 'light' ? [shades[1], shades[2]] : [darken(shades[9], 0.5), darken(shades[9], 0.3)];
    const shade = known(name, shades) ?? readableShade(shades[6], [...surfaces, ...tints]);
    variables[`--mantine-color-${name}-text`] = shade;
    variables[`--mantine-color-${name}-light-color`] = shade;
    variables[`--mantine-color-${name}-outline`] = shade;
  }
  const quietColour = scheme === 'light' ? theme.colors.gray[6] : theme.colors.dark[2];
  const quiet =
    (quietColour === (scheme === 'light' ? DEFAULT_THEME.colors.gray[6] : DEFAULT_THEME.colors.dark[2])
      ? ahead[DIMMED]
      : undefined) ?? readableShade(quietColour, surfaces);
  const named = {
    '--mantine-color-anchor': variables[`--mantine-color-${theme.primaryColor}-text`],
    '--mantine-color-error': variables['--mantine-color-red-text'],
    '--mantine-color-success': variables['--mantine-color-teal-text'],
  };
  for (const [name, value] of Object.entries(named)) if (value) variables[name] = value;
  return { ...variables, '--mantine-color-dimmed': quiet, '--mantine-color-placeholder': quiet };
}

const resolved = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

/**
 * The contrast rule as CSS variables, computed once per theme (the theme changes with the settings).
 * `--shop-brand-on-dark` is the brand's text shade for the parts that are dark in both schemes (footer).
 */
export const contrastVariables: CSSVariablesResolver = (theme) => {
  let result = resolved.get(theme);
  if (!result) {
    const dark = textVariables(theme, 'dark');
    result = {
      variables: {
        '--shop-brand-on-dark': dark[`--mantine-color-${theme.primaryColor}-text`] ?? '',
        // The chosen font and its fallback, for `fonts/font-steps.css`.
        '--shop-font': theme.fontFamily ?? '',
        '--shop-font-fallback': String(theme.other.fontFallback ?? theme.fontFamily ?? ''),
      },
      light: textVariables(theme, 'light'),
      dark,
    };
    resolved.set(theme, result);
  }
  return result;
};

export function colorScheme(settings: Pick<SiteSettings, 'darkMode'>): 'light' | 'dark' {
  return settings.darkMode ? 'dark' : 'light';
}
