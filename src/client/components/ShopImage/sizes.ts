import type { SimpleGridProps } from '@mantine/core';

/** Mantine's default breakpoints, widest first. */
const BREAKPOINTS = [
  ['xl', '88em'],
  ['lg', '75em'],
  ['md', '62em'],
  ['sm', '48em'],
  ['xs', '36em'],
] as const;

/** The `sizes` of a card image in a SimpleGrid of these `cols`: one column's share of the viewport per breakpoint. */
export function gridSizes(cols: SimpleGridProps['cols']): string {
  if (typeof cols !== 'object' || cols === null) return `${Math.round(100 / Number(cols ?? 1))}vw`;
  const byWidth = cols as Partial<Record<string, number>>;
  const rules = BREAKPOINTS.filter(([key]) => byWidth[key] !== undefined).map(
    ([key, min]) => `(min-width: ${min}) ${Math.round(100 / (byWidth[key] as number))}vw`,
  );
  return [...rules, `${Math.round(100 / (byWidth.base ?? 1))}vw`].join(', ');
}

/** Splits a `sizes` list on its top-level commas (a length may hold `max(a, b)`). */
function sizeRules(sizes: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    if (sizes[i] === '(') depth++;
    else if (sizes[i] === ')') depth--;
    else if (sizes[i] === ',' && depth === 0) {
      rules.push(sizes.slice(start, i).trim());
      start = i + 1;
    }
  }
  return [...rules, sizes.slice(start).trim()];
}

/**
 * The `sizes` of an image cover-fitted into a frame of `frameRatio` (width / height): an image wider than
 * its frame is drawn wider than the frame by the ratio of the two, so each rule's width grows by it.
 */
export function coverSizes(sizes: string, imageRatio: number, frameRatio: number): string {
  const scale = imageRatio / frameRatio;
  if (scale <= 1.01) return sizes;
  return sizeRules(sizes)
    .map((rule) => {
      const media = rule.match(/^(\([^)]*\))\s+(.*)$/);
      const length = media ? media[2] : rule;
      return `${media ? `${media[1]} ` : ''}calc(${length} * ${scale.toFixed(3)})`;
    })
    .join(', ');
}

/**
 * The `sizes` of an image drawn in a `width`×`height` frame (ShopImage), per image set: its preload must ask for
 * the same, or the browser fetches another file and warns that the preloaded one was not used.
 */
export const framedSizes =
  (sizes: string, width: number, height: number) =>
  (set: { width: number; height: number }): string =>
    coverSizes(sizes, set.width / set.height, width / height);

/** A full-width background, at least `minHeight` tall, cover-fitted: as wide as the viewport or its height allows. */
export const backgroundSizes =
  (minHeight: string) =>
  ({ width, height }: { width: number; height: number }): string =>
    `max(100vw, calc(${minHeight} * ${(width / height).toFixed(3)}))`;

/** One column of two from md up (detail pages, split sections), the full width below. */
export const HALF_FROM_MD = '(min-width: 62em) 50vw, 100vw';

/** The home page's hero fills the first screen below the 64 px header. */
export const HERO_SIZES = backgroundSizes('(100vh - 64px)');

/** The product and painting pages' main image: a 4:5 frame, half the width from md up (and its preload). */
export const DETAIL_IMAGE = { width: 800, height: 1000, sizes: HALF_FROM_MD } as const;
