import { darken, lighten, luminance, toRgba } from '@mantine/core';

// Mantine's colour functions (already in every page's framework chunk) do the colour maths: WCAG's
// relative luminance and mixing towards black or white, which keeps the hue.

/** WCAG 2.2 AA: body text 4.5:1; large text and the edges of controls 3:1. */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

/**
 * The surfaces text sits on in each scheme: the page, Mantine's papers, inputs and hovered rows,
 * and the warm sand of the storefront's light sections. A text colour must read on all of them.
 */
export const LIGHT_SURFACES = ['#ffffff', '#f8f9fa', '#f1f3f5', '#f4f0ea'] as const;
export const DARK_SURFACES = ['#242424', '#2e2e2e', '#3b3b3b', '#1f1f1f'] as const;

export type Scheme = 'light' | 'dark';
export const SURFACES: Record<Scheme, readonly string[]> = { light: LIGHT_SURFACES, dark: DARK_SURFACES };

/** WCAG 2's contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** `color` as `#rrggbb` (any CSS colour Mantine parses: hex, rgb(), rgba(), hsl()). */
export function toHex(color: string): string {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`;
}

/** The lowest contrast `color` has against any of `surfaces`. */
function worstContrast(color: string, surfaces: readonly string[]): number {
  return Math.min(...surfaces.map((surface) => contrast(color, surface)));
}

/**
 * The shade of `color` nearest to it that reads on every one of `surfaces` at `ratio`: the colour
 * itself when it already does, else the same hue mixed with black (on light surfaces) or white (on dark
 * ones) by the least amount that passes. Black and white always pass, so there always is one.
 */
export function readableShade(color: string, surfaces: readonly string[], ratio = TEXT_CONTRAST): string {
  const base = toHex(color);
  const passes = (c: string) => worstContrast(c, surfaces) >= ratio;
  if (passes(base)) return base;
  const onLight = surfaces.reduce((sum, s) => sum + luminance(s), 0) / surfaces.length > 0.18;
  const shift = (amount: number) => toHex(onLight ? darken(base, amount) : lighten(base, amount));
  // The mix moves one way; search the smallest amount that passes (to 1/1024).
  let low = 0;
  let high = 1;
  for (let i = 0; i < 10; i++) {
    const middle = (low + high) / 2;
    if (passes(shift(middle))) high = middle;
    else low = middle;
  }
  const shade = shift(high);
  return passes(shade) ? shade : onLight ? '#000000' : '#ffffff';
}

/** Black or white, whichever reads better on a fill of `color` (at least 4.58:1 for any colour). */
export function textOnFill(color: string): '#000000' | '#ffffff' {
  return contrast(color, '#000000') >= contrast(color, '#ffffff') ? '#000000' : '#ffffff';
}

/** What the admin sees for one chosen colour: its contrasts and the shade the shop uses for text. */
export interface ColourCheck {
  color: string;
  /** As text on the light and dark page: the chosen colour's own worst ratio, and the shade used. */
  text: Record<Scheme, { ratio: number; shade: string; shadeRatio: number }>;
  /** Text on a button filled with the colour. */
  fill: { text: string; ratio: number };
  /** The fill against the page, for the edges of buttons and badges (3:1 for UI parts). */
  edge: Record<Scheme, number>;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function checkColour(color: string): ColourCheck {
  const text = (scheme: Scheme) => {
    const shade = readableShade(color, SURFACES[scheme]);
    return {
      ratio: round(worstContrast(color, SURFACES[scheme])),
      shade,
      shadeRatio: round(worstContrast(shade, SURFACES[scheme])),
    };
  };
  const fillText = textOnFill(color);
  return {
    color: toHex(color),
    text: { light: text('light'), dark: text('dark') },
    fill: { text: fillText, ratio: round(contrast(color, fillText)) },
    edge: { light: round(contrast(color, '#ffffff')), dark: round(contrast(color, '#242424')) },
  };
}
