import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/** The roots `hydrateServed` made, for `unmountHydrated`. */
const roots: Root[] = [];

/**
 * For the plain parts' tests: hydrates `page` over its own server HTML in the document, as the browser takes over a
 * served page. Returns what went wrong (React's recoverable errors and what it logged: a mismatch), and the HTML as
 * the browser held it when served (a void element's `/>` is `>` there) and after hydration: a part safe to hydrate
 * leaves both equal, with no error.
 */
export async function hydrateServed(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  const served = container.innerHTML;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  try {
    await act(async () => {
      roots.push(hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }));
    });
  } finally {
    consoleError.mockRestore();
  }
  return { errors, served, hydrated: container.innerHTML };
}

/** Unmounts what `hydrateServed` hydrated and empties the document (an `afterEach`). */
export function unmountHydrated() {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
}
