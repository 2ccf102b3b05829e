import { useSettings } from '../../features/settings';
import { lazyPart } from '../../lazy-part';
// Its look, imported here for the page to carry it (the button's code, which uses it, comes later).
import './WishlistHeart.module.css';
import type { WishlistHeartProps } from './WishlistHeartButton';

export type { WishlistHeartProps };

/**
 * The heart's code is its own chunk, loaded only when the wishlist is switched on; the server's HTML has it in full
 * (`lazyPart`): with React.lazy alone the server's render suspended there and sent no heart, and the browser
 * reported each card's boundary as one the server could not finish (React's error 419) and drew it itself.
 */
const WishlistHeartButton = lazyPart(() =>
  import('./WishlistHeartButton').then((module) => module.WishlistHeartButton),
);

/**
 * Saves an item to the wishlist, or removes it: nothing at all while the wishlist is switched off. Its look is here, in
 * the page's stylesheet, not with its code: the server's heart is drawn in place before that code has come. No
 * Suspense boundary of its own: the part around it waits for its code (an island is drawn with its heart, the server's heart shown
 * meanwhile), where a boundary here drew no heart, then the heart (a card's island drawn alone: issue 45).
 */
export function WishlistHeart(props: WishlistHeartProps) {
  const { enableWishlist } = useSettings();
  if (!enableWishlist) return null;
  return <WishlistHeartButton {...props} />;
}
