import type { Scheme } from './contrast';

/** The key of the dimmed text's shade (Mantine's gray 6 on light, dark 2 on dark) in DEFAULT_TEXT_SHADES. */
export const DIMMED = '(dimmed)';

/**
 * `textVariables`' text shade for each of Mantine's own palettes on each scheme's surfaces, worked out ahead: the
 * contrast search for the fourteen palettes in both schemes cost ~5 ms of CPU at every page's start (×4–8 on a
 * phone) for figures that never change. Only the shop's own colours (brand, secondary) are searched live.
 * `theme.test.ts` checks every entry equals the live search, so a Mantine upgrade that changes a palette fails there.
 */
export const DEFAULT_TEXT_SHADES: Record<Scheme, Record<string, string>> = {
  light: {
    dark: '#1a1a1a',
    gray: '#656b72',
    red: '#a63636',
    pink: '#9f3259',
    grape: '#85359a',
    violet: '#5b3cb7',
    indigo: '#364dad',
    blue: '#175d9b',
    cyan: '#0d6b79',
    teal: '#0b7253',
    green: '#267334',
    lime: '#4c7512',
    yellow: '#8d6303',
    orange: '#9b4d0c',
    [DIMMED]: '#686e75',
  },
  dark: {
    dark: '#a5a5a5',
    gray: '#9fa5ab',
    red: '#fc9e9e',
    pink: '#ee85aa',
    grape: '#d58ae8',
    violet: '#b199f7',
    indigo: '#91a6f9',
    blue: '#75b7ef',
    cyan: '#60c5d3',
    teal: '#65d1b0',
    green: '#8dda9b',
    lime: '#bde388',
    yellow: '#fde5ab',
    orange: '#febb82',
    [DIMMED]: '#a5a5a5',
  },
};
