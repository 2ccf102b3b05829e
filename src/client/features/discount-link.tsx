import { lazy, Suspense, useEffect, useState } from 'react';
import { LINK_CODE_KEY } from './link-code-key';

const LinkCode = lazy(() => import('./link-code').then((module) => ({ default: module.LinkCode })));

/**
 * A discount code that came in a link (`/?discount=SPRING10`): remembered by this browser and applied to its cart.
 * Only this check is in every page's first load; the work is a chunk loaded when there is a code to handle.
 */
export function LinkDiscount() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LINK_CODE_KEY);
    } catch {
      // Storage blocked: only a code in this page's link counts.
    }
    setWanted(Boolean(stored) || /[?&]discount=/.test(window.location.search));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LinkCode onDone={() => setWanted(false)} />
    </Suspense>
  );
}
