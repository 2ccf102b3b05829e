import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

export type ToastPosition = NonNullable<NotificationData['position']>;

/**
 * Whether the cart drawer is open, for the toasts: they are mounted above the cart's provider (every page has
 * them), so the drawer tells them here rather than through its context.
 */
let drawerOpen = false;
const listeners = new Set<() => void>();

export function setCartDrawerOpen(open: boolean): void {
  if (open === drawerOpen) return;
  drawerOpen = open;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts show: where the settings place them, except while the cart drawer (on the right, full width on a
 * phone) is open: then at the top left, away from the drawer's side and from its Proceed to Checkout footer.
 */
export function useToastPosition(position: ToastPosition): ToastPosition {
  const open = useSyncExternalStore(
    subscribe,
    () => drawerOpen,
    () => false,
  );
  return open ? 'top-left' : position;
}
