import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { schemeVariablesCss } from './scheme-variables';
import { buildTheme, textVariables } from './theme';

describe('schemeVariablesCss', () => {
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
