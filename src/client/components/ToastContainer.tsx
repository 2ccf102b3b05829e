import { Notifications, type NotificationsProps } from '@mantine/notifications';

/** Loaded lazily by Toasts: a module of its own so the container's code stays out of the main chunk. */
export function ToastContainer(props: NotificationsProps) {
  return <Notifications {...props} />;
}
