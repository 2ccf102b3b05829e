/**
 * The address a shopper typed at checkout, kept in this tab (sessionStorage) so that a reload before the payment
 * page finds it: until the payment page the server holds no checkout to resume it from. Forgotten once the order
 * is paid and when the shopper signs out; a tab closed forgets it too. A browser without storage keeps nothing.
 */
const KEY = 'checkoutAddress';

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

export function forgetKeptAddress(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
