import { type RefObject, useEffect, useRef, useState } from 'react';
import { useImageSet } from '../../features/images';
import classes from './Gallery.module.css';

/** How much larger than the frame the detail is drawn at least (the photo's own pixels when it has more). */
const MIN_SCALE = 2;

/**
 * With a mouse over the large photo, the same photo at full resolution fills the frame, the part under the
 * pointer shown: a layer over the frame (nothing moves), its file fetched on the first hover only. `from`: where the
 * mouse last was over the frame before this code had come (the gallery loads it on the first hover), shown at once.
 */
export function HoverZoom({ src, from }: { src: string; from?: RefObject<PointerEvent | null> }) {
  const layer = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  const { set } = useImageSet(src);

  useEffect(() => {
    const frame = layer.current?.parentElement;
    if (!frame) return;
    const place = (event: PointerEvent) => {
      const box = frame.getBoundingClientRect();
      const element = layer.current;
      if (!element || box.width === 0) return;
      const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
      const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
      const scale = Math.max(MIN_SCALE, set ? set.width / box.width : 0);
      element.style.backgroundSize = `${(scale * 100).toFixed(1)}% auto`;
      element.style.backgroundPosition = `${x.toFixed(1)}% ${y.toFixed(1)}%`;
    };
    // Over the arrows the photo stays as it is.
    const onPhoto = (event: PointerEvent) =>
      event.pointerType === 'mouse' && !(event.target as Element).closest?.('[data-no-zoom]');
    const move = (event: PointerEvent) => {
      const on = onPhoto(event);
      if (on) place(event);
      setActive(on);
    };
    const leave = () => setActive(false);
    frame.addEventListener('pointerenter', move);
    frame.addEventListener('pointermove', move);
    frame.addEventListener('pointerleave', leave);
    if (from?.current) move(from.current);
    return () => {
      frame.removeEventListener('pointerenter', move);
      frame.removeEventListener('pointermove', move);
      frame.removeEventListener('pointerleave', leave);
    };
  }, [set, from]);

  return (
    <div
      ref={layer}
      className={classes.hoverZoom}
      data-active={active || undefined}
      style={active ? { backgroundImage: `url("${src}")` } : undefined}
      aria-hidden
    />
  );
}
