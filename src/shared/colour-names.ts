import type { Locale } from './locale.js';
import { variantLabel } from './variant-label.js';

/**
 * A colour's name in the reader's language. Variants and order lines store the owner's English name ('black',
 * 'bleached blue'); they are named in French when shown or mailed, from this fixed map (stored data never changes).
 * A name not in the map (a colour the owner made up) is shown as stored. The storefront capitalises it as a label
 * ('Noir'); a mail's line keeps it as written ('Acid Wash Tee — M / noir').
 */
const FRENCH: Readonly<Record<string, string>> = {
  black: 'noir',
  white: 'blanc',
  gray: 'gris',
  grey: 'gris',
  blue: 'bleu',
  indigo: 'indigo',
  green: 'vert',
  amber: 'ambre',
  orange: 'orange',
  stone: 'pierre',
  'bleached blue': 'bleu délavé',
};

export function colourName(colour: string, locale: Locale): string {
  return locale === 'fr' ? (FRENCH[colour.trim().toLowerCase()] ?? colour) : colour;
}

/** `variantLabel` with the colour in the reader's language: 'Acid Wash Tee — M / noir' for a French mail. */
export function variantLabelIn(locale: Locale, line: { name: string; size: string; color: string }): string {
  return variantLabel(line.name, line.size, line.color && colourName(line.color, locale));
}
