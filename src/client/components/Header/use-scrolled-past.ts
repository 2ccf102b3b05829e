import { useEffect, useState } from 'react';

/**
 * True once the window is scrolled more than `threshold` pixels down. The scroll position is read in an animation
 * frame (when the browser lays out anyway), never while React hydrates or commits: Mantine's `useWindowScroll` read
 * it in its mount effect, which forced a layout of the whole server-rendered page in the middle of hydration (25 ms
 * of main thread on the product page, unthrottled), and re-rendered the header on every scroll event; this one
 * changes state only when the answer changes.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    let known: boolean | null = null;
    const check = () => {
      frame = 0;
      const now = window.scrollY > threshold;
      if (now === known) return;
      known = now;
      setPast(now);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    // A page opened (or reloaded) part-way down is past it before any scroll event.
    frame = requestAnimationFrame(check);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return past;
}
