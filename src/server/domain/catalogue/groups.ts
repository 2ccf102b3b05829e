import { AppError } from '../../../shared/errors.js';
import { type Category, type Collection, slugify } from '../../../shared/schemas/catalogue.js';
import { toCategory, toCollection } from '../../db/catalogue-mappers.js';
import { type Deps, isoNow } from '../../deps.js';
import { released } from './release.js';

/**
 * Categories in their display order, each with the number of live products in it: with the shop's clock (the
 * storefront), released products only (`release.ts`); without one (the admin's forms), every live product.
 */
export async function listCategories({
  db,
  clock,
}: Pick<Deps, 'db'> & Partial<Pick<Deps, 'clock'>>): Promise<Category[]> {
  const rows = await db
    .selectFrom('category as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.slug',
      'c.image_url',
      eb
        .selectFrom('product as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.category_id', '=', 'c.id')
        .where('p.deleted_at', 'is', null)
        .$if(clock !== undefined, (q) => q.where(released('p', isoNow(clock as Deps['clock']))))
        .as('product_count'),
    ])
    .orderBy('c.sort_order')
    .orderBy('c.name')
    .execute();
  return rows.map(toCategory);
}

const collectionColumns = ['id', 'name', 'description', 'image_url', 'featured'] as const;

/** Collections, the featured one first. */
export async function listCollections({ db }: Pick<Deps, 'db'>): Promise<Collection[]> {
  const rows = await db
    .selectFrom('collection')
    .select(collectionColumns)
    .orderBy('featured', 'desc')
    .orderBy('name')
    .execute();
  return rows.map(toCollection);
}

/** The collection a URL names: by id, or by name with case and punctuation aside. */
export async function getCollection(deps: Pick<Deps, 'db'>, nameOrId: string): Promise<Collection> {
  const all = await listCollections(deps);
  const slug = slugify(nameOrId);
  const found = /^\d+$/.test(nameOrId)
    ? all.find((c) => c.id === Number(nameOrId))
    : all.find((c) => slugify(c.name) === slug);
  if (!found) throw new AppError('NOT_FOUND', 'Collection not found');
  return found;
}

/** The featured collection of the home page (the most recently updated if several are marked). */
/** The featured collection, or null while none is featured (an empty shop: nothing to show, not an error). */
export async function getFeaturedCollection({ db }: Pick<Deps, 'db'>): Promise<Collection | null> {
  const row = await db
    .selectFrom('collection')
    .select(collectionColumns)
    .where('featured', '=', 1)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  return row ? toCollection(row) : null;
}
