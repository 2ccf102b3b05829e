import { type RawBuilder, sql } from 'kysely';

/**
 * `column` contains `q`, case aside, as an owner's list search asks it: `\` escapes LIKE's wildcards, so a
 * searched `%` or `_` means itself. `column` is a column reference ('o.email') or an expression.
 */
export function containsText(column: string | RawBuilder<string>, q: string): RawBuilder<boolean> {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${typeof column === 'string' ? sql.ref(column) : column}) like ${like} escape '\\'`;
}
