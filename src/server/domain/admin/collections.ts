import { AppError } from '../../../shared/errors.js';
import type { Collection } from '../../../shared/schemas/catalogue.js';
import { toCollection } from '../../db/catalogue-mappers.js';
import { uniqueViolation } from '../../db/dialect.js';
import { type Deps, isoNow } from '../../deps.js';

interface CollectionFields {
  name?: string;
  description?: string;
  imageUrl?: string | null;
  featured?: boolean;
}

const COLUMNS = ['id', 'name', 'description', 'image_url', 'featured'] as const;

function taken(error: unknown): boolean {
  return uniqueViolation(error) === 'collection.name';
}

function fields(input: CollectionFields) {
  return {
    name: input.name,
    description: input.description,
    image_url: input.imageUrl,
    featured: input.featured === undefined ? undefined : input.featured ? 1 : 0,
  };
}

export async function createCollection(
  { db }: Pick<Deps, 'db'>,
  input: CollectionFields & { name: string },
): Promise<Collection> {
  try {
    const row = await db
      .insertInto('collection')
      .values({ ...fields(input), name: input.name })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toCollection(row);
  } catch (error) {
    if (taken(error)) throw new AppError('CONFLICT', 'A collection with that name already exists');
    throw error;
  }
}

/** Updates a collection; its products follow a rename, since they point at the collection, not its name. */
export async function updateCollection(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  input: CollectionFields & { id: number },
): Promise<Collection> {
  try {
    const row = await db
      .updateTable('collection')
      .set({ ...fields(input), updated_at: isoNow(clock) })
      .where('id', '=', input.id)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'Collection not found');
    return toCollection(row);
  } catch (error) {
    if (taken(error)) throw new AppError('CONFLICT', 'A collection with that name already exists');
    throw error;
  }
}

/** Deletes a collection; its products stay in the shop, no longer in a collection. */
export async function deleteCollection({ db }: Pick<Deps, 'db'>, id: number): Promise<{ success: true; id: number }> {
  const result = await db.deleteFrom('collection').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', 'Collection not found');
  return { success: true, id };
}
