import { describe, expect, it } from 'vitest';
import { createStars, nextShootingDelay, shootingGroupSize, starCount } from './star-field';

describe('star field', () => {
  it('draws one star per 5000 square pixels', () => {
    expect(starCount(1280, 900)).toBe(230);
    expect(createStars(100, 100)).toHaveLength(2);
  });

  it('sends 1, 2 or 3 shooting stars at 60 / 30 / 10 %', () => {
    expect(shootingGroupSize(() => 0)).toBe(1);
    expect(shootingGroupSize(() => 0.59)).toBe(1);
    expect(shootingGroupSize(() => 0.6)).toBe(2);
    expect(shootingGroupSize(() => 0.89)).toBe(2);
    expect(shootingGroupSize(() => 0.9)).toBe(3);
  });

  it('waits 3 to 20 seconds between groups', () => {
    expect(nextShootingDelay(() => 0)).toBe(3000);
    expect(nextShootingDelay(() => 0.999999)).toBeCloseTo(20_000, -1);
  });
});
