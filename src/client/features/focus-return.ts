import { useLayoutEffect, useRef } from 'react';

/**
 * Focus back to the control that opened a dialog, drawer or menu when it closes (WCAG 2.4.3).
 *
 * Mantine's own `returnFocus` records the opener only when `opened` changes after mount, so a dialog whose
 * code loads on first use (mounted already open) never returned focus, and an opener that is gone by the
 * close (the quick view's "Add to Cart", which opens the cart drawer) left focus on the page's body.
 * Open layers form a stack: a layer that closes while a newer one is open hands its opener down, so the
 * cart drawer opened from the quick view returns to the card's "Quick view" button.
 */
interface Layer {
  id: number;
  /** Where focus goes back to, best first: the opener, then what the layers it replaced would return to. */
  targets: HTMLElement[];
}

const layers: Layer[] = [];
let layersOpened = 0;
/** Mantine's delay before it gives focus back: past the closing render and the focus trap's release. */
const RETURN_DELAY_MS = 10;

const focused = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null;

/** On the page and shown: a control inside a closed dialog or a hidden breakpoint cannot take focus. */
const usable = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element && element.isConnected && element.getClientRects().length > 0;

/**
 * Call in the component that owns `opened` (it stays mounted while the layer opens and closes); give the
 * Mantine component `returnFocus={false}`. `fallback` finds a control to focus when every opener is gone.
 */
export function useReturnFocus(opened: boolean, fallback?: () => HTMLElement | null): void {
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useLayoutEffect(() => {
    if (!opened) return;
    // A layout effect: runs before the dialog's focus trap moves the focus inside.
    const opener = focused();
    const layer: Layer = { id: ++layersOpened, targets: opener ? [opener] : [] };
    layers.push(layer);
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      const atClose = focused();
      window.setTimeout(() => {
        // The page may be gone by then (a test's document torn down after its last unmount).
        if (typeof document === 'undefined') return;
        // A layer opened over this one (the cart drawer from the quick view's Add to Cart, whichever of the
        // two React commits first) keeps the focus, and returns it where this one would have.
        const newer = layers.filter((other) => other.id > layer.id);
        if (newer.length > 0) {
          for (const other of newer) other.targets.push(...layer.targets);
          return;
        }
        const now = focused();
        // The visitor moved the focus elsewhere meanwhile: leave it there.
        if (now && now !== atClose && now.isConnected) return;
        const target = [...layer.targets, fallbackRef.current?.()].find(usable);
        target?.focus({ preventScroll: true });
      }, RETURN_DELAY_MS);
    };
  }, [opened]);
}
