import { defaultStringifySearch } from '@tanstack/react-router';

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
      const one = defaultStringifySearch({ [key]: value });
      if (one) parts.push(one.slice(1));
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
