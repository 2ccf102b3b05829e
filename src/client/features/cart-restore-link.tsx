import { lazy, Suspense, useEffect, useState } from 'react';
import { keepCampaign } from './campaign-cookie';

const CartRestore = lazy(() => import('./cart-restore').then((module) => ({ default: module.CartRestore })));

/**
 * The abandoned-checkout mail's link (`/?restore=<token>`, issue 40): only this check is in every page's first
 * load; the work is a chunk loaded when the page's link carries a cart to restore. A campaign mail's link
 * (`?utm_campaign=campaign-<id>`) leaves its cookie (`keepCampaign`).
 */
export function CartRestoreLink() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    keepCampaign(params.get('utm_campaign'));
    setWanted(params.has('restore'));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartRestore />
    </Suspense>
  );
}
