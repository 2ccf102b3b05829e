import { type ComponentType, lazy } from 'react';

/** The server's loads of the lazy parts' modules (one per `lazyPart`, started as its file loads). */
const serverLoads: Promise<unknown>[] = [];

/**
 * A part of a page in a chunk of its own that the server's HTML still has in full. The browser fetches its chunk
 * lazily (React.lazy: the page's first load stays small; the server's HTML stays shown until the chunk has come and
 * hydrated it). React.lazy alone would leave the part out of the server's HTML the first time a render meets it
 * (the synchronous render suspends there and writes the fallback, which the page cache then keeps): the server
 * loads the module when this is called, and renders the loaded component itself once `serverPartsLoaded()`, which
 * entry-server awaits before each render, has resolved. The CSS the part needs is imported by the file that calls
 * this, not by the part's module: the page then carries it, and the server's HTML of the part has its look before its
 * code has come.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  if (!import.meta.env.SSR) return Lazy;
  let Loaded: ComponentType<P> | undefined;
  serverLoads.push(
    load().then((component) => {
      Loaded = component;
    }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at a module's top, as React.lazy is
  return function ServerPart(props: P) {
    const Part = Loaded ?? Lazy;
    return <Part {...props} />;
  };
}

/** Resolves once every lazy part the loaded routes may draw can render on the server without suspending. */
export async function serverPartsLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}
