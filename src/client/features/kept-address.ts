/**
 * The address a shopper typed at checkout, kept in this tab (sessionStorage) so that a reload before the payment
 * page finds it: until the payment page the server holds no checkout to resume it from. Forgotten once the order
 * is paid and when the shopper signs out; a tab closed forgets it too. A browser without storage keeps nothing.
 */
export const KEY = 'checkoutAddress';

/** Forgets the kept address (signed out, or the order paid). Keeping and reading it are the checkout's own
 * (`keptAddress`, `keepAddress` in use-checkout-session.ts), out of every page's first load. */
export function forgetKeptAddress(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
