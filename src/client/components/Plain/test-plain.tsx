import { MantineProvider } from '@mantine/core';
import { SETTING_DEFAULTS } from '@shared/settings';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { buildTheme } from '../../theme';

/** The shop's theme with the built-in settings, in which the plain parts' tests draw Mantine's parts and theirs. */
export const theme = buildTheme(SETTING_DEFAULTS);

/** A part's own HTML in the shop's theme, the provider's style tags left out: what the tests compare. */
export function partHtml(part: ReactNode): string {
  const page = renderToString(<MantineProvider theme={theme}>{part}</MantineProvider>);
  return page.replace(/<style[^>]*>.*?<\/style>/gs, '');
}

/** The roots `hydrateServed` made, for `unmountHydrated`. */
const roots: Root[] = [];

/** A part rendered in the browser-like document in the shop's theme (the behaviour tests). */
export const themed = (part: ReactElement) => render(<MantineProvider theme={theme}>{part}</MantineProvider>);

/**
 * Hydrates `page` over its own server HTML in the document, as the browser takes over a
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
