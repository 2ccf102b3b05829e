import { HydrationGate } from '../HydrationGate/HydrationGate';
import { QuickViewButton } from '../QuickView/QuickViewButton';
import { WishlistHeart } from '../Wishlist/WishlistHeart';

/**
 * A painting card's buttons over its picture: the wishlist's heart and Quick view, disabled until drawn in the
 * browser. The rest of the card is links, text and pictures: on a page drawn as islands (issue 45) these buttons are
 * the card's only island.
 */
export function PaintingCardActions({ id, title }: { id: number; title: string }) {
  return (
    <HydrationGate>
      <WishlistHeart itemType="painting" itemId={id} name={title} />
      <QuickViewButton item={{ kind: 'painting', id, name: title }} />
    </HydrationGate>
  );
}
