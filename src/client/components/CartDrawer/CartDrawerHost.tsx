import { lazy, Suspense, useEffect, useState } from 'react';
import { useCartDrawer } from '../../features/cart';

/** The drawer's code loads when the cart is first opened, keeping it out of the first page load. */
const CartDrawer = lazy(() => import('./CartDrawer').then((module) => ({ default: module.CartDrawer })));

/** Mounts the one cart drawer of the app once it has been asked for. */
export function CartDrawerHost() {
  const { opened, close } = useCartDrawer();
  const [requested, setRequested] = useState(false);
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
