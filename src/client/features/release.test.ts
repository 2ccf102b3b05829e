import { describe, expect, it } from 'vitest';
import { fromLocalInput, timeLeft, toLocalInput } from './release';

describe('a release as the screens show it', () => {
  it('counts the time left as a clock (storefront) or in words (the admin badge)', () => {
    const ms = ((2 * 24 + 4) * 3600 + 12 * 60 + 5) * 1000;
    expect(timeLeft(ms, 'clock')).toBe('2d 04h 12m 05s');
    expect(timeLeft(ms, 'words')).toBe('2 d 4 h 12 min');
    expect(timeLeft((2 * 3600 + 14 * 60) * 1000, 'words')).toBe('2 h 14 min');
    expect(timeLeft(59_400, 'clock')).toBe('00h 01m 00s');
    expect(timeLeft(30_000, 'words')).toBe('less than a minute');
    expect(timeLeft(-5_000, 'clock')).toBe('00h 00m 00s');
  });

  it("turns the admin's local date-time field into the ISO time the server keeps, and back", () => {
    const iso = new Date('2026-12-01T18:00:30').toISOString();
    expect(fromLocalInput('2026-12-01T18:00:30')).toBe(iso);
    expect(toLocalInput(iso)).toBe('2026-12-01T18:00:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
