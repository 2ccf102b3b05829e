import { useEffect } from 'react';
import { putFontOnInSteps } from './font-steps';

/**
 * Puts the chosen font on the page once hydrated and its faces that the page's text needs are loaded, a part at a
 * time (`font-steps.ts`): each part laid out again once, in a task of its own (it was the whole page in one task;
 * before that, twice: when its rules applied and the text fell back while loading, and again when the file came).
 */
export function useFontOnPage(hydrated: boolean) {
  useEffect(() => {
    if (!hydrated) return;
    const wait = new AbortController();
    let stop: (() => void) | undefined;
    void fontLoaded(wait.signal).then(() => {
      if (!wait.signal.aborted) stop = putFontOnInSteps(document.getElementById('root'));
    });
    return () => {
      wait.abort();
      stop?.();
    };
  }, [hydrated]);
}

/**
 * Resolves once the chosen font's faces that the page's text needs are loaded (or after 3 s, or at once when it has
 * none), looked up in a task of its own, not the one that ends hydration. They are the page's own faces, from the
 * rules it carries (`FontFaces`): loading one changes no element's text, since none uses the font until a step marks
 * it. `signal` stops the wait.
 */
export function fontLoaded(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const start = setTimeout(() => {
      const faces = chosenFontFaces();
      if (faces.length === 0) return resolve();
      const timer = setTimeout(resolve, 3000);
      signal?.addEventListener('abort', () => clearTimeout(timer));
      Promise.allSettled(faces.map((face) => face.load())).then(() => resolve());
    });
    signal?.addEventListener('abort', () => clearTimeout(start));
  });
}

/**
 * The page's faces of the chosen font (the first family of the theme's `--shop-font`) whose range holds basic Latin,
 * what every page's text is drawn in.
 */
function chosenFontFaces(): FontFace[] {
  const family = unquote(getComputedStyle(document.documentElement).getPropertyValue('--shop-font').split(',')[0]);
  const faces: FontFace[] = [];
  if (!family) return faces;
  document.fonts.forEach((face) => {
    if (unquote(face.family) === family && coversLetterA(face.unicodeRange)) faces.push(face);
  });
  return faces;
}

/** A CSS family name without its quotes and spaces around. */
function unquote(name = ''): string {
  return name.trim().replace(/^["']|["']$/g, '');
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
