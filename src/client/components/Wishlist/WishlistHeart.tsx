import { lazy, Suspense } from 'react';
import { useSettings } from '../../features/settings';
import type { WishlistHeartProps } from './WishlistHeartButton';

export type { WishlistHeartProps };

/** The heart's code is its own chunk, loaded only when the wishlist is switched on. */
const WishlistHeartButton = lazy(() =>
  import('./WishlistHeartButton').then((module) => ({ default: module.WishlistHeartButton })),
);

/** Saves an item to the wishlist, or removes it: nothing at all while the wishlist is switched off. */
export function WishlistHeart(props: WishlistHeartProps) {
  const { enableWishlist } = useSettings();
  if (!enableWishlist) return null;
  return (
    <Suspense fallback={null}>
      <WishlistHeartButton {...props} />
    </Suspense>
  );
}
