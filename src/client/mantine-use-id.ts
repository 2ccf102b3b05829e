import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (`@mantine/hooks`), as the client's build resolves it (`vite.config.ts`, `mantineUseId`): the id
 * React gives this place in the tree, the same on the server and in the browser, or the caller's own.
 *
 * Mantine's own starts from that id and, in a layout effect after mounting, swaps it for a random one (an old
 * fall-back for React before 18). Right after hydration that is a synchronous re-render of every component that
 * asked for an id (the product page's tabs, every input, popover and swatch group) and of what reads their context,
 * in the task that commits the hydration, rewriting `id`s and `aria-controls` the server's HTML already had right.
 * Here the id stays what the server drew: nothing renders again.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
