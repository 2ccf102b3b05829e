import { useState } from 'react';

/** Which row a delete confirmation is open for. */
export function useDeleteTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  return { target, ask: (row: T) => setTarget(row), close: () => setTarget(null) };
}
