import { useState } from 'react';

interface DialogState<T> {
  opened: boolean;
  /** What the dialog edits; null adds a new one. Kept while the dialog closes so its title does not flip. */
  item: T | null;
  /** Changes on every opening, so the form inside starts afresh. */
  key: number;
}

/** Open/close state of an add/edit dialog. */
export function useDialog<T>() {
  const [state, setState] = useState<DialogState<T>>({ opened: false, item: null, key: 0 });
  return {
    ...state,
    open: (item: T | null) => setState((s) => ({ opened: true, item, key: s.key + 1 })),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}
