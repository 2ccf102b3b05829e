/** A route's numeric id, or null when the URL holds something else (then nothing is fetched). */
export function numericId(id: string): number | null {
  return /^\d+$/.test(id) && Number(id) > 0 && Number.isSafeInteger(Number(id)) ? Number(id) : null;
}

/** `?token=` of a mailed link (unsubscribe, e-mail confirmation, a guest order): kept when it is short text. */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token.length <= 200 ? { token: search.token } : {};
}
