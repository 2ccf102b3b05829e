import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

let renders = 0;
function Probe() {
  renders += 1;
  return <p>{useScrolledPast(50) ? 'past' : 'top'}</p>;
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolledPast', () => {
  afterEach(() => scrollWindowTo(0));

  it('answers whether the window is past the threshold, rendering again only when that changes', async () => {
    renders = 0;
    render(<Probe />);
    expect(screen.getByText('top')).toBeTruthy();
    act(() => scrollWindowTo(120));
    await waitFor(() => expect(screen.getByText('past')).toBeTruthy());
    const afterPast = renders;
    for (const y of [130, 400, 900]) act(() => scrollWindowTo(y));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders).toBe(afterPast);
    act(() => scrollWindowTo(10));
    await waitFor(() => expect(screen.getByText('top')).toBeTruthy());
  });

  it('is past at once for a page opened part-way down, before any scroll event', async () => {
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    render(<Probe />);
    await waitFor(() => expect(screen.getByText('past')).toBeTruthy());
  });
});
