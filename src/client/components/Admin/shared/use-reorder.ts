import { type DragEvent, useEffect, useRef, useState } from 'react';

/** The list with the entry at `from` moved to `to` (clamped to the list). */
export function moveWithin<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/**
 * The admin's one way to reorder a list (an item's photos, a category's or collection's items): drag an entry onto
 * another's place (the browser's own drag and drop), or press an entry's move buttons, each marked
 * `data-move="<direction>"`; after a button's move the focus stays on the moved entry's button of that direction
 * (or its other one at the end of the list). `onMove(from, to)` makes the move; the caller announces it.
 */
export function useReorder(count: number, onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ index: number; button: string } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focusAfterMove) return;
    const { index, button } = focusAfterMove;
    const entry = list.current?.children[index];
    const preferred = entry?.querySelector<HTMLButtonElement>(`[data-move="${button}"]:not(:disabled)`);
    (preferred ?? entry?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const move = (from: number, to: number, button?: string) => {
    if (to < 0 || to >= count || from === to) return;
    onMove(from, to);
    if (button) setFocusAfterMove({ index: to, button });
  };
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  /** The props that make the entry at `index` draggable onto the others' places. */
  const dragProps = (index: number) => ({
    draggable: true,
    'data-dragging': dragging === index || undefined,
    'data-over': over === index || undefined,
    onDragStart: (event: DragEvent) => {
      setDragging(index);
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setOver(index);
    },
    onDragLeave: () => setOver(null),
    onDragEnd: end,
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragging !== null) move(dragging, index);
      end();
    },
  });
  return { list, move, dragProps };
}
