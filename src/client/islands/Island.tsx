import type { ReactNode } from 'react';
import classes from './Island.module.css';
import type { IslandName, IslandProps } from './registry';

interface IslandBoundaryProps<N extends IslandName> {
  /** Which island (`registry.ts`), drawn with `props` by the islands' runtime. */
  name: N;
  /** The island's props, written into the page as JSON (so: what JSON carries, and no more than it needs). */
  props: IslandProps<N>;
  /** The island itself, `name`'s component with `props`, as the server and the app draw it. */
  children: ReactNode;
}

/**
 * A part of the page a shopper works with (issue 45): the server and the app draw `children` in an element that
 * names the island and its props. On a page drawn as islands (`shared/island-routes.ts`), the browser loads no router
 * and no page code: the islands' runtime (`islands/main.tsx`) draws each island named in the page in a React root of
 * its own, in place of the server's HTML of it, and the rest of the page stays the server's.
 */
export function Island<N extends IslandName>({ name, props, children }: IslandBoundaryProps<N>) {
  return (
    <div className={classes.island} data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
