import { lazy, Suspense } from 'react';

export interface NotifyMeProps {
  /** What to wait for: a product (with a size/colour from `options`) or a painting. */
  target: { productId: number } | { paintingId: number };
  /** The sold-out choices one may wait for (one empty choice for a painting or a release). */
  options: readonly { size: string; color: string }[];
  /** The choice to start from (the page's, when it is sold out). */
  initial?: { size: string; color: string };
  /** Waits for a release to open rather than for stock. */
  release?: boolean;
}

/** "Notify me" is its own chunk (with its messages), fetched only where something is sold out or upcoming. */
const NotifyMe = lazy(() => import('./NotifyMe'));

export function LazyNotifyMe(props: NotifyMeProps) {
  return (
    <Suspense fallback={null}>
      <NotifyMe {...props} />
    </Suspense>
  );
}
