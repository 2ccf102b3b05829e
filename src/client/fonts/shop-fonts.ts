import type { SiteSettings } from '@shared/settings';

export type FontFamily = SiteSettings['fontFamily'];

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

/**
 * The fonts the admin offers (`FONT_FAMILIES`), self-hosted from the fontsource packages (their stylesheets:
 * `font-stylesheets.ts`): the family each registers (fontsource names variable builds "… Variable") and what
 * shows until it has loaded (`font-display: swap`), a serif for the serif font, a sans-serif for the others.
 */
const SHOP_FONTS: Record<FontFamily, { face: string; fallback: string }> = {
  Inter: { face: 'Inter Variable', fallback: SANS },
  Roboto: { face: 'Roboto Variable', fallback: SANS },
  Montserrat: { face: 'Montserrat Variable', fallback: SANS },
  'Playfair Display': { face: 'Playfair Display Variable', fallback: SERIF },
  Poppins: { face: 'Poppins', fallback: SANS },
};

/** The CSS `font-family` for the chosen font: its face first, then the fallback of its kind. */
export function fontStack(family: FontFamily): string {
  const font = SHOP_FONTS[family] ?? SHOP_FONTS.Inter;
  return `'${font.face}', ${font.fallback}`;
}

/** What the chosen font's text shows until the font is on the page (`font-steps.ts`): the fallback of its kind. */
export function fontFallback(family: FontFamily): string {
  return (SHOP_FONTS[family] ?? SHOP_FONTS.Inter).fallback;
}
