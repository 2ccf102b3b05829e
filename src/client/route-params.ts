/** A route's numeric id, or null when the URL holds something else (then nothing is fetched). */
export function numericId(id: string): number | null {
  return /^\d+$/.test(id) && Number(id) > 0 && Number.isSafeInteger(Number(id)) ? Number(id) : null;
}
