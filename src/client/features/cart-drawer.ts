import { useMemo, useSyncExternalStore } from 'react';
import { setCartDrawerOpen } from './toast-placement';

export interface DrawerState {
  opened: boolean;
  open(): void;
  close(): void;
}

/**
 * Whether the cart's drawer is open: one state for the page, not a React context, so the parts that open it (the
 * header's cart button, Add to Cart) and the drawer itself share it when each is its own React root (an island,
 * issue 45) as when they are one tree.
 */
let opened = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === opened) return;
  opened = next;
  setCartDrawerOpen(next);
  for (const listener of listeners) listener();
}

const open = () => set(true);
const close = () => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the cart's drawer (after an item was added). */
export const openCartDrawer = open;

/** Closes the cart's drawer (the frame that held it is gone). */
export const closeCartDrawer = close;

/** The drawer's open state, and the calls that change it. */
export function useCartDrawer(): DrawerState {
  const now = useSyncExternalStore(
    subscribe,
    () => opened,
    () => false,
  );
  return useMemo(() => ({ opened: now, open, close }), [now]);
}
