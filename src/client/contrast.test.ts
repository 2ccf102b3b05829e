import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { checkColour, DARK_SURFACES, LIGHT_SURFACES, readableShade, TEXT_CONTRAST, textOnFill } from './contrast';
import { buildTheme, contrastVariables, textVariables } from './theme';

extend([a11yPlugin]);

/** Owner colours over the whole wheel: 12 hues × 3 saturations × 7 lightnesses, plus greys and the four. */
const GRID = [
  ...[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].flatMap((h) =>
    [35, 70, 100].flatMap((s) => [8, 25, 40, 50, 65, 80, 95].map((l) => colord({ h, s, l }).toHex())),
  ),
  ...['#000000', '#333333', '#808080', '#8a8a8a', '#cccccc', '#ffffff'],
  ...['#BF8F52', '#F6E27A', '#E3000F', '#FFF4B0'],
];

const themeFor = (primaryColor: string, secondaryColor: string) =>
  mergeMantineTheme(DEFAULT_THEME, buildTheme({ primaryColor, secondaryColor, fontFamily: 'Inter' }));

/** Every text colour the rule sets (all `…-text`, `…-light-color`, `…-outline`, dimmed, placeholder, links, errors). */
function textColours(variables: Record<string, string>): [string, string][] {
  return Object.entries(variables).filter(([name]) =>
    /-(text|light-color|outline)$|-(dimmed|placeholder|anchor|error|success)$/.test(name),
  );
}

const ratio = (a: string, b: string) => colord(a).contrast(b);

describe('the contrast rule', () => {
  it('keeps a colour that already reads and moves one that does not just far enough, keeping its hue', () => {
    expect(readableShade('#222222', LIGHT_SURFACES)).toBe('#222222');
    const gold = readableShade('#BF8F52', LIGHT_SURFACES);
    expect(gold).not.toBe('#bf8f52');
    expect(Math.min(...LIGHT_SURFACES.map((s) => ratio(gold, s)))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(Math.min(...LIGHT_SURFACES.map((s) => ratio(gold, s)))).toBeLessThan(TEXT_CONTRAST + 0.3);
    expect(Math.abs(colord(gold).hue() - colord('#BF8F52').hue())).toBeLessThan(4);
    expect(readableShade('#BF8F52', ['#242424'])).toBe('#bf8f52');
  });

  it.each(GRID)(
    'every derived text shade of owner colour %s reads at 4.5:1 on its background, light and dark',
    (colour) => {
      const theme = themeFor(colour, GRID[(GRID.indexOf(colour) * 7) % GRID.length] ?? colour);
      const { light, dark } = contrastVariables(theme);
      for (const [scheme, variables, surfaces] of [
        ['light', light, LIGHT_SURFACES],
        ['dark', dark, DARK_SURFACES],
      ] as const) {
        const colours = textColours(variables);
        expect(colours.length).toBeGreaterThan(40);
        for (const [name, value] of colours) {
          for (const surface of surfaces) {
            expect(ratio(value, surface), `${scheme} ${name} ${value} on ${surface}`).toBeGreaterThanOrEqual(
              TEXT_CONTRAST,
            );
          }
        }
        // Text in a colour's light variant sits on the colour's own tint.
        const tint = scheme === 'light' ? theme.colors.brand?.[1] : undefined;
        if (tint) expect(ratio(variables['--mantine-color-brand-light-color'] ?? '', tint)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(GRID)('text on a fill of %s (black or white) reads at 4.5:1', (colour) => {
    expect(ratio(textOnFill(colour), colour)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('a section on its own background (new arrivals, newsletter) gets shades that read on it', () => {
    const theme = themeFor('#BF8F52', '#A67942');
    for (const background of ['#0c0c0c', '#f5f5f5', '#5a5a5a', '#d0c4b0']) {
      const tone = colord(background).isLight() ? 'light' : 'dark';
      for (const [name, value] of textColours(textVariables(theme, tone, [background], ['brand', 'red']))) {
        expect(ratio(value, background), `${name} on ${background}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
  });

  it('tells the admin the chosen colour’s own contrast and the shade the shop uses', () => {
    const check = checkColour('#BF8F52');
    expect(check.text.light.ratio).toBeLessThan(3);
    expect(check.text.light.shadeRatio).toBeGreaterThanOrEqual(4.5);
    expect(check.text.dark.ratio).toBeGreaterThan(3.5);
    expect(check.text.dark.shadeRatio).toBeGreaterThanOrEqual(4.5);
    expect(check.fill.ratio).toBeGreaterThanOrEqual(4.5);
  });
});
