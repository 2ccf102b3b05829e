import { describe, expect, it } from 'vitest';
import { asLocale, LOCALES, localeTag } from './locale.js';

describe('the shop languages', () => {
  it('reads only a language the shop speaks, and names each with its Intl tag', () => {
    expect(LOCALES.map(localeTag)).toEqual(['en-US', 'fr-CA']);
    expect(asLocale('fr')).toBe('fr');
    expect(asLocale('FR')).toBeNull();
    expect(asLocale('de')).toBeNull();
    expect(asLocale(['fr'])).toBeNull();
  });
});
