import type { ItemType } from '@shared/schemas/cart';
import { lazy, Suspense } from 'react';
import { useSettings } from '../../features/settings';

/** The heart's code is its own chunk, loaded only when the wishlist is switched on. */
const WishlistHeartButton = lazy(() =>
  import('./WishlistHeartButton').then((module) => ({ default: module.WishlistHeartButton })),
);

export interface WishlistHeartProps {
  itemType: ItemType;
  itemId: number;
  name: string;
  /** 'card': laid over a card's image corner; 'detail': beside a detail page's title. */
  variant?: 'card' | 'detail';
}

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
