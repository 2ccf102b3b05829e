import { KEY } from './kept-address';

/**
 * Keeping and reading the address typed at checkout (see kept-address.ts), the checkout's own: apart from
 * `forgetKeptAddress`, which every page's session code calls, so none of it is in every page's first load.
 */

/** What was typed in this tab, over `empty` (so a field added later starts empty); `empty` itself when nothing was. */
export function keptAddress<Values extends object>(empty: Values): Values {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return empty;
    const typed = Object.entries(saved).filter(([key, value]) => key in empty && typeof value === 'string');
    return { ...empty, ...Object.fromEntries(typed) };
  } catch {
    return empty;
  }
}

export function keepAddress(values: object): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage blocked or full: a reload starts from an empty form, as before.
  }
}
