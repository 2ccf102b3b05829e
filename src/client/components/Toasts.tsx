import { lazy, Suspense, useEffect } from 'react';
import { placeToasts, setErrorTitle, useToastShown } from '../features/notify';
import { type ToastPosition, useToastPlacement } from '../features/toast-placement';
import { useT } from '../i18n/hooks';
import statesMessages from '../i18n/messages/states.en.json';

/** Notifications show at most one at a time (spec §9). */
const TOAST_LIMIT = 1;

/** The toasts' container (Mantine's, with drag, transitions, scroll-lock classes) loads with the first toast. */
const ToastContainer = lazy(() => import('./ToastContainer').then((module) => ({ default: module.ToastContainer })));

/**
 * Where toasts show, one at a time, off the open cart drawer; their container is mounted with the first toast (which
 * loads the toasts' store, `features/notify.ts`): a page no toast has shown on loads none of their code.
 */
export function Toasts({ position: placed }: { position: ToastPosition }) {
  const { position, aside } = useToastPlacement(placed);
  const shown = useToastShown();
  const t = useT(statesMessages);

  useEffect(() => setErrorTitle(t('states.error')), [t]);

  // Toasts shown before the container has loaded are queued as it would (limit, position).
  useEffect(() => placeToasts(TOAST_LIMIT, position), [position]);

  return (
    shown && (
      <Suspense fallback={null}>
        <ToastContainer limit={TOAST_LIMIT} position={position} aside={aside} />
      </Suspense>
    )
  );
}
