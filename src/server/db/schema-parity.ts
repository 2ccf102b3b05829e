import { sql } from 'kysely';
import { engineOf } from './dialect.js';
import type { Db } from './index.js';

/**
 * A database's schema in engine-neutral terms, so a migrated SQLite and a migrated PostgreSQL can be compared
 * table by table, column by column, index by index: types mapped (citext → text, double precision → real),
 * each index as its uniqueness, its columns (an expression as `expr`) and whether it is partial.
 */
export interface NeutralSchema {
  tables: Record<string, { columns: Record<string, string>; indexes: string[] }>;
  views: Record<string, string[]>;
}

/**
 * Tables that differ by design: migration bookkeeping, the search index (FTS5 vs tsvector, see dialect.ts),
 * PostgreSQL's shared rate-limit counters (SQLite's live in memory, see rate-limit-store.ts), and the catalogue
 * counter (SQLite: one row; PostgreSQL: a view of the same columns over a row per connection, migration
 * 2026-11-28T02-00; both answer one row, as the seeded-rows test checks).
 */
const OWN_TABLES =
  /^(sqlite_|kysely_|rate_limit$|catalogue_version(_shard)?$|catalogue_search$|catalogue_search_(data|idx|content|docsize|config)$)/;

const SQLITE_TYPES: Record<string, string> = { INTEGER: 'integer', TEXT: 'text', REAL: 'real' };
const PG_TYPES: Record<string, string> = {
  integer: 'integer',
  text: 'text',
  citext: 'text',
  'double precision': 'real',
};

const column = (type: string | undefined, notNull: boolean, hasDefault: boolean) =>
  `${type ?? 'unmapped'}${notNull ? ' not null' : ''}${hasDefault ? ' default' : ''}`;

async function sqliteSchema(db: Db): Promise<NeutralSchema> {
  const schema: NeutralSchema = { tables: {}, views: {} };
  const { rows: objects } = await sql<{ name: string; type: string }>`
    select name, type from sqlite_master where type in ('table', 'view') order by name`.execute(db);
  for (const { name, type } of objects) {
    if (OWN_TABLES.test(name)) continue;
    const { rows: cols } = await sql<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>`
      select * from pragma_table_info(${name})`.execute(db);
    if (type === 'view') {
      schema.views[name] = cols.map((c) => c.name).sort();
      continue;
    }
    const columns: Record<string, string> = {};
    for (const c of cols) {
      columns[c.name] = column(SQLITE_TYPES[c.type], c.notnull === 1 || c.pk > 0, c.dflt_value !== null);
    }
    const { rows: list } = await sql<{ name: string; unique: number; partial: number; origin: string }>`
      select * from pragma_index_list(${name})`.execute(db);
    const indexes: string[] = [];
    for (const index of list) {
      if (index.origin === 'pk') continue;
      const { rows: parts } = await sql<{ name: string | null }>`
        select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
      const label = index.origin === 'c' ? index.name : 'constraint';
      indexes.push(
        describeIndex(
          label,
          index.unique === 1,
          parts.map((p) => p.name ?? 'expr'),
          index.partial === 1,
        ),
      );
    }
    schema.tables[name] = { columns, indexes: indexes.sort() };
  }
  return schema;
}

async function postgresSchema(db: Db): Promise<NeutralSchema> {
  const schema: NeutralSchema = { tables: {}, views: {} };
  const { rows: objects } = await sql<{ name: string; type: string }>`
    select table_name as name, table_type as type from information_schema.tables
    where table_schema = 'public' order by table_name`.execute(db);
  for (const { name, type } of objects) {
    if (OWN_TABLES.test(name)) continue;
    const { rows: cols } = await sql<{
      name: string;
      type: string;
      udt: string;
      nullable: string;
      dflt: string | null;
    }>`
      select column_name as name, data_type as type, udt_name as udt, is_nullable as nullable,
        column_default as dflt
      from information_schema.columns where table_schema = 'public' and table_name = ${name}`.execute(db);
    if (type === 'VIEW') {
      schema.views[name] = cols.map((c) => c.name).sort();
      continue;
    }
    const columns: Record<string, string> = {};
    for (const c of cols) {
      const pgType = c.type === 'USER-DEFINED' ? c.udt : c.type;
      columns[c.name] = column(PG_TYPES[pgType], c.nullable === 'NO', c.dflt !== null);
    }
    const { rows: list } = await sql<{
      name: string;
      unique: boolean;
      partial: boolean;
      constraint: boolean;
      parts: string[];
    }>`
      select ic.relname as name, x.indisunique as unique, x.indpred is not null as partial,
        exists (select 1 from pg_constraint k where k.conindid = x.indexrelid) as constraint,
        array(select coalesce(a.attname, 'expr') from unnest(x.indkey) with ordinality as k(attnum, n)
              left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum and k.attnum > 0
              order by k.n)::text[] as parts
      from pg_index x join pg_class ic on ic.oid = x.indexrelid join pg_class tc on tc.oid = x.indrelid
      where tc.relname = ${name} and tc.relnamespace = 'public'::regnamespace and not x.indisprimary`.execute(db);
    const indexes = list.map((index) =>
      describeIndex(index.constraint ? 'constraint' : index.name, index.unique, index.parts, index.partial),
    );
    schema.tables[name] = { columns, indexes: indexes.sort() };
  }
  return schema;
}

function describeIndex(name: string, unique: boolean, parts: string[], partial: boolean): string {
  return `${name}: ${unique ? 'unique ' : ''}(${parts.join(', ')})${partial ? ' partial' : ''}`;
}

/** The schema of `db`, whichever engine it runs on. */
export function neutralSchema(db: Db): Promise<NeutralSchema> {
  return engineOf(db) === 'sqlite' ? sqliteSchema(db) : postgresSchema(db);
}
