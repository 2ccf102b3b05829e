import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date';

describe('formatDay', () => {
  it('writes a calendar day as each language does, the same day whatever the time zone', () => {
    // The test runner's zone may be anywhere: read as UTC midnight, the 29th would be the 28th west of Greenwich.
    expect(formatDay('2026-11-29')).toBe('November 29, 2026');
    expect(formatDay('2026-11-29', 'fr')).toBe('29 novembre 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
