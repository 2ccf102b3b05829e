import { type Kysely, sql } from 'kysely';

/**
 * Issue 44, item 1: the demo's contact details, hours and artwork are no longer every shop's defaults (a new shop
 * has none; the demo seed writes them, db/seed/catalogue.json). A shop that still holds the demo catalogue (an
 * item or a category with a seed image) keeps what it showed: each of these settings it never saved is written
 * with the value it had. A shop without the demo's items gets nothing (its mails and Contact page lose the demo's
 * address); a setting the owner saved is never touched. The values as they were: this file keeps them for good.
 */
const DEMO_SETTINGS: Record<string, string> = {
  heroImage: '/images/seed/hero.webp',
  paintingsHeroImage: '/images/seed/paintings-hero.webp',
  aboutSectionImage: '/images/seed/about-studio.webp',
  contactEmail: 'hello@example.com',
  contactPhone: '+1 (555) 010-0000',
  contactAddress: '123 Studio Lane, Vancouver, BC',
  hoursContent:
    'Monday - Friday: 9am - 5pm PST\nSaturday: 10am - 4pm PST\nSunday: Closed\nWe aim to respond to all inquiries within 24-48 business hours',
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  const seeded = sql<number>`(
    EXISTS (SELECT 1 FROM category WHERE image_url LIKE '/images/seed/%')
    OR EXISTS (SELECT 1 FROM product WHERE image_url LIKE '/images/seed/%')
    OR EXISTS (SELECT 1 FROM painting WHERE image_url LIKE '/images/seed/%')
  )`;
  const { demo } = await db.selectNoFrom(seeded.as('demo')).executeTakeFirstOrThrow();
  if (!demo) return;
  await db
    .insertInto('site_setting')
    .values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Nothing to undo: the rows written hold what the shop showed before. */
export async function down(): Promise<void> {}
