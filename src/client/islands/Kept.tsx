import { type ReactNode, Suspense, use, useCallback, useState } from 'react';
import { IntlContext } from '../i18n/intl';
import { unrecorded } from './island-areas';
import { KeptContext, type KeptHtml } from './kept-context';

/**
 * A part of an island the server's HTML shows as it is until what it draws changes (issue 45: a list's cards do not
 * hydrate, and their code is not in the page's first load). The server and the app draw `children` (a lazy part:
 * `lazyPart`). An island drawn by the islands' runtime shows the server's nodes of it instead, moved as they are (their
 * images loaded, the islands in them drawn each on its own), while `value` is the very value of its first render (a
 * query's data, which a refetch of the same answer leaves as it was); from the first other value on, it draws
 * `children`, the server's nodes shown until their code has come.
 */
export function Kept({
  name,
  value,
  inline,
  children,
}: {
  name: string;
  value: unknown;
  /** Inside a line of text (a `<span>`, not a `<div>`). */
  inline?: boolean;
  children: ReactNode;
}) {
  const kept = use(KeptContext);
  // The server notes the areas of messages an island draws at once (`island-areas.ts`): what it keeps is not drawn.
  const intl = use(IntlContext);
  const drawn = unrecorded(intl);
  const Part = inline ? 'span' : 'div';
  const [first] = useState(value);
  const [nodes] = useState(() => kept?.take(name, value) ?? null);
  const [changed, setChanged] = useState(false);
  if (value !== first && !changed) setChanged(true);
  if (kept && nodes && !changed && value === first)
    return <KeptNodes key="kept" name={name} nodes={nodes} kept={kept} as={Part} />;
  return (
    <Part key="drawn" data-kept={name}>
      <Suspense fallback={kept && nodes ? <KeptNodes name={name} nodes={nodes} kept={kept} as={Part} /> : null}>
        {drawn === intl ? children : <IntlContext value={drawn}>{children}</IntlContext>}
      </Suspense>
    </Part>
  );
}

/** The server's nodes, moved into an element React draws empty (and never touches the children of). */
function KeptNodes({
  name,
  nodes,
  kept,
  as: Part,
}: {
  name: string;
  nodes: readonly Node[];
  kept: KeptHtml;
  as: 'div' | 'span';
}) {
  const adopt = useCallback(
    // Never null: a ref that returns its cleanup is not called again with null (React 19).
    (element: HTMLElement | null) => {
      element?.append(...nodes);
      return () => kept.release(nodes);
    },
    [nodes, kept],
  );
  return <Part data-kept={name} ref={adopt} />;
}
