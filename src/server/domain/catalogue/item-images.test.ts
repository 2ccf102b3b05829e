import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { addPainting, addProducts } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { paintingPage } from './paintings.js';
import { categoryPage, listProducts } from './products.js';

let db: Db;
useTestDb((deps) => ({ db } = deps));

/** Counts the statements run through it. */
function counting(): { plugin: KyselyPlugin; count: () => number } {
  let n = 0;
  return {
    plugin: {
      transformQuery: ({ node }) => {
        n++;
        return node;
      },
      transformResult: async ({ result }) => result,
    },
    count: () => n,
  };
}

/** The statements one read costs, run once first so the settings' and other caches are warm as in a live shop. */
async function statementsOf(read: (db: Db) => Promise<unknown>): Promise<number> {
  const counter = counting();
  const counted = db.withPlugin(counter.plugin);
  await read(counted);
  const before = counter.count();
  await read(counted);
  return counter.count() - before;
}

async function addPhotos(type: 'product' | 'painting', ids: number[]) {
  await db
    .insertInto('item_image')
    .values(
      ids.flatMap((id) =>
        [0, 1, 2].map((position) => ({
          item_type: type,
          item_id: id,
          position,
          url: `/uploads/${type}-${id}-${position}.webp`,
          alt: `Photo ${position + 1}`,
          color: null,
        })),
      ),
    )
    .execute();
}

const clock = () => new Date();
const listing = { page: 1, price: 'all', sort: 'newest' } as const;

describe('the photos of a list of items', () => {
  it('cost the same statements for a page of 2 products as for a page of 24 (no query per item)', async () => {
    const few = await addProducts(db, 2, (i) => ({ name: `Tee ${i}` }));
    await addPhotos('product', few);
    const pageOf = (counted: Db) => categoryPage({ db: counted, clock }, { category: 'all', ...listing, pageSize: 24 });
    const list = (counted: Db) => listProducts({ db: counted, clock }, 'all');
    const twoProducts = await statementsOf(pageOf);
    const twoListed = await statementsOf(list);
    const many = await addProducts(db, 22, (i) => ({ name: `Shirt ${i}` }));
    await addPhotos('product', many);
    const page = await categoryPage({ db, clock }, { category: 'all', ...listing, pageSize: 24 });
    expect(page.items).toHaveLength(24);
    expect(page.items.every((p) => p.images?.length === 3)).toBe(true);
    expect(await statementsOf(pageOf)).toBe(twoProducts);
    expect((await listProducts({ db, clock }, 'all'))[0]?.images).toHaveLength(3);
    expect(await statementsOf(list)).toBe(twoListed);
  });

  it('cost the same statements for a page of 2 paintings as for a page of 20', async () => {
    const few = [await addPainting(db, { title: 'A' }), await addPainting(db, { title: 'B' })];
    await addPhotos('painting', few);
    const pageOf = (counted: Db) => paintingPage({ db: counted, clock }, { list: 'all', page: 1, pageSize: 24 });
    const twoPaintings = await statementsOf(pageOf);
    const many: number[] = [];
    for (let i = 0; i < 18; i++) many.push(await addPainting(db, { title: `P${i}` }));
    await addPhotos('painting', many);
    const page = await paintingPage({ db, clock }, { list: 'all', page: 1, pageSize: 24 });
    expect(page.items.map((p) => p.images?.length)).toEqual(Array(20).fill(3));
    expect(await statementsOf(pageOf)).toBe(twoPaintings);
  });
});
