import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { setErrorTitle } from '../features/notify';
import { keepToastRoom, type ToastPosition, useToastPlacement } from '../features/toast-placement';
import { useT } from '../i18n/hooks';
import statesMessages from '../i18n/messages/states.en.json';
import classes from './Toasts.module.css';

/** Notifications show at most one at a time (spec §9). */
const TOAST_LIMIT = 1;

/** The toast container's code (drag, transitions, scroll-lock classes) loads with the first toast. */
const ToastContainer = lazy(() => import('./ToastContainer').then((module) => ({ default: module.ToastContainer })));

/** Mantine's notifications container, one toast at a time, mounted once something is shown; off the open cart drawer. */
export function Toasts({ position: placed }: { position: ToastPosition }) {
  const { position, aside } = useToastPlacement(placed);
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const t = useT(statesMessages);

  useEffect(() => setErrorTitle(t('states.error')), [t]);

  useEffect(() => {
    // Queue toasts shown before the container is loaded as it would (limit, position).
    notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: position }));
  }, [position]);

  useEffect(() => {
    if (notifications.length > 0) setNeeded(true);
  }, [notifications.length]);

  const showing = notifications.length > 0;
  const asideClass =
    aside === 'drawer' ? classes.besideCartDrawer : aside === 'dialog' ? classes.besideDialog : undefined;
  useEffect(() => {
    if (!asideClass || !showing) return;
    return keepToastRoom(() => document.querySelector<HTMLElement>(`.${asideClass}[data-position='top-left']`));
  }, [asideClass, showing]);

  return (
    needed && (
      <Suspense fallback={null}>
        <ToastContainer limit={TOAST_LIMIT} position={position} className={asideClass} />
      </Suspense>
    )
  );
}
