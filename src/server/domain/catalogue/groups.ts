import { sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import { type Category, type Collection, slugify } from '../../../shared/schemas/catalogue.js';
import { toCategory, toCollection } from '../../db/catalogue-mappers.js';
import { type Deps, isoNow } from '../../deps.js';
import { type Localized, localize, textsOf, translating } from '../translations.js';
import { released } from './release.js';

/**
 * Categories in their display order, each with the number of live products in it: with the shop's clock (the
 * storefront), released products only (`release.ts`); without one (the admin's forms), every live product.
 * `counted: false` leaves the numbers out (0), for a caller that needs only the names (the facets: counting every
 * product of the shop cost 7 ms at 10,000 products).
 */
export async function listCategories(
  deps: Pick<Deps, 'db'> & Partial<Pick<Deps, 'clock'>> & Localized,
  { counted = true } = {},
): Promise<Category[]> {
  const { db, clock } = deps;
  const rows = await db
    .selectFrom('category as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.slug',
      'c.image_url',
      counted
        ? eb
            .selectFrom('product as p')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('p.category_id', '=', 'c.id')
            .where('p.deleted_at', 'is', null)
            .$if(clock !== undefined, (q) => q.where(released('p', isoNow(clock as Deps['clock']))))
            .as('product_count')
        : sql<number>`0`.as('product_count'),
    ])
    .orderBy('c.sort_order')
    .orderBy('c.name')
    .execute();
  return localize(deps, 'category', rows.map(toCategory), (c) => c.id);
}

const collectionColumns = ['id', 'name', 'description', 'image_url', 'featured'] as const;

/** Collections, the featured one first, in the asker's language. */
export async function listCollections(deps: Pick<Deps, 'db'> & Localized): Promise<Collection[]> {
  const rows = await deps.db
    .selectFrom('collection')
    .select(collectionColumns)
    .orderBy('featured', 'desc')
    .orderBy('name')
    .execute();
  return localize(deps, 'collection', rows.map(toCollection), (c) => c.id);
}

/**
 * The collection a URL names: by id, or by name with case and punctuation aside (its English name, or in French
 * its French one too: `/fr/collection/ete`).
 */
export async function getCollection(deps: Pick<Deps, 'db'> & Localized, nameOrId: string): Promise<Collection> {
  const all = await listCollections(deps);
  const slug = slugify(nameOrId);
  const english = await listCollections({ db: deps.db });
  const id = /^\d+$/.test(nameOrId)
    ? Number(nameOrId)
    : (english.find((c) => slugify(c.name) === slug)?.id ?? (await frenchGroupId(deps, 'collection', slug)));
  const found = all.find((c) => c.id === id);
  if (!found) throw new AppError('NOT_FOUND', 'Collection not found');
  return found;
}

/** The category or collection whose name in the asker's language a URL names (`/fr/category/vestes`), if any. */
export async function frenchGroupId(
  deps: Pick<Deps, 'db'> & Localized,
  scope: 'category' | 'collection',
  slug: string,
): Promise<number | undefined> {
  if (!translating(deps)) return undefined;
  for (const [key, texts] of await textsOf(deps.db, scope, deps.locale)) {
    if (texts.name && slugify(texts.name) === slug) return Number(key);
  }
  return undefined;
}

/** The featured collection of the home page (the most recently updated if several are marked). */
/** The featured collection, or null while none is featured (an empty shop: nothing to show, not an error). */
export async function getFeaturedCollection(deps: Pick<Deps, 'db'> & Localized): Promise<Collection | null> {
  const row = await deps.db
    .selectFrom('collection')
    .select(collectionColumns)
    .where('featured', '=', 1)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const [localized] = await localize(deps, 'collection', [toCollection(row)], (c) => c.id);
  return localized ?? null;
}
