import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * THE release rule, the one place that says whether the storefront may show or sell a product or painting. Its
 * words, used the same way everywhere (docs/ARCHITECTURE.md, Releases):
 *
 * - **release time**: when an item goes on sale (ISO-8601 UTC text, as every time is kept). Stored in the column
 *   `publish_at` and sent as `publishAt` (products) / `publish_at` (paintings): the documented API's names, kept;
 *   in TypeScript values it is `publishAt`. Null: released as soon as it exists.
 * - **released** once the shop's clock (`deps.clock`) reaches it; **unreleased** before.
 * - **announce**: the owner's choice to show an unreleased item's own page, counting down instead of selling. An
 *   unreleased item a shopper can see is **upcoming**: the API's `upcoming` flag, and the sale's refusal.
 *
 * Who sees what (`Audience`):
 * - Unreleased items are in no list, search, sitemap, best sellers, related items or category count
 *   (`'listed'`, what every storefront query applies by default: `productQuery`, `paintingQuery`, search, sitemap).
 * - Its own page (`'page'`): absent (404) too, unless announced: then the page and `GET /api/products/:id` answer it
 *   marked `upcoming`, and the page counts down instead of selling.
 * - Nothing unreleased can be sold: `cart/sellable.ts` names it `upcoming` (announced: 409 with the time) or does
 *   not read it (hidden, `releasedOrAnnounced`: 404; a line carted before it was rescheduled is unnamed and
 *   unpriced), in the cart and at checkout alike.
 * - Beside the catalogue: its reviews answer as its page does (`reviews/reviews.ts`), a wishlist names a hidden one by
 *   nothing (`wishlist.ts`), and no image set names its pictures unasked (`images.ts` answers only the URLs a
 *   caller names, and a page names only what it shows).
 * - Caches follow the clock: the catalogue version counts the release times that have passed
 *   (`db/catalogue-version.ts`), so every cached answer and page changes the moment an item is released.
 * The admin sees everything (`'any'`), and lists the unreleased ones apart (`unreleasedProducts`, `…Paintings`).
 */
export type Audience = 'listed' | 'page' | 'any';

const ref = (alias: string, column: 'publish_at' | 'announce') => sql.ref(`${alias}.${column}`);

/** Whether the row `alias` (a product or painting) is released at `now`. */
export function released(alias: string, now: string): RawBuilder<SqlBool> {
  const at = ref(alias, 'publish_at');
  return sql<SqlBool>`(${at} is null or ${at} <= ${now})`;
}

/** Whether the row `alias` has a release time still ahead of `now` (the admin's list of releases to come). */
export function unreleased(alias: string, now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${ref(alias, 'publish_at')} > ${now}`;
}

/** Whether the row `alias` may have its own page at `now`: released, or announced by the owner (`'page'`). */
export function releasedOrAnnounced(alias: string, now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${released(alias, now)} or ${ref(alias, 'announce')} = 1)`;
}

/** The condition a storefront read of `audience` puts on the row `alias`; undefined for the admin (`'any'`). */
export function releaseFilter(audience: Audience, alias: string, now: string): Expression<SqlBool> | undefined {
  if (audience === 'any') return undefined;
  return audience === 'listed' ? released(alias, now) : releasedOrAnnounced(alias, now);
}

/** 1 while the row `alias` is unreleased (its announced page counts down), else 0: the API's `upcoming` column. */
export function upcomingColumn(alias: string, now: string): RawBuilder<number> {
  return sql<number>`case when ${released(alias, now)} then 0 else 1 end`;
}

/** The same rule on a value already read (a cart's line): is the release time `publishAt` still ahead of `now`? */
function isUnreleased(publishAt: string | null | undefined, now: string): boolean {
  return publishAt != null && publishAt > now;
}

/**
 * Why an item read for a sale (`cart/sellable.ts`, which reads only what `releasedOrAnnounced` lets through) cannot
 * be sold yet: `'upcoming'` (announced: the shopper may know it, the refusal names the time); null when released.
 */
export function releaseProblem(publishAt: string | null, now: string): 'upcoming' | null {
  return isUnreleased(publishAt, now) ? 'upcoming' : null;
}
