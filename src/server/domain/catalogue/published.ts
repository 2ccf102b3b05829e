import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * THE release rule ("drop"), the one place that says whether the storefront may show a product or painting.
 * An item with `publish_at` (ISO-8601 UTC text, as every time is kept) is unreleased until the shop's clock
 * (`deps.clock`) reaches that time, then released; without one it is released as soon as it exists.
 *
 * - Unreleased items are in no list, search, sitemap, best sellers, related items or category count
 *   (`'listed'`, what every storefront query applies by default: `productQuery`, `paintingQuery`, search, sitemap).
 * - Its own page (`'page'`): absent (404) too, unless the owner chose `announce`: then the page and
 *   `GET /api/products/:id` answer it marked `upcoming`, and the page counts down instead of selling.
 * - Nothing unreleased can be sold: `cart/sellable.ts` names it `upcoming` (announced: 409 with the time) or does
 *   not read it (hidden, `pageShown`: 404; a line carted before it was rescheduled is unnamed and unpriced), in the
 *   cart and at checkout alike.
 * - Beside the catalogue: its reviews answer as its page does (`reviews.ts`, `pageShown`), a wishlist names a hidden
 *   one by nothing (`wishlist.ts`, `pageShown`), and no image set names its pictures unasked (`images.ts` answers only the URLs a
 *   caller names, and a page names only what it shows).
 * - Caches follow the clock: the catalogue version counts the releases that have passed
 *   (`db/catalogue-version.ts`), so every cached answer and page changes the moment an item goes live.
 * The admin sees everything (`'any'`).
 */
export type Audience = 'listed' | 'page' | 'any';

const ref = (alias: string, column: 'publish_at' | 'announce') => sql.ref(`${alias}.${column}`);

/** Whether the row `alias` (a product or painting) is released at `now`. */
export function released(alias: string, now: string): RawBuilder<SqlBool> {
  const at = ref(alias, 'publish_at');
  return sql<SqlBool>`(${at} is null or ${at} <= ${now})`;
}

/** Whether the row `alias` may have its own page at `now`: released, or announced by the owner (`'page'`). */
export function pageShown(alias: string, now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${released(alias, now)} or ${ref(alias, 'announce')} = 1)`;
}

/** The condition a storefront read of `audience` puts on the row `alias`; undefined for the admin (`'any'`). */
export function shownTo(audience: Audience, alias: string, now: string): Expression<SqlBool> | undefined {
  if (audience === 'any') return undefined;
  return audience === 'listed' ? released(alias, now) : pageShown(alias, now);
}

/** Whether the row `alias` is scheduled and not released yet at `now` (the admin's list of releases to come). */
export function scheduled(alias: string, now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${ref(alias, 'publish_at')} > ${now}`;
}

/** 1 while the row `alias` is not released yet (its announced page counts down), else 0: the `upcoming` column. */
export function upcomingColumn(alias: string, now: string): RawBuilder<number> {
  return sql<number>`case when ${released(alias, now)} then 0 else 1 end`;
}

/** The same rule on values already read (the cart's line, a form): is `publishAt` still ahead of `now`? */
export function isUpcoming(publishAt: string | null | undefined, now: string): boolean {
  return publishAt != null && publishAt > now;
}

/**
 * Why an item read for a sale (`cart/sellable.ts`, which reads only what `pageShown` lets through) cannot be sold
 * yet: `'upcoming'` (announced: the shopper may know it, the refusal names the time); null when released.
 */
export function releaseProblem(row: { publish_at: string | null }, now: string): 'upcoming' | null {
  return isUpcoming(row.publish_at, now) ? 'upcoming' : null;
}
