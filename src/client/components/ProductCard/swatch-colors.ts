import type { Product } from '@shared/schemas/catalogue';
import { colourPhoto, sameColour } from '../Gallery/item-images';

/** Swatch colours by colour name (spec §9, and the shop's own washes); any other colour shows as light grey. */
export const SWATCH_COLORS: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  gray: '#6b7280',
  blue: '#3b82f6',
  indigo: '#6366f1',
  green: '#22c55e',
  amber: '#f59e0b',
  orange: '#f97316',
  stone: '#78716c',
  // The brand's bleached denim blue (a pale, washed blue: not the grey of an unknown colour).
  'bleached blue': '#9dbbdc',
};

export const OTHER_SWATCH_COLOR = '#e5e7eb';

/** The most swatches a product card shows (spec §9). */
export const CARD_SWATCH_LIMIT = 3;

export function swatchColor(name: string): string {
  return SWATCH_COLORS[name.trim().toLowerCase()] ?? OTHER_SWATCH_COLOR;
}

/** What a colour's swatch is drawn from: the product's photos and the colours its owner set. */
export type SwatchSource = Partial<Pick<Product, 'images' | 'colorSwatches'>>;

/** A swatch's face: a colour, and a photo over it (a small round crop) when it has one. */
export interface SwatchFace {
  color: string;
  photo?: string;
}

/**
 * How a product's colour looks in a swatch: the colour its owner set for it (`colorSwatches`), else the
 * colour's own photo (the first tied to it), else the table's colour.
 */
export function swatchFace(product: SwatchSource, name: string): SwatchFace {
  const owner = Object.entries(product.colorSwatches ?? {}).find(([colour]) => sameColour(colour, name));
  if (owner) return { color: owner[1] };
  const photo = colourPhoto(product.images, name);
  return photo ? { color: swatchColor(name), photo: photo.url } : { color: swatchColor(name) };
}
