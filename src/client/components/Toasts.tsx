import { type NotificationData, notificationsStore, useNotifications } from '@mantine/notifications';
import { type CSSProperties, lazy, Suspense, useEffect, useState } from 'react';
import { type ToastPosition, useToastPosition } from '../features/toast-placement';

/** Notifications show at most one at a time (spec §9). */
const TOAST_LIMIT = 1;

/** The toast container's code (drag, transitions, scroll-lock classes) loads with the first toast. */
const ToastContainer = lazy(() => import('./ToastContainer').then((module) => ({ default: module.ToastContainer })));

/** Mantine's notifications container, one toast at a time, mounted once something is shown; off the open cart drawer. */
export function Toasts({ position: placed }: { position: ToastPosition }) {
  const position = useToastPosition(placed);
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    // Queue toasts shown before the container is loaded as it would (limit, position).
    notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: position }));
  }, [position]);

  useEffect(() => {
    if (notifications.length > 0) setNeeded(true);
  }, [notifications.length]);

  return (
    <>
      <ToastAnnouncer latest={notifications[0]} />
      {needed && (
        <Suspense fallback={null}>
          <ToastContainer limit={TOAST_LIMIT} position={position} />
        </Suspense>
      )}
    </>
  );
}

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A polite live region, there from the first paint (a region added with its text is often not read),
 * that says the current toast (cart updates, saves); error toasts keep their own role="alert".
 */
function ToastAnnouncer({ latest }: { latest: NotificationData | undefined }) {
  const said =
    latest && !latest.loading && latest.role !== 'alert'
      ? [latest.title, latest.message].filter((part) => typeof part === 'string' && part !== '').join('. ')
      : '';
  return (
    <div role="status" aria-live="polite" aria-atomic="true" style={HIDDEN}>
      {said}
    </div>
  );
}
