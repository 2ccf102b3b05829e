import { createContext } from 'react';

/**
 * What the islands' runtime kept of an island's server HTML before drawing it (`islands/main.tsx`): the contents of
 * each `Kept` element, by name, to be shown as they are.
 */
export interface KeptHtml {
  /**
   * The server's nodes of the `Kept` part named `name`, for the part that drew `value` the first time it was asked
   * for (another tab's list is not the server's); null when there are none, or they have left the page.
   */
  take(name: string, value: unknown): readonly Node[] | null;
  /** `nodes` may have left the page: once they have, the islands in them are let go of. */
  release(nodes: readonly Node[]): void;
}

export const KeptContext = createContext<KeptHtml | null>(null);
