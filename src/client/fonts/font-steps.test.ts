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

describe('putFontOnInSteps', () => {
  it('marks the parts a step a task, then the page, then takes the marks off', () => {
    const root = page(3, 12);
    const queued: (() => void)[] = [];
    putFontOnInSteps(root, (step) => queued.push(step));
    const marked: number[] = [];
    while (queued.length > 0 && !document.documentElement.hasAttribute('data-font-ready')) {
      (queued.shift() as () => void)();
      marked.push(document.querySelectorAll('[data-font-chunk]').length);
    }
    // Each task marked more parts than the one before, until the page was marked.
    expect(marked.length).toBeGreaterThan(3);
    for (let i = 1; i < marked.length - 1; i++) expect(marked[i]).toBeGreaterThan(marked[i - 1] as number);
    expect(document.documentElement.hasAttribute('data-font-ready')).toBe(true);
    (queued.shift() as () => void)();
    expect(document.querySelectorAll('[data-font-chunk]')).toHaveLength(0);
  });

  it('puts the font on the whole page at once in a tab in the background', () => {
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
  });

  it('puts the font on the whole page at once when stopped half-way', () => {
    const root = page(3, 12);
    const queued: (() => void)[] = [];
    const stop = putFontOnInSteps(root, (step) => queued.push(step));
    (queued.shift() as () => void)();
    stop();
    expect(document.documentElement.hasAttribute('data-font-ready')).toBe(true);
    for (const step of queued.splice(0)) step();
    expect(document.querySelectorAll('[data-font-chunk]')).toHaveLength(0);
  });
});
