// A toast's rules come with its container (a lazy chunk), not in every page's HTML.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications, useNotifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { keepToastRoom, type ToastPosition } from '../features/toast-placement';
import classes from './Toasts.module.css';

interface ToastContainerProps {
  limit: number;
  position: ToastPosition;
  /** Which overlay the toast keeps off (the cart drawer, an admin dialog), if one is open. */
  aside: 'drawer' | 'dialog' | null;
}

/** Loaded lazily by Toasts with the first toast: Mantine's container, off an open overlay. */
export function ToastContainer({ limit, position, aside }: ToastContainerProps) {
  const { notifications } = useNotifications();
  const showing = notifications.length > 0;
  const asideClass =
    aside === 'drawer' ? classes.besideCartDrawer : aside === 'dialog' ? classes.besideDialog : undefined;
  useEffect(() => {
    if (!asideClass || !showing) return;
    return keepToastRoom(() => document.querySelector<HTMLElement>(`.${asideClass}[data-position='top-left']`));
  }, [asideClass, showing]);
  return <Notifications limit={limit} position={position} className={asideClass} />;
}
