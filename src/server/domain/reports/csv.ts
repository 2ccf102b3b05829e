import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { CsvFile } from '../../../shared/schemas/reports.js';

/**
 * The shop's CSV files: UTF-8 with a byte-order mark (so spreadsheet programs read accents right), a header row,
 * quoting by csv-stringify, and formula injection neutralised (a text cell starting with = + - @ tab or CR gets a
 * leading `'`; numbers are left as numbers). Reading strips that `'` again, so an export imports back unchanged.
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

export function csvFile<T>(filename: string, columns: readonly CsvColumn<T>[], rows: readonly T[]): CsvFile {
  const records = rows.map((row) =>
    columns.map((c) => {
      const v = c.value(row);
      return typeof v === 'boolean' ? String(v) : (v ?? '');
    }),
  );
  const body = stringify(records, {
    bom: true,
    header: true,
    columns: columns.map((c) => c.header),
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  return { filename, contentType: 'text/csv', body };
}

/** A neutralised cell (`'=SUM(A1)`) back to what was exported (`=SUM(A1)`). */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * The records of a CSV text keyed by header, each with its row as a spreadsheet numbers it (the header is row 1).
 * Malformed CSV (an unclosed quote) throws csv-parse's error, which the caller reports.
 */
export function readCsv(text: string): {
  headers: string[];
  records: { row: number; cells: Record<string, string> }[];
} {
  const rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  const [head, ...body] = rows;
  const headers = (head ?? []).map((h) => h.trim());
  return {
    headers,
    records: body.map((record, i) => ({
      row: i + 2,
      cells: Object.fromEntries(headers.map((h, j) => [h, unescapeFormula(record[j] ?? '')])),
    })),
  };
}

/** `from`/`to` (UTC days, both included) as the ISO bounds of stored times: [start, end). */
export function isoBounds(range: { from?: string; to?: string }): { start?: string; end?: string } {
  const end = range.to ? new Date(Date.parse(`${range.to}T00:00:00.000Z`) + 86_400_000).toISOString() : undefined;
  return { start: range.from ? `${range.from}T00:00:00.000Z` : undefined, end };
}

/** `orders-2026-11-01-to-2026-11-30.csv`, `products.csv`. */
export function fileName(kind: string, range: { from?: string; to?: string }): string {
  const span = [range.from && `from-${range.from}`, range.to && `to-${range.to}`].filter(Boolean).join('-');
  return `${kind}${span ? `-${span}` : ''}.csv`;
}
