import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useHydrated } from '../../nav/nav';
import classes from './HydrationGate.module.css';

/**
 * True while this component is still the server's HTML, which the browser has not taken over yet (issue 39): a
 * control whose work is a click handler does nothing then, so it is drawn disabled (`disabled`, the not-allowed
 * look) until its own part of the page is hydrated, never a tap that silently does nothing. Each component asks for
 * itself: a part inside a lazy chunk is hydrated after the page around it. Links and GET forms work from the first
 * paint and need none of it. Rendered in the browser (a client-side navigation, a dialog), it is false at once.
 */
export function useHydrating(): boolean {
  return !useHydrated();
}

/**
 * The controls inside (buttons, fields, radios) disabled until hydrated, in one place: a `<fieldset disabled>`, which
 * disables every form control in it and draws no box of its own (no layout shift when it enables). Links inside keep
 * working; a GET form meant to work before hydration must not be put in one.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  return (
    <fieldset role="none" disabled={hydrating} className={classes.gate}>
      {children}
    </fieldset>
  );
}

/** Runs `then` once the browser is idle (a second at the latest; a timer where there is no idle callback). */
export function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 200);
  return () => clearTimeout(id);
}

/**
 * False while the page hydrates and until the browser is next idle, then true (issue 45: what is below the fold or
 * not needed at once goes live when idle): a part whose working state costs a phone's main thread (query and
 * mutation observers, their effects) draws its server look until then, and takes it up in a transition of its own,
 * not in the task that ends hydration. Drawn by the browser alone (a client-side navigation), it is live at once.
 */
export function useLiveWhenIdle(): boolean {
  const hydrated = useHydrated();
  const [live, setLive] = useState(hydrated);
  useEffect(() => {
    if (live) return;
    return whenIdle(() => startTransition(() => setLive(true)));
  }, [live]);
  return live;
}
