import type { ColumnType } from 'kysely';

/** 0/1 INTEGER column. */
export type Bool = ColumnType<number, number | undefined, number>;
/** TEXT column with a database default (ISO-8601 UTC time). */
export type Stamp = ColumnType<string, string | undefined, string>;
/** INTEGER column with a database default. */
export type IntDefault = ColumnType<number, number | undefined, number>;
/** TEXT column with a database default. */
export type TextDefault = ColumnType<string, string | undefined, string>;
