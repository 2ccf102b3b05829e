import type { NotificationData } from '@mantine/notifications';
import { useEffect, useSyncExternalStore } from 'react';

export type ToastPosition = NonNullable<NotificationData['position']>;

/**
 * How many overlays with their actions at the bottom are open (the cart drawer, the admin's dialogs), for the
 * toasts: they are mounted above those overlays' providers (every page has them), so the overlays tell them here.
 */
let overlaysOpen = 0;
let drawerOpen = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function setCartDrawerOpen(open: boolean): void {
  if (open === drawerOpen) return;
  drawerOpen = open;
  changed();
}

/** While `opened`, toasts keep off this overlay's footer (an admin dialog's Save, whose toast may cover it). */
export function useToastsAside(opened: boolean): void {
  useEffect(() => {
    if (!opened) return;
    overlaysOpen++;
    changed();
    return () => {
      overlaysOpen--;
      changed();
    };
  }, [opened]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts show: where the settings place them, except while the cart drawer (on the right, full width on a
 * phone) or an admin dialog is open: then at the top left, away from the drawer's side and from the Proceed to
 * Checkout or Save button at the overlay's foot (a toast there took the click, and under the pointer it never
 * closed). `besideCartDrawer`: the cart drawer is open, so the toast must also keep off its title and close button
 * (components/Toasts.module.css: narrowed to the room left of it, or below its header when there is none).
 */
export function useToastPlacement(position: ToastPosition): {
  position: ToastPosition;
  besideCartDrawer: boolean;
  /** Which overlay the toast keeps off (the cart drawer, an admin dialog), if one is open. */
  aside: 'drawer' | 'dialog' | null;
} {
  const aside = useSyncExternalStore(
    subscribe,
    () => (drawerOpen ? 'drawer' : overlaysOpen > 0 ? 'dialog' : null),
    () => null,
  );
  return { position: aside ? 'top-left' : position, besideCartDrawer: aside === 'drawer', aside };
}

/**
 * On a phone the open cart drawer and admin dialogs fill the screen: the toast sits just below their header (never
 * over the title), and the overlay's body makes room for it (`--toast-room` on the root element: the toast's height
 * and a gap either side; unset while no toast shows), so it covers none of the cart's lines or the dialog's fields.
 * `box` finds the toast's container, once mounted.
 */
export function keepToastRoom(box: () => HTMLElement | null): () => void {
  const root = document.documentElement;
  let observer: ResizeObserver | undefined;
  let frame = 0;
  const measure = (el: HTMLElement) => {
    const height = el.offsetHeight;
    if (height > 0) root.style.setProperty('--toast-room', `calc(${height}px + 2 * var(--mantine-spacing-xs))`);
    else root.style.removeProperty('--toast-room');
  };
  const find = () => {
    const el = box();
    if (!el) {
      frame = requestAnimationFrame(find);
      return;
    }
    measure(el);
    observer = new ResizeObserver(() => measure(el));
    observer.observe(el);
  };
  find();
  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    root.style.removeProperty('--toast-room');
  };
}
