import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('the sign-in redirect', () => {
  it('keeps paths of this site with their search', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('/profile?tab=orders')).toBe('/profile?tab=orders');
  });

  it('refuses other sites, schemes, the sign-in screen and non-strings', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth',
      'checkout',
      '',
      42,
      null,
    ]) {
      expect(safeRedirect(value)).toBeUndefined();
    }
  });
});
