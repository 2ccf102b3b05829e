/**
 * The chosen font put on the page a part at a time (issue 45), once its files are loaded.
 *
 * Until then the page's root (`#root`) holds the fallback in Mantine's font variables (`font-steps.css`), so the
 * font's faces, once loaded, change no text by themselves. Putting the font on the whole page at once is one layout
 * of all its text, shaped again in the new font: a long task of a few hundred ms after the first paint on a phone's
 * slow CPU. Here each step marks a few parts of the page (`data-font-chunk`: their text takes the font), about
 * `PARTS_PER_STEP` elements' worth, in a task of its own, so each lays out a part of the page.
 *
 * The marks stay. Switching the font's variables at the root once the parts have the font would restyle every element
 * of the page again (Blink restyles all descendants of an element whose inherited custom property changes, whatever
 * they override): 113–141 ms at 4× CPU on home, the last long task of the load. Instead every text of the page is in
 * a part (an element with text or a form control of its own is never split), and an observer marks what the page
 * draws later where no part covers it (an island's new list, a route's page) as it is inserted, before its first
 * style. Dialogs, drawers and toasts are drawn outside `#root`, in the font. `data-font-ready` on `<html>` says the
 * steps are done.
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
    if (inside > limit && element.children.length > 0 && !drawsTextOfItsOwn(element)) {
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

/**
 * Form controls take their parent's font whatever marks them (Mantine's reset: `font: inherit`), so only marking
 * their parent puts them in the font.
 */
const INHERITING = new Set(['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA']);

/**
 * Whether `element` draws text that only marking it puts in the font: text of its own (not only in its children), or
 * a form control's.
 */
function drawsTextOfItsOwn(element: Element): boolean {
  if (element instanceof HTMLStyleElement || element instanceof HTMLScriptElement) return false;
  for (const node of Array.from(element.childNodes)) {
    if (isText(node) || (node instanceof Element && INHERITING.has(node.tagName))) return true;
  }
  return false;
}

/** A text node with more than white space. */
function isText(node: Node): boolean {
  return node.nodeType === Node.TEXT_NODE && !!node.textContent?.trim();
}

/** True once the steps are done (or were never needed). */
function fontIsOnPage(): boolean {
  return document.documentElement.hasAttribute('data-font-ready');
}

/**
 * Puts the font on `root` step by step (a task each) and keeps it on what is drawn there later; returns a function
 * that stops and puts it on the whole of `root` at once (the page is leaving, or the font changed).
 */
export function putFontOnInSteps(root: Element | null, next: (step: () => void) => void = nextTask): () => void {
  const html = document.documentElement;
  if (!root) {
    html.setAttribute('data-font-ready', '');
    return () => {};
  }
  const observer = markWhatIsDrawn(root);
  const steps = fontIsOnPage() ? [] : fontSteps(root);
  let stopped = false;
  const run = (index: number) => {
    if (stopped) return;
    const step = steps[index];
    if (!step) return html.setAttribute('data-font-ready', '');
    // A tab in the background runs a timer a second at most, and draws nothing: the whole root at once there.
    if (document.hidden) return whole();
    for (const part of step) part.setAttribute(CHUNK, '');
    next(() => run(index + 1));
  };
  const whole = () => {
    root.setAttribute(CHUNK, '');
    html.setAttribute('data-font-ready', '');
  };
  next(() => run(0));
  return () => {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    whole();
  };
}

/**
 * Marks what is inserted under `root` where no part covers it: an element inserted there is marked before its first
 * style (an observer's records come before the next frame); an element given text or a form control of its own is
 * marked itself.
 */
function markWhatIsDrawn(root: Element): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const parent = record.target;
      if (!(parent instanceof Element) || parent.closest(`[${CHUNK}]`)) continue;
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof Element && !INHERITING.has(node.tagName)) node.setAttribute(CHUNK, '');
        else if (parent !== root && (node instanceof Element || isText(node))) parent.setAttribute(CHUNK, '');
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}

/**
 * The first task after the next frame: each frame lays out one step's parts (with a plain task, a slow CPU's frame
 * gathered several steps: one of 4 steps, 90 elements, 107 ms at 4×), and the browser may take input between two.
 */
function nextTask(step: () => void) {
  requestAnimationFrame(() => setTimeout(step, 0));
}
