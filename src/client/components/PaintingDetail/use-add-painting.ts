import type { Painting } from '@shared/schemas/catalogue';
import { useAddToCart } from '../../features/cart';
import { notifyError } from '../../features/notify';
import { useT } from '../../i18n/hooks';
import paintingMessages from '../../i18n/messages/painting.en.json';
import type { PurchaseChoice } from './PaintingPurchase';
import { canBeAdded, sizeText } from './painting-availability';

/**
 * Adding a painting, on its page and in its quick view: read it afresh first, so one sold meanwhile is
 * refused with the spec's toast instead of being added. Resolves to whether it was added.
 */
export function useAddPainting(painting: Painting, refresh: () => Promise<Painting | undefined>) {
  const add = useAddToCart();
  const t = useT(paintingMessages);
  return async ({ size, quantity }: PurchaseChoice): Promise<boolean> => {
    const fresh = (await refresh().catch(() => undefined)) ?? painting;
    if (!canBeAdded(fresh)) {
      notifyError(t('painting.soldOutToast'), t('painting.addFailed'));
      return false;
    }
    return add({
      productId: fresh.id,
      quantity,
      size: size ?? sizeText(fresh.dimensions),
      color: '',
      item_type: 'painting',
    });
  };
}
