import { useMantineClassNamesPrefix } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { ShopThemeProvider } from './ShopThemeProvider';

let renders = 0;
let rerenderDocument = () => {};

/** What every Mantine component reads (through its styles): Mantine's own context, a new value each time the provider renders. */
function Themed() {
  useMantineClassNamesPrefix();
  renders += 1;
  return <p>themed</p>;
}

/** The document around the page: re-renders on demand with the same children. */
function Document({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  rerenderDocument = () => setCount((n) => n + 1);
  return (
    <div data-count={count}>
      <ShopThemeProvider>{children}</ShopThemeProvider>
    </div>
  );
}

/**
 * The document around the page re-renders once right after hydration (useHydrated switches the font stylesheet
 * on). If that re-rendered every themed component, React would also hydrate every still-dehydrated Suspense
 * boundary at once, synchronously: one long task on a phone. The theme provider must stop it.
 */
describe('ShopThemeProvider', () => {
  it('leaves the page below it alone when the document around it re-renders with the same page', async () => {
    const page = <Themed />;
    renderWithProviders(<Document>{page}</Document>);
    expect(await screen.findByText('themed')).toBeTruthy();
    const before = renders;
    act(() => rerenderDocument());
    act(() => rerenderDocument());
    expect(renders).toBe(before);
  });
});
