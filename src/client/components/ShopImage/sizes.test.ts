import { describe, expect, it } from 'vitest';
import { backgroundSizes, coverSizes, gridSizes } from './sizes';

describe('image sizes', () => {
  it('gives a grid card one column of the viewport per breakpoint', () => {
    expect(gridSizes({ base: 1, sm: 2, lg: 4 })).toBe('(min-width: 75em) 25vw, (min-width: 48em) 50vw, 100vw');
    expect(gridSizes(3)).toBe('33vw');
  });

  it('widens the rules of an image wider than its frame, and leaves the others', () => {
    expect(coverSizes('(min-width: 62em) 50vw, 100vw', 1.5, 4 / 3)).toBe(
      '(min-width: 62em) calc(50vw * 1.125), calc(100vw * 1.125)',
    );
    expect(coverSizes('48px', 0.8, 0.8)).toBe('48px');
    expect(coverSizes('max(10vw, 20px), 30vw', 2, 1)).toBe('calc(max(10vw, 20px) * 2.000), calc(30vw * 2.000)');
  });

  it('sizes a cover-fitted background by the viewport or its height, whichever is wider', () => {
    expect(backgroundSizes('60vh')({ width: 1920, height: 800 })).toBe('max(100vw, calc(60vh * 2.400))');
  });
});
