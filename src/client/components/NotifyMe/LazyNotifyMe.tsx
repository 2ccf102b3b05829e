import { lazy, Suspense } from 'react';
import type { NotifyMeProps } from './NotifyMe';

export type { NotifyMeProps };

/** "Notify me" is its own chunk (with its messages), fetched only where something is sold out or upcoming. */
const NotifyMe = lazy(() => import('./NotifyMe'));

export function LazyNotifyMe(props: NotifyMeProps) {
  return (
    <Suspense fallback={null}>
      <NotifyMe {...props} />
    </Suspense>
  );
}
