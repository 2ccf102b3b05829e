import type { ItemImage } from '@shared/schemas/catalogue';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

/** A swipe moves at least this far sideways (CSS px), more sideways than down. */
const SWIPE_PX = 40;
/** A touch that moves less than this is a tap. */
const TAP_PX = 10;

/**
 * Which photo a gallery shows and how a shopper moves through them: arrow keys (Home, End) while focus is
 * inside the gallery, a sideways swipe on a touch screen, the thumbnails. A new order of the photos (another
 * colour chosen: `orderKey`) shows the first of them again. A tap on a touch screen calls `onTap`; `swiped()` tells
 * the click that ends a swipe (if the browser sends one) from a tap.
 */
export function useGallery(images: readonly ItemImage[], orderKey: string, onTap: () => void) {
  const [state, setState] = useState({ index: 0, orderKey });
  const index = state.orderKey === orderKey ? Math.min(state.index, Math.max(0, images.length - 1)) : 0;
  const show = (next: number) => {
    const count = images.length;
    if (count > 0) setState({ index: ((next % count) + count) % count, orderKey });
  };
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const lastSwipe = useRef(Number.NEGATIVE_INFINITY);

  const onKeyDown = (event: KeyboardEvent) => {
    if (images.length < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number | undefined> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: images.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    // A tap on the photo (not on an arrow) opens the zoom, whether or not the browser then sends a click.
    const onPhoto = !(event.target as Element).closest?.('[data-no-zoom]');
    if (Math.abs(dx) < TAP_PX && Math.abs(dy) < TAP_PX && onPhoto) onTap();
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
    lastSwipe.current = performance.now();
    show(dx < 0 ? index + 1 : index - 1);
  };
  /** Whether a swipe just ended (the click a browser may send after it opens nothing). */
  // The page's own clock: an event's timeStamp may be on another base for synthesised input.
  const swiped = () => performance.now() - lastSwipe.current < 100;
  const onPointerCancel = () => {
    start.current = null;
  };

  return { index, show, onKeyDown, swiped, swipe: { onPointerDown, onPointerUp, onPointerCancel } };
}
