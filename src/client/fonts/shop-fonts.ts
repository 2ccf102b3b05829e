import type { SiteSettings } from '@shared/settings';

export type FontFamily = SiteSettings['fontFamily'];

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

/**
 * The fonts the admin offers (`FONT_FAMILIES`), self-hosted from the fontsource packages (their stylesheets:
 * `font-stylesheets.ts`): the family each registers (fontsource names variable builds "… Variable") and what
 * shows until it has loaded (`font-display: swap`): a local face with the font's metrics (`fallback-faces.css`,
 * "Inter Fallback" …), then a serif for the serif font, a sans-serif for the others.
 */
const SHOP_FONTS: Record<FontFamily, { face: string; kind: 'sans' | 'serif' }> = {
  Inter: { face: 'Inter Variable', kind: 'sans' },
  Roboto: { face: 'Roboto Variable', kind: 'sans' },
  Montserrat: { face: 'Montserrat Variable', kind: 'sans' },
  'Playfair Display': { face: 'Playfair Display Variable', kind: 'serif' },
  Poppins: { face: 'Poppins', kind: 'sans' },
};

/** `family` if the shop offers it, else Inter, the default (a value the settings' schema would refuse). */
const offered = (family: FontFamily): FontFamily => (family in SHOP_FONTS ? family : 'Inter');

/** The CSS `font-family` for the chosen font: its face first, then its fallback (`fontFallback`). */
export function fontStack(family: FontFamily): string {
  return `'${SHOP_FONTS[offered(family)].face}', ${fontFallback(family)}`;
}

/**
 * What the chosen font's text shows until the font is on the page (`font-steps.ts`): its face with the font's metrics
 * (`fallback-faces.css`), then the fallback of its kind.
 */
export function fontFallback(family: FontFamily): string {
  const named = offered(family);
  return `'${named} Fallback', ${SHOP_FONTS[named].kind === 'serif' ? SERIF : SANS}`;
}
