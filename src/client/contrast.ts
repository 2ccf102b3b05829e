import { type Colord, colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

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

/** The lowest contrast `color` has against any of `surfaces` (colord's WCAG 2 ratio). */
export function worstContrast(color: string, surfaces: readonly string[]): number {
  const c = colord(color);
  return Math.min(...surfaces.map((surface) => c.contrast(surface)));
}

const lightness = (c: Colord) => c.toHsl().l;

/**
 * The shade of `color` nearest to it that reads on every one of `surfaces` at `ratio`: the colour
 * itself when it already does, else the same hue darkened (on light surfaces) or lightened (on dark
 * ones) by the least HSL lightness that passes. Black and white always pass, so there always is one.
 */
export function readableShade(color: string, surfaces: readonly string[], ratio = TEXT_CONTRAST): string {
  const base = colord(color);
  const passes = (c: Colord) => surfaces.every((surface) => c.contrast(surface) >= ratio);
  if (passes(base)) return base.toHex();
  const onLight = surfaces.reduce((sum, s) => sum + colord(s).luminance(), 0) / surfaces.length > 0.18;
  const shift = (amount: number) => (onLight ? base.darken(amount) : base.lighten(amount));
  // Lightness moves one way; search the smallest step that passes (to 1/1024 of the range).
  let low = 0;
  let high = onLight ? lightness(base) / 100 : 1 - lightness(base) / 100;
  for (let i = 0; i < 10; i++) {
    const middle = (low + high) / 2;
    if (passes(shift(middle))) high = middle;
    else low = middle;
  }
  const shade = colord(shift(high).toHex());
  return passes(shade) ? shade.toHex() : onLight ? '#000000' : '#ffffff';
}

/** Black or white, whichever reads better on a fill of `color` (at least 4.58:1 for any colour). */
export function textOnFill(color: string): '#000000' | '#ffffff' {
  const c = colord(color);
  return c.contrast('#000000') >= c.contrast('#ffffff') ? '#000000' : '#ffffff';
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
    color: colord(color).toHex(),
    text: { light: text('light'), dark: text('dark') },
    fill: { text: fillText, ratio: round(colord(color).contrast(fillText)) },
    edge: { light: round(colord(color).contrast('#ffffff')), dark: round(colord(color).contrast('#242424')) },
  };
}
