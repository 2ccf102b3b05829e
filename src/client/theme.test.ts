import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { SURFACES } from './contrast';
import { DEFAULT_TEXT_SHADES } from './default-text-shades';
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
});
