import { useHydrated } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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
