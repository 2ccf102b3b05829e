import { describe, expect, it, vi } from 'vitest';
import { catalogueSearchInput } from '../../../shared/schemas/catalogue-search.js';
import { keptAnswers } from '../../db/catalogue-cache.js';
import { runFlow } from '../../db/flow.js';
import type { Db } from '../../db/index.js';
import { addCategory, addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { changeStock } from '../stock/ledger.js';
import { catalogueSearch } from './facets.js';

/** `catalogueSearch`'s answers, kept per catalogue version for every transport that asks (item 1 of issue 39's rest). */
let db: Db;
const clock = () => new Date();
useTestDb((deps) => ({ db } = deps));

const ask = (query: Record<string, unknown>) => catalogueSearch({ db, clock }, catalogueSearchInput.parse(query));
const TEES_IN_STOCK = { category: 't-shirts', inStock: 'true' };

/** Whether the same question asked twice gets the kept answer (the same object), not one counted again in SQL. */
async function answerKept(query: Record<string, unknown>): Promise<boolean> {
  const first = await ask(query);
  const second = await ask(query);
  return first === second;
}

describe('catalogue search answers kept per catalogue version', () => {
  it('counts a repeated question once, and a different question (or language) on its own', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    await addProduct(db, { name: 'Acid Tee', categoryId: tees });
    // (PostgreSQL's version is polled: answers are kept from its first poll after a write.)
    await expect.poll(() => answerKept(TEES_IN_STOCK), { timeout: 5_000 }).toBe(true);
    const kept = await ask(TEES_IN_STOCK);
    expect(kept.total).toBe(1);
    expect(await ask({ ...TEES_IN_STOCK, size: 'M' })).not.toBe(kept);
    const french = await catalogueSearch({ db, clock, locale: 'fr' }, catalogueSearchInput.parse(TEES_IN_STOCK));
    expect(french).not.toBe(kept);
    expect(await ask(TEES_IN_STOCK)).toBe(kept);
  });

  it('answers anew after a stock change and after a new product', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    const tee = await addProduct(db, { name: 'Acid Tee', categoryId: tees, stock: 1 });
    await expect.poll(() => answerKept(TEES_IN_STOCK), { timeout: 5_000 }).toBe(true);
    expect((await ask(TEES_IN_STOCK)).total).toBe(1);

    const item = await db
      .selectFrom('inventory_item')
      .select('id')
      .where('product_id', '=', tee)
      .executeTakeFirstOrThrow();
    await runFlow({ db, clock }, (tx) =>
      changeStock(tx, { inventoryItemId: item.id, change: -1, type: 'adjust_remove' }),
    );
    const soldOut = await ask(TEES_IN_STOCK);
    expect(soldOut.total).toBe(0);
    expect(soldOut.facets.inStock).toBe(0);

    await addProduct(db, { name: 'Salt Tee', categoryId: tees, stock: 3 });
    const restocked = await ask(TEES_IN_STOCK);
    expect(restocked.items.map((item) => (item.itemType === 'product' ? item.name : item.title))).toEqual(['Salt Tee']);
    expect((await ask({ category: 't-shirts' })).total).toBe(2);
  });
});

/**
 * The statements that count (a facet's options, the list's total: `count(` or `sum(case` before the first `from`)
 * among those `run` has the shop execute: the page's own statements (its ids, its items) count nothing.
 */
async function countingStatements(run: () => Promise<unknown>): Promise<string[]> {
  const executor = db.getExecutor();
  const spy = vi.spyOn(executor, 'executeQuery');
  try {
    await run();
    const statements = spy.mock.calls.map(([query]) => query.sql.split(' from ')[0] ?? '');
    return statements.filter((head) => head.includes('count(') || head.includes('sum(case'));
  } finally {
    spy.mockRestore();
  }
}

describe('facet counts kept apart from the page and the sort', () => {
  it('another page or sort of the same list counts nothing again; other filters count their own', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    for (const name of ['Acid Tee', 'Salt Tee', 'Dune Tee']) await addProduct(db, { name, categoryId: tees });
    await expect.poll(() => answerKept(TEES_IN_STOCK), { timeout: 5_000 }).toBe(true);
    let first: Awaited<ReturnType<typeof ask>> | undefined;
    expect(await countingStatements(async () => (first = await ask({ ...TEES_IN_STOCK, pageSize: 2 })))).toEqual([]);
    let second: Awaited<ReturnType<typeof ask>> | undefined;
    const secondCounts = await countingStatements(
      async () => (second = await ask({ ...TEES_IN_STOCK, pageSize: 2, page: 2, sort: 'price-asc' })),
    );
    expect(secondCounts).toEqual([]);
    expect(second).not.toBe(first);
    expect(second?.facets).toEqual(first?.facets);
    expect([first?.total, second?.total]).toEqual([3, 3]);
    expect((first?.items.length ?? 0) + (second?.items.length ?? 0)).toBe(3);
    // Another filter is counted (the spy sees counting statements), but not its total: with one size chosen, the size
    // facet's count of it is the list's total.
    const sized = await countingStatements(() => ask({ ...TEES_IN_STOCK, size: 'M', pageSize: 2 }));
    expect(sized.length).toBeGreaterThan(0);
    expect(sized.filter((head) => /^select count\([^)]*\) as "n"$/.test(head))).toEqual([]);
  });
});

/** The kept facet counts (`keptCounts` of `facets.ts`). */
const keptCounts = () => keptAnswers<object>({ db, clock }, 'catalogue-facet-counts', 'catalogue', 1);

/** The key of a facet's counts: the filters as parsed, less the page, the sort and the facet's own choices. */
function keyOf(facet: string, query: Record<string, unknown>, ...own: string[]) {
  const { page: _p, pageSize: _s, sort: _o, ...filters } = catalogueSearchInput.parse(query) as Record<string, unknown>;
  // The category facet keeps the lists a category URL names ('new-arrivals'), none here.
  for (const choice of own) {
    if (choice === 'category') filters.category = [];
    else delete filters[choice];
  }
  return ` ${facet} ${JSON.stringify(filters)}`;
}

describe('each facet counted once for the filter sets that differ only in its own choice', () => {
  it('keeps the size facet by the filters less the size, the category facet less the chosen categories', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    await addCategory(db, 'Jackets');
    for (const name of ['Acid Tee', 'Salt Tee']) await addProduct(db, { name, categoryId: tees, sizes: ['M', 'L'] });
    await expect.poll(() => answerKept(TEES_IN_STOCK), { timeout: 5_000 }).toBe(true);
    const kept = keptCounts();
    // (Not in stock only: the search above counted those.)
    const medium = { category: 't-shirts', size: 'M' };
    const large = { category: 't-shirts', size: 'L', sort: 'price-asc' };
    expect(kept?.lookup(keyOf('size', large, 'size')).value).toBeUndefined();
    const first = await ask(medium);
    // Asked with M, the size facet is kept under a key L shares: L's answer reads it, counted once.
    const sizes = kept?.lookup(keyOf('size', large, 'size')).value;
    expect(sizes).toBeInstanceOf(Map);
    expect(Object.fromEntries(sizes as Map<string, number>)).toEqual({ M: 2, L: 2 });
    const second = await ask(large);
    expect(second.facets.size).toEqual(first.facets.size);
    // The category facet ignores the category chosen: the jackets' search shares it.
    expect(kept?.lookup(keyOf('category', { ...medium, category: 'jackets' }, 'category')).value).toBeInstanceOf(Map);
    // Another colour is another question for the size facet.
    expect(kept?.lookup(keyOf('size', { ...large, color: 'black' }, 'size')).value).toBeUndefined();
  });

  it('with one size and one colour, reads both facets from the pairs kept by the filters less both', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    await addProduct(db, { name: 'Acid Tee', categoryId: tees, sizes: ['M', 'L'], colors: ['Black', 'White'] });
    await addProduct(db, { name: 'Salt Tee', categoryId: tees, sizes: ['M'], colors: ['Black'], priceCents: 9000 });
    await expect.poll(() => answerKept(TEES_IN_STOCK), { timeout: 5_000 }).toBe(true);
    const kept = keptCounts();
    const blackM = { ...TEES_IN_STOCK, size: 'M', color: 'Black' };
    const whiteL = { ...TEES_IN_STOCK, size: 'L', color: 'White', sort: 'alphabetical' };
    const answer = await ask(blackM);
    expect(answer.total).toBe(2);
    const counts = (options: { value: string; count: number }[]) => options.map((o) => [o.value, o.count]);
    expect(counts(answer.facets.size)).toEqual([
      ['M', 2],
      ['L', 1],
    ]);
    expect(counts(answer.facets.color)).toEqual([
      ['Black', 2],
      ['White', 1],
    ]);
    // Counted under a key the white L shares (and neither facet on its own); another price is another question.
    const pairs = kept?.lookup(keyOf('size+color', whiteL, 'size', 'color')).value;
    expect(pairs).toBeInstanceOf(Map);
    expect(kept?.lookup(keyOf('size', blackM, 'size')).value).toBeUndefined();
    expect(kept?.lookup(keyOf('size+color', { ...whiteL, price: 'under-50' }, 'size', 'color')).value).toBeUndefined();
    const white = await ask(whiteL);
    expect([white.total, counts(white.facets.size), counts(white.facets.color)]).toEqual([
      1,
      [
        ['M', 1],
        ['L', 1],
      ],
      [
        ['Black', 1],
        ['White', 1],
      ],
    ]);
    expect(kept?.lookup(keyOf('size+color', whiteL, 'size', 'color')).value).toBe(pairs);
  });
});
