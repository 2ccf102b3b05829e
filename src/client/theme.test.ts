import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { SURFACES } from './contrast';
import { DEFAULT_TEXT_SHADES } from './default-text-shades';
import { schemeVariablesCss } from './scheme-variables';
import { buildTheme, colorScheme, generatePalette, textVariables } from './theme';

describe('theme', () => {
  it('builds ten shades with the chosen colour as the filled shade', () => {
    const palette = generatePalette('#BF8F52');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#bf8f52');
    expect(palette[0]).not.toBe(palette[9]);
  });

  it('reads three-digit colours', () => {
    expect(generatePalette('#fff')[6]).toBe('#ffffff');
  });

  it('uses the primary colour and font from the settings', () => {
    const theme = buildTheme({ primaryColor: '#112233', secondaryColor: '#A67942', fontFamily: 'Poppins' });
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe('#112233');
    expect(theme.fontFamily).toMatch(/^'Poppins', .*sans-serif$/);
  });

  it('names the family the self-hosted font registers (fontsource calls variable builds "… Variable")', () => {
    const theme = buildTheme({ primaryColor: '#112233', secondaryColor: '#A67942', fontFamily: 'Inter' });
    expect(theme.fontFamily).toMatch(/^'Inter Variable', .*sans-serif$/);
  });

  it('falls back to a serif for Playfair Display, a serif font, until it has loaded', () => {
    const theme = buildTheme({ primaryColor: '#112233', secondaryColor: '#A67942', fontFamily: 'Playfair Display' });
    expect(theme.fontFamily).toMatch(/^'Playfair Display Variable', .*serif$/);
    expect(theme.fontFamily).not.toMatch(/sans-serif/);
    expect(theme.headings?.fontFamily).toBe(theme.fontFamily);
  });

  it('forces the dark scheme only when dark mode is on', () => {
    expect(colorScheme({ darkMode: true })).toBe('dark');
    expect(colorScheme({ darkMode: false })).toBe('light');
  });

  it("takes Mantine's palettes' text shades from the table worked out ahead, each equal to the live search", () => {
    const theme = mergeMantineTheme(
      DEFAULT_THEME,
      buildTheme({ primaryColor: '#2f6f4f', secondaryColor: '#d4a017', fontFamily: 'Inter' }),
    );
    for (const scheme of ['light', 'dark'] as const) {
      // The same surfaces in another array: textVariables then searches every shade live.
      const live = textVariables(theme, scheme, [...SURFACES[scheme]]);
      expect(textVariables(theme, scheme)).toEqual(live);
      expect(Object.keys(DEFAULT_TEXT_SHADES[scheme])).toHaveLength(Object.keys(DEFAULT_THEME.colors).length + 1);
    }
  });

  it("writes every variable for the page's one scheme at the root: the scheme's own values, the contrast rule's on top", () => {
    const theme = mergeMantineTheme(
      DEFAULT_THEME,
      buildTheme({ primaryColor: '#112233', secondaryColor: '#A67942', fontFamily: 'Inter' }),
    );
    const rule = (css: string) =>
      Object.fromEntries([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
    const light = schemeVariablesCss(theme, 'light');
    const dark = schemeVariablesCss(theme, 'dark');
    for (const css of [light, dark]) {
      expect(css.startsWith(':root{')).toBe(true);
      expect(css.match(/\{/g)).toHaveLength(1);
      expect(css).not.toContain('data-mantine-color-scheme');
    }
    expect(rule(light)['--mantine-color-scheme']).toBe('light');
    expect(rule(light)['--mantine-color-body']).toBe('#fff');
    expect(rule(light)['--mantine-color-brand-filled']).toBe('var(--mantine-color-brand-6)');
    expect(rule(light)['--mantine-color-brand-6']).toBe('#112233');
    expect(rule(light)['--mantine-color-dimmed']).toBe(textVariables(theme, 'light')['--mantine-color-dimmed']);
    expect(rule(dark)['--mantine-color-scheme']).toBe('dark');
    expect(rule(dark)['--mantine-color-body']).toBe('var(--mantine-color-dark-7)');
    expect(rule(dark)['--mantine-color-dimmed']).toBe(textVariables(theme, 'dark')['--mantine-color-dimmed']);
    expect(rule(dark)['--mantine-font-family']).toBe(theme.fontFamily);
  });
});
