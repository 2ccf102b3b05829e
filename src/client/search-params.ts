/** A string the router's parser would read as JSON (the router's own test). */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;

/**
 * One value as the router's default `stringifySearch` writes it (router-core's `stringifySearchWith(JSON.stringify,
 * JSON.parse)`): an object as JSON; a string that would parse as JSON quoted, so it reads back as the same string;
 * anything else as it is. Written here so the islands' links (`nav/plain-nav.tsx`) need no router.
 */
function searchValue(value: unknown): string {
  if (value && typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {}
  } else if (typeof value === 'string' && JSON_START.test(value)) {
    try {
      JSON.parse(value);
      return JSON.stringify(value);
    } catch {}
  }
  return String(value);
}

/**
 * The router's `stringifySearch`: a list of plain values is written as the key repeated (`?size=M&size=L`, what a
 * GET form sends and what `GET /api/catalogue/search` takes), which the router's own parser already reads back as
 * an array; everything else as the router's default writes it.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
      for (const item of value) parts.push(new URLSearchParams([[key, String(item)]]).toString());
    } else {
      parts.push(new URLSearchParams([[key, searchValue(value)]]).toString());
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A value as the router's `qss` decoder reads it: '' stays '', "true"/"false" are booleans, a plain number a number. */
function decodedValue(text: string): unknown {
  if (!text) return '';
  if (text === 'false') return false;
  if (text === 'true') return true;
  return +text * 0 === 0 && `${+text}` === text ? +text : text;
}

/**
 * The router's default `parseSearch` (router-core's `parseSearchWith(JSON.parse)`): a key repeated is a list, and a
 * value that reads as JSON is what it reads as. Written here so the islands (`nav/plain-nav.tsx`) read a page's
 * address as the app does, with no router.
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const query: Record<string, unknown> = Object.create(null);
  for (const [key, text] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)) {
    const previous = query[key];
    if (previous == null) query[key] = decodedValue(text);
    else if (Array.isArray(previous)) previous.push(decodedValue(text));
    else query[key] = [previous, decodedValue(text)];
  }
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string' || !JSON_START.test(value)) continue;
    try {
      query[key] = JSON.parse(value);
    } catch {}
  }
  return query;
}
