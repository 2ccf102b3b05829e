import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPlannerStatistics } from '../../db/dialect.js';
import { type Db, rawSqlite } from '../../db/index.js';
import { addProducts } from '../../testing/fixtures.js';
import { testDb } from '../../testing/helpers.js';
import { variantsOf } from './variants.js';

/**
 * Every product list reads its page's variants (`variantsOf`). With the planner's statistics taken on a catalogue
 * where every item is shared by its product (variant_id null on nearly every row), SQLite rated the unique index on
 * variant_id as useless and scanned all inventory items for each variant: a category page cost 19 ms at 10,000
 * products instead of 0.5. The query's plan must reach a variant's own item through an index, whatever the data.
 */
let db: Db;
beforeAll(async () => {
  db = await testDb();
  await addProducts(db, 2_000, (i) => ({ name: `Tee ${i}` }));
  await refreshPlannerStatistics(db);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
});

/** Records the queries run through it, compiled as the database runs them. */
function recorder(into: { sql: string; parameters: readonly unknown[] }[], base: Db): KyselyPlugin {
  return {
    transformQuery({ node, queryId }: { node: RootOperationNode; queryId: QueryId }) {
      into.push(base.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

describe('the variants of a page of products', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'reads each variant’s own inventory item through an index, not a scan of every item',
    async () => {
      const queries: { sql: string; parameters: readonly unknown[] }[] = [];
      const variants = await variantsOf(
        { db: db.withPlugin(recorder(queries, db)), clock: () => new Date() },
        [5, 500, 1500],
      );
      expect([...variants.keys()]).toEqual([5, 500, 1500]);
      const sqlite = rawSqlite(db);
      if (!sqlite) throw new Error('SQLite expected');
      const plan = queries.flatMap(({ sql, parameters }) =>
        (sqlite.prepare(`explain query plan ${sql}`).all(...parameters) as { detail: string }[]).map((r) => r.detail),
      );
      expect(plan.some((step) => /^SEARCH iv USING INDEX inventory_item_variant\b/.test(step))).toBe(true);
      expect(plan.filter((step) => /^SCAN /.test(step))).toEqual([]);
    },
  );
});
