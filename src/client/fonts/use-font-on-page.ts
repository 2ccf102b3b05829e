import { useEffect, useState } from 'react';
import { putFontOnInSteps } from './font-steps';

/**
 * True once the chosen font's faces that the page's text needs are loaded, after hydration: the stylesheet is then
 * switched on with its files already at hand, and the font is put on the page a part at a time (`font-steps.ts`),
 * each part laid out again once, in a task of its own (it was the whole page in one task; before that, twice: when
 * its rules applied and the text fell back while loading, and again when the file came).
 */
export function useFontReady(href: string, hydrated: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!hydrated || ready) return;
    const wait = new AbortController();
    void fontLoaded(href, wait.signal).then(() => {
      if (!wait.signal.aborted) setReady(true);
    });
    return () => wait.abort();
  }, [href, hydrated, ready]);
  useEffect(() => (ready ? putFontOnInSteps(document.getElementById('root')) : undefined), [ready]);
  return ready;
}

/**
 * Resolves once the faces of `href`'s stylesheet that the page's text needs are loaded (or after 3 s, or at once when
 * it has none), looked up in a task of its own: reading the stylesheet's rules and making its faces is a millisecond
 * or two, which the task that ends hydration need not carry. `signal` stops the wait.
 */
export function fontLoaded(href: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const start = setTimeout(() => {
      const faces = fontFaces(document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`));
      if (faces.length === 0) return resolve();
      const timer = setTimeout(resolve, 3000);
      signal.addEventListener('abort', () => clearTimeout(timer));
      Promise.allSettled(faces.map((face) => face.load())).then(() => resolve());
    });
    signal.addEventListener('abort', () => clearTimeout(start));
  });
}

/** The stylesheet's faces whose range holds basic Latin (what every page's text is drawn in), as loadable faces. */
function fontFaces(link: HTMLLinkElement | null): FontFace[] {
  let rules: CSSRuleList | undefined;
  try {
    rules = link?.sheet?.cssRules;
  } catch {
    return [];
  }
  const faces: FontFace[] = [];
  for (const rule of Array.from(rules ?? [])) {
    if (!(rule instanceof CSSFontFaceRule)) continue;
    const style = rule.style;
    const range = style.getPropertyValue('unicode-range');
    if (range && !coversLetterA(range)) continue;
    faces.push(
      new FontFace(style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''), style.getPropertyValue('src'), {
        style: style.getPropertyValue('font-style') || undefined,
        weight: style.getPropertyValue('font-weight') || undefined,
        unicodeRange: range || undefined,
        display: 'swap',
      }),
    );
  }
  return faces;
}

/** Whether a `unicode-range` (`U+0-FF`, `U+??`, `U+41`, comma-separated) holds "A" (U+41). */
function coversLetterA(range: string): boolean {
  return range.split(',').some((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    const low = Number.parseInt(from.replace(/\?/g, '0'), 16);
    const high = Number.parseInt((to ?? from).replace(/\?/g, 'F'), 16);
    return low <= 0x41 && 0x41 <= high;
  });
}
