import { lazy, Suspense, useEffect, useState } from 'react';
import { useCartDrawer } from '../../features/cart-drawer';
import { useReturnFocus } from '../../features/focus-return';

/** The drawer's code loads when the cart is first opened, keeping it out of the first page load. */
const CartDrawer = lazy(() => import('./CartDrawer').then((module) => ({ default: module.CartDrawer })));

/** Mounts the one cart drawer of the app once it has been asked for. */
export function CartDrawerHost() {
  const { opened, close } = useCartDrawer();
  const [requested, setRequested] = useState(false);
  // Back to the opener on close; when it is gone (a quick view's Add to Cart), to the header's cart button.
  useReturnFocus(opened, () => document.querySelector<HTMLElement>('[data-cart-button]'));
  useEffect(() => {
    if (opened) setRequested(true);
  }, [opened]);
  if (!requested && !opened) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer opened={opened} onClose={close} />
    </Suspense>
  );
}
