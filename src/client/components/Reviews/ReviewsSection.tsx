import { lazy, Suspense } from 'react';
import type { ReviewedItem } from '../../features/reviews';
import { useSettings } from '../../features/settings';

/** The reviews' code loads with the page's first paint out of the way: its own chunk. */
const ReviewsBlock = lazy(() => import('./ReviewsBlock').then((module) => ({ default: module.ReviewsBlock })));

/** The reviews of a product or an art print, when reviews are switched on; nothing otherwise. */
export function ReviewsSection(item: ReviewedItem) {
  const { enableReviews } = useSettings();
  if (!enableReviews) return null;
  return (
    <Suspense fallback={null}>
      <ReviewsBlock itemType={item.itemType} id={item.id} />
    </Suspense>
  );
}
