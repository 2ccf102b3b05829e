/**
 * The chosen font put on the page a part at a time (issue 45), once its files are loaded.
 *
 * Until then the page is drawn in the fallback (`font-steps.css`: Mantine's font variables hold the fallback while
 * `<html>` lacks `data-font-ready`). Putting the font on the whole page at once is one layout of all its text, shaped
 * again in the new font: 26–31 ms on the paintings page here, unthrottled, which a phone's slow CPU makes a long task
 * of a few hundred ms after the first paint, the longest of the load. Here each step marks a few parts of the page
 * (`data-font-chunk`: their text takes the font), about `PARTS_PER_STEP` elements' worth, in a task of its own, so
 * each lays out a part of the page: 0.4–7 ms a step. The last step sets `data-font-ready` on `<html>` (what no part
 * covered: text between parts, dialogs drawn later), and one more takes the parts' marks off, so the page ends as it
 * would with the font from the start.
 */

/** About how many elements one step puts the font on. */
const PARTS_PER_STEP = 30;

const CHUNK = 'data-font-chunk';

/** The parts one step each: `root` split into parts of at most `limit` elements, in document order, grouped by step. */
export function fontSteps(root: Element, limit = PARTS_PER_STEP): Element[][] {
  // Each part with its weight (itself and what it holds), each element's descendants counted once.
  const parts: [Element, number][] = [];
  const split = (element: Element) => {
    const inside = element.getElementsByTagName('*').length;
    if (inside > limit && element.children.length > 0) {
      for (const child of Array.from(element.children)) split(child);
    } else parts.push([element, inside + 1]);
  };
  split(root);
  const steps: Element[][] = [];
  let step: Element[] = [];
  let size = 0;
  for (const [part, weight] of parts) {
    if (size + weight > limit && step.length > 0) {
      steps.push(step);
      step = [];
      size = 0;
    }
    step.push(part);
    size += weight;
  }
  if (step.length > 0) steps.push(step);
  return steps;
}

/** True once the page is drawn in the chosen font (all steps done, or it was never needed). */
function fontIsOnPage(): boolean {
  return document.documentElement.hasAttribute('data-font-ready');
}

/**
 * Puts the font on `root` step by step (a task each), then on the whole page; returns a function that stops
 * and puts it on the whole page at once (the page is leaving, or the font changed).
 */
export function putFontOnInSteps(root: Element | null, next: (step: () => void) => void = nextTask): () => void {
  const html = document.documentElement;
  const steps = root && !fontIsOnPage() ? fontSteps(root) : [];
  let stopped = false;
  const finish = () => {
    html.setAttribute('data-font-ready', '');
    next(() => {
      for (const part of Array.from(document.querySelectorAll(`[${CHUNK}]`))) part.removeAttribute(CHUNK);
    });
  };
  const run = (index: number) => {
    if (stopped) return;
    const step = steps[index];
    // A tab in the background runs a timer a second at most, and draws nothing: the rest at once there.
    if (!step || document.hidden) return finish();
    for (const part of step) part.setAttribute(CHUNK, '');
    next(() => run(index + 1));
  };
  next(() => run(0));
  return () => {
    if (stopped) return;
    stopped = true;
    if (!fontIsOnPage()) finish();
  };
}

/** The next task (not a microtask, nor a frame: the browser may paint and take input between two steps). */
function nextTask(step: () => void) {
  setTimeout(step, 0);
}
