import type { Painting } from '@shared/schemas/catalogue';
import { useCart } from '../../features/cart';
import { notifyError } from '../../features/notify';
import type { PurchaseChoice } from './PaintingPurchase';
import { canBeAdded, sizeText } from './painting-availability';

const SOLD_OUT_MESSAGE = 'This painting is sold out and cannot be added to the cart';

/**
 * Adding a painting, on its page and in its quick view: read it afresh first, so one sold meanwhile is
 * refused with the spec's toast instead of being added. Resolves to whether it was added.
 */
export function useAddPainting(painting: Painting, refresh: () => Promise<Painting | undefined>) {
  const cart = useCart();
  return async ({ size, quantity }: PurchaseChoice): Promise<boolean> => {
    const fresh = (await refresh().catch(() => undefined)) ?? painting;
    if (!canBeAdded(fresh)) {
      notifyError(SOLD_OUT_MESSAGE, 'Failed to add to cart');
      return false;
    }
    return cart.add({
      productId: fresh.id,
      quantity,
      size: size ?? sizeText(fresh.dimensions),
      color: '',
      item_type: 'painting',
    });
  };
}
