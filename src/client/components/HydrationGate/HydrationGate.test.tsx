import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveWhenIdle } from './HydrationGate';

function Part() {
  return <p>{useLiveWhenIdle() ? 'live' : 'as the server drew it'}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('useLiveWhenIdle', () => {
  it('keeps the server’s look through hydration, and goes live when the browser is idle', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Part />);
    document.body.append(container);
    expect(container.textContent).toBe('as the server drew it');
    await act(async () => {
      root = hydrateRoot(container, <Part />);
    });
    // Hydrated without a mismatch: still the server's look in the task that ends hydration.
    expect(container.textContent).toBe('as the server drew it');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(container.textContent).toBe('live');
  });

  it('is live at once where the browser draws the part itself (a client-side navigation)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Part />);
    });
    expect(container.textContent).toBe('live');
  });
});
