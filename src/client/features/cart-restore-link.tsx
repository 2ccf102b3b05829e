import { lazy, Suspense, useEffect, useState } from 'react';

const CartRestore = lazy(() => import('./cart-restore').then((module) => ({ default: module.CartRestore })));

/**
 * The abandoned-checkout mail's link (`/?restore=<token>`, issue 40): only this check is in every page's first
 * load; the work is a chunk loaded when the page's link carries a cart to restore.
 */
export function CartRestoreLink() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setWanted(/[?&]restore=/.test(window.location.search));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartRestore />
    </Suspense>
  );
}
