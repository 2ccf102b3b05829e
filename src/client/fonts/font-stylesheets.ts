/*
 * `?url`: Vite builds each font's stylesheet as a file of its own (its woff2 files emitted beside it, hashed) and
 * gives its URL, so nothing of a font is in the JavaScript but that URL, and only the chosen one is fetched.
 */
import interCss from '@fontsource-variable/inter?url';
import montserratCss from '@fontsource-variable/montserrat?url';
import playfairCss from '@fontsource-variable/playfair-display?url';
import robotoCss from '@fontsource-variable/roboto?url';
import poppinsCss from './poppins.css?url';
import type { FontFamily } from './shop-fonts';

const STYLESHEETS: Record<FontFamily, string> = {
  Inter: interCss,
  Roboto: robotoCss,
  Montserrat: montserratCss,
  'Playfair Display': playfairCss,
  Poppins: poppinsCss,
};

/** The built stylesheet of the chosen font (its @font-face rules, one per unicode-range subset); only it is linked. */
export function fontStylesheet(family: FontFamily): string {
  return STYLESHEETS[family] ?? STYLESHEETS.Inter;
}
