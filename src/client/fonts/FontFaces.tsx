import type { BuiltStyles } from '../router-context';
import { fontStylesheet } from './font-stylesheets';
import type { FontFamily } from './shop-fonts';

/**
 * The chosen font's `@font-face` rules, in the page from its first byte (issue 45): the server writes its built
 * stylesheet's rules into the page (from `builtStyles`, the router's context there; ~2 KB), as it carries the routes'
 * CSS. A rule names a face and fetches nothing until text uses it, and no text in `#root` does until the font goes on
 * in steps (`font-steps.ts`), once its files are loaded (`useFontOnPage`). Linking the stylesheet `media="print"`
 * and switching it on once the files had come, as the page did before, added the rules late: Chromium then lays out
 * the whole page again (every text's font may have changed), before the first step.
 *
 * In the browser the page's `<style>` is left as it is (React adopts a carried style by its `data-href`); a font
 * chosen while the page is open, or a render with no build (tests, the dev server), links its stylesheet instead.
 */
export function FontFaces({ family, builtStyles }: { family: FontFamily; builtStyles: BuiltStyles | undefined }) {
  const href = fontStylesheet(family);
  const css = builtStyles?.[href];
  if (css !== undefined) {
    return (
      <style href={href} precedence="font">
        {css}
      </style>
    );
  }
  if (typeof document !== 'undefined' && document.querySelector(`style[data-href~="${href}"]`)) return null;
  return <link rel="stylesheet" href={href} precedence="font" />;
}
