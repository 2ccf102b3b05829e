import { CompiledQuery, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { catalogueSearchInput } from '../../../shared/schemas/catalogue-search.js';
import type { Db } from '../../db/index.js';
import { addCategory, addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { catalogueSearch } from './facets.js';

/**
 * PostgreSQL turned the facets' "has a variant of this size and colour (in stock)" EXISTS (now over the kept
 * `facet_row`) into a hash semi-join over every variant of the shop and its stock, whatever the list: 75 ms a facet
 * at 10,000 products, where reading each listed product's own variants costs a few. Each facet's statement must read them per product (a SubPlan), never
 * as a semi-join of the whole table.
 */
let db: Db;
useTestDb((deps) => ({ db } = deps));

/** Records the queries run through it, compiled as the database runs them (not the parts built on the way). */
function recorder(into: CompiledQuery[], base: Db): KyselyPlugin {
  const compiled = new Map<QueryId, CompiledQuery>();
  return {
    transformQuery({ node, queryId }: { node: RootOperationNode; queryId: QueryId }) {
      compiled.set(queryId, base.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const query = compiled.get(queryId);
      if (query) into.push(query);
      return result;
    },
  };
}

describe('the facets’ plans on PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'read the listed products’ own variants, never every variant of the shop in a semi-join',
    async () => {
      const tees = await addCategory(db, 'T-Shirts');
      for (const name of ['Acid Tee', 'Salt Tee', 'Raw Tee']) await addProduct(db, { name, categoryId: tees });
      const queries: CompiledQuery[] = [];
      const input = catalogueSearchInput.parse({
        category: 't-shirts',
        size: 'M',
        color: 'black',
        price: 'under-50',
        inStock: 'true',
      });
      const ask = (sort: 'newest' | 'price-asc') =>
        catalogueSearch({ db: db.withPlugin(recorder(queries, db)), clock: () => new Date() }, { ...input, sort });
      // Newest, the list joins its one matching facet row per product; by price it asks each product (EXISTS).
      expect((await ask('newest')).total).toBe(3);
      expect((await ask('price-asc')).items).toHaveLength(3);
      const plans: string[] = [];
      for (const query of queries.filter((q) => q.sql.includes('facet_row'))) {
        const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        );
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      // Twice the category, price and size-and-colour counts, the priced-by-variants probe and the list.
      expect(plans.length).toBeGreaterThanOrEqual(10);
      expect(plans.filter((plan) => /Semi Join/.test(plan))).toEqual([]);
    },
  );
});
