import type { ItemImage } from '@shared/schemas/catalogue';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

/** A swipe moves at least this far sideways (CSS px), more sideways than down. */
const SWIPE_PX = 40;

/**
 * Which photo a gallery shows and how a shopper moves through them: arrow keys (Home, End) while focus is
 * inside the gallery, a sideways swipe on a touch screen, the thumbnails. A new order of the photos (another
 * colour chosen: `orderKey`) shows the first of them again. `swiped()` tells the click that ends a swipe (if
 * the browser sends one) from a tap.
 */
export function useGallery(images: readonly ItemImage[], orderKey: string) {
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
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
    lastSwipe.current = event.timeStamp;
    show(dx < 0 ? index + 1 : index - 1);
  };
  /** Whether a swipe just ended (the click a browser may send after it opens nothing). */
  const swiped = (event: { timeStamp: number }) => event.timeStamp - lastSwipe.current < 400;
  const onPointerCancel = () => {
    start.current = null;
  };

  return { index, show, onKeyDown, swiped, swipe: { onPointerDown, onPointerUp, onPointerCancel } };
}
