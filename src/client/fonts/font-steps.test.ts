import { afterEach, describe, expect, it } from 'vitest';
import { fontSteps, putFontOnInSteps } from './font-steps';

/** A page of `sections` sections, each a title and `cards` cards of three elements. */
function page(sections: number, cards: number): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  for (let s = 0; s < sections; s++) {
    const section = document.createElement('section');
    section.append(document.createElement('h2'));
    for (let c = 0; c < cards; c++) {
      const card = document.createElement('article');
      card.append(document.createElement('p'), document.createElement('span'));
      section.append(card);
    }
    root.append(section);
  }
  document.body.append(root);
  return root;
}

const count = (parts: Element[]) => parts.reduce((sum, part) => sum + part.getElementsByTagName('*').length + 1, 0);

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-font-ready');
});

describe('fontSteps', () => {
  it('covers every element once, in document order, in steps of at most the limit', () => {
    const root = page(3, 12);
    const steps = fontSteps(root, 20);
    expect(steps.length).toBeGreaterThan(3);
    for (const step of steps) expect(count(step)).toBeLessThanOrEqual(20);
    const covered = new Set<Element>();
    for (const part of steps.flat())
      for (const el of [part, ...Array.from(part.getElementsByTagName('*'))]) covered.add(el);
    // Every element under the root is in a part, except the sections that were split (their children are parts).
    for (const el of Array.from(root.getElementsByTagName('*'))) {
      if (el.tagName !== 'SECTION') expect(covered.has(el), el.tagName).toBe(true);
    }
    const order = steps.flat();
    for (let i = 1; i < order.length; i++) {
      const before = order[i - 1] as Element;
      expect(before.compareDocumentPosition(order[i] as Element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('keeps a small page in one step', () => {
    expect(fontSteps(page(1, 2), 30)).toHaveLength(1);
  });
});

/** Whether a mark covers `element` (its own or an ancestor's). */
const covered = (element: Element) => element.closest('[data-font-chunk]') !== null;

/** Runs the queued steps until `<html>` is marked ready; the number of parts marked after each. */
function runSteps(queued: (() => void)[]): number[] {
  const marked: number[] = [];
  while (queued.length > 0 && !document.documentElement.hasAttribute('data-font-ready')) {
    (queued.shift() as () => void)();
    marked.push(document.querySelectorAll('[data-font-chunk]').length);
  }
  return marked;
}

describe('putFontOnInSteps', () => {
  it('marks the parts a step a task, then says the page is ready, and keeps the marks', () => {
    const root = page(3, 12);
    const queued: (() => void)[] = [];
    putFontOnInSteps(root, (step) => queued.push(step));
    const marked = runSteps(queued);
    // Each task marked more parts than the one before; the last one marked none and said the page is ready.
    expect(marked.length).toBeGreaterThan(3);
    for (let i = 1; i < marked.length - 1; i++) expect(marked[i]).toBeGreaterThan(marked[i - 1] as number);
    expect(document.documentElement.hasAttribute('data-font-ready')).toBe(true);
    expect(queued).toHaveLength(0);
    // Every element is covered by a mark but the split containers, and the root is not marked (no restyle of all).
    for (const el of Array.from(root.getElementsByTagName('*'))) {
      if (el.tagName !== 'SECTION') expect(covered(el), el.tagName).toBe(true);
    }
    expect(root.hasAttribute('data-font-chunk')).toBe(false);
  });

  it('never splits an element with text of its own', () => {
    const root = page(1, 20);
    const section = root.firstElementChild as Element;
    section.insertBefore(document.createTextNode('New in '), section.firstChild);
    const steps = fontSteps(root, 20);
    expect(steps.flat()).toContain(section);
  });

  it("never splits an element holding a form control, which takes its parent's font whatever marks it", () => {
    const root = page(1, 20);
    const section = root.firstElementChild as Element;
    section.append(document.createElement('button'));
    expect(fontSteps(root, 20).flat()).toContain(section);
  });

  it('marks what is drawn later where no part covers it, before it is styled', async () => {
    const root = page(3, 12);
    const queued: (() => void)[] = [];
    putFontOnInSteps(root, (step) => queued.push(step));
    runSteps(queued);
    const section = root.firstElementChild as Element;
    const card = document.createElement('article');
    card.append(document.createElement('p'));
    section.append(card);
    const inPart = section.querySelector('article') as Element;
    const inner = document.createElement('em');
    inPart.append(inner);
    const note = document.createTextNode('Sold out');
    root.lastElementChild?.append(note);
    const middle = root.children[1] as Element;
    middle.append(document.createElement('button'));
    await Promise.resolve();
    // A form control inserted where no part covers it: its parent is marked (the control takes the parent's font).
    expect(middle.hasAttribute('data-font-chunk')).toBe(true);
    expect(card.hasAttribute('data-font-chunk')).toBe(true);
    expect(covered(card.firstElementChild as Element)).toBe(true);
    // Inside a marked part: nothing to mark. Text of its own given to a split container: the container is marked.
    expect(inner.hasAttribute('data-font-chunk')).toBe(false);
    expect(covered(inner)).toBe(true);
    expect(root.lastElementChild?.hasAttribute('data-font-chunk')).toBe(true);
  });

  it('puts the font on the whole root at once in a tab in the background', () => {
    const root = page(3, 12);
    const queued: (() => void)[] = [];
    putFontOnInSteps(root, (step) => queued.push(step));
    const hidden = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden');
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      (queued.shift() as () => void)();
    } finally {
      if (hidden) Object.defineProperty(document, 'hidden', hidden);
      else Reflect.deleteProperty(document, 'hidden');
    }
    expect(document.documentElement.hasAttribute('data-font-ready')).toBe(true);
    expect(root.hasAttribute('data-font-chunk')).toBe(true);
    expect(queued).toHaveLength(0);
  });

  it('puts the font on the whole root at once when stopped half-way, and marks nothing after', async () => {
    const root = page(3, 12);
    const queued: (() => void)[] = [];
    const stop = putFontOnInSteps(root, (step) => queued.push(step));
    (queued.shift() as () => void)();
    stop();
    expect(document.documentElement.hasAttribute('data-font-ready')).toBe(true);
    expect(root.hasAttribute('data-font-chunk')).toBe(true);
    const before = document.querySelectorAll('[data-font-chunk]').length;
    for (const step of queued.splice(0)) step();
    root.append(document.createElement('section'));
    await Promise.resolve();
    expect(document.querySelectorAll('[data-font-chunk]')).toHaveLength(before);
  });
});
