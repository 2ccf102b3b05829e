import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { CsvFile } from '../../../shared/schemas/reports.js';

/**
 * The shop's CSV files: UTF-8 with a byte-order mark (so spreadsheet programs read accents right), a header row,
 * quoting by csv-stringify, and formula injection neutralised (a text cell starting with = + - @ tab or CR, or
 * their full-width forms, gets a leading `'`; numbers and sums of money are left as numbers, a negative one too).
 * Reading strips that `'` again, so an export imports back unchanged.
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined | CsvMoney;
}

/** A cell holding a sum of money: written in dollars with two decimals (-45.00), as a number, never neutralised. */
export interface CsvMoney {
  dollars: number;
}
export const csvMoney = (dollars: number): CsvMoney => ({ dollars });

/** What a text cell may not start with: a spreadsheet would run it as a formula. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

function cell(value: ReturnType<CsvColumn<unknown>['value']>): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') return value.dollars.toFixed(2);
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvFile<T>(filename: string, columns: readonly CsvColumn<T>[], rows: readonly T[]): CsvFile {
  const records = rows.map((row) => columns.map((c) => cell(c.value(row))));
  const body = stringify(records, {
    bom: true,
    header: true,
    columns: columns.map((c) => c.header),
    record_delimiter: 'windows',
  });
  return { filename, contentType: 'text/csv', body };
}

/** A neutralised cell (`'=SUM(A1)`) back to what was exported (`=SUM(A1)`). */
const unescapeFormula = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

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
