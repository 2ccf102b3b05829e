import { describe, expect, it } from 'vitest';
import { testDb } from '../testing/helpers.js';
import { rawSqlite } from './index.js';
import { CATALOGUE_TABLES } from './write-counter.js';

describe('the catalogue tables the write counter watches', () => {
  it('are every table whose writes move the catalogue version (its triggers), so a write here shows at once', async () => {
    const db = await testDb();
    try {
      const sqlite = rawSqlite(db);
      // The trigger names are the same on both engines; SQLite's are listed here (PostgreSQL's by schema-parity).
      if (!sqlite) return;
      const triggers = sqlite
        .prepare("select distinct tbl_name from sqlite_master where type = 'trigger' and name like '%bumps_catalogue'")
        .all() as { tbl_name: string }[];
      const bumping = triggers.map((t) => t.tbl_name).sort();
      expect(bumping).toContain('translation');
      expect(bumping.filter((table) => !CATALOGUE_TABLES.includes(table))).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
