import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { SiteSettings } from '@shared/settings';
import { fontStack } from './fonts/shop-fonts';

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

/** The shop's Mantine theme from its site settings (colours and font). */
export function buildTheme(settings: ThemeSettings): MantineThemeOverride {
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
    defaultRadius: 'sm',
    cursorType: 'pointer',
    autoContrast: true,
  });
}

export function colorScheme(settings: Pick<SiteSettings, 'darkMode'>): 'light' | 'dark' {
  return settings.darkMode ? 'dark' : 'light';
}
