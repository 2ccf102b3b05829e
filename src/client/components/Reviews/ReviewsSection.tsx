import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type ReviewedItem, reviewsQueryOptions } from '../../features/reviews-query';
import { useSettings } from '../../features/settings';
import { useCarried } from '../../islands/island-queries';
import { useTRPC } from '../../trpc';

/** The reviews' code is its own chunk, fetched when the section nears the window: not part of the first load. */
const ReviewsBlock = lazy(() => import('./ReviewsBlock').then((module) => ({ default: module.ReviewsBlock })));

/** True once the element has come within `margin` of the window (at once where IntersectionObserver is missing). */
function useNearWindow(margin = '400px') {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/** The reviews of a product or an art print, when reviews are switched on; nothing otherwise. */
export function ReviewsSection(item: ReviewedItem) {
  const { enableReviews } = useSettings();
  const { ref, near } = useNearWindow();
  // The block's first page came with the page (the route's loader): a page drawn as islands carries it for the block.
  useCarried(reviewsQueryOptions(useTRPC(), item, 1).queryKey);
  if (!enableReviews) return null;
  return (
    <div id="reviews" ref={ref} style={{ minHeight: 1 }}>
      {near && (
        <Suspense fallback={null}>
          <ReviewsBlock itemType={item.itemType} id={item.id} />
        </Suspense>
      )}
    </div>
  );
}
