/** The garment dyes: base colour, shadow, and the rust halo and pale core that bleach leaves behind. */

export interface Dye {
  base: string;
  shade: string;
  mid: string;
  light: string;
  thread: string;
  denim?: boolean;
}

export const DYES = {
  black: { base: '#222022', shade: '#0b0a0b', mid: '#a9552f', light: '#f0c9a1', thread: '#3d393b' },
  navy: { base: '#1f2b4d', shade: '#0e1429', mid: '#93708d', light: '#eed9d6', thread: '#34416c' },
  indigo: { base: '#2d4572', shade: '#142140', mid: '#7590bd', light: '#dde6f0', thread: '#d49d52', denim: true },
  blackDenim: { base: '#272729', shade: '#0f0f10', mid: '#94705e', light: '#e2cdb8', thread: '#c98d47', denim: true },
  charcoal: { base: '#49484c', shade: '#232226', mid: '#ab8e7e', light: '#f1e6db', thread: '#5d5c61' },
  forest: { base: '#2d4636', shade: '#15231a', mid: '#a09a58', light: '#ece5b8', thread: '#3e5c48' },
  brown: { base: '#5b3623', shade: '#2b180e', mid: '#c4843f', light: '#f4ddb4', thread: '#d6a65c' },
} satisfies Record<string, Dye>;
export type DyeName = keyof typeof DYES;
