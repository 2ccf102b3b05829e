import { describe, expect, it } from 'vitest';
import { useMigratedDatabases } from '../testing/migrated-db.js';
import { type Db, migrateToLatest } from './index.js';

const BEFORE = '2026-12-10T10-00-balance-ledger';

const migratedTo = useMigratedDatabases();

const migratedBefore = (name: string): Promise<Db> => migratedTo(BEFORE, name);

const stored = async (db: Db) =>
  Object.fromEntries(
    (await db.selectFrom('site_setting').select(['key', 'value']).execute()).map((r) => [r.key, JSON.parse(r.value)]),
  );

describe("the demo settings migration (the demo's contact details and artwork leave the defaults)", () => {
  it('writes what a shop holding the demo catalogue showed, where the owner saved nothing', async () => {
    const db = await migratedBefore('wbs_demo_settings');
    await db
      .insertInto('category')
      .values({ name: 'T-Shirts', slug: 't-shirts', image_url: '/images/seed/category-t-shirts.webp' })
      .execute();
    await db.insertInto('site_setting').values({ key: 'contactEmail', value: '"wren@dune.test"' }).execute();

    await migrateToLatest(db);

    expect(await stored(db)).toEqual({
      contactEmail: 'wren@dune.test',
      contactPhone: '+1 (555) 010-0000',
      contactAddress: '123 Studio Lane, Vancouver, BC',
      hoursContent: expect.stringContaining('Monday - Friday: 9am - 5pm PST'),
      heroImage: '/images/seed/hero.webp',
      paintingsHeroImage: '/images/seed/paintings-hero.webp',
      aboutSectionImage: '/images/seed/about-studio.webp',
    });
  });

  it("writes nothing in a shop without the demo's items", async () => {
    const db = await migratedBefore('wbs_demo_settings_none');
    await db
      .insertInto('category')
      .values({ name: 'Ceramics', slug: 'ceramics', image_url: '/uploads/a.webp' })
      .execute();

    await migrateToLatest(db);

    expect(await stored(db)).toEqual({});
  });
});
