import { AppError } from '../../../shared/errors.js';
import type { Collection } from '../../../shared/schemas/catalogue.js';
import { toCollection } from '../../db/catalogue-mappers.js';
import { uniqueViolation } from '../../db/dialect.js';
import { orRefuse, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow } from '../../deps.js';

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
  deps: FlowDeps,
  input: CollectionFields & { name: string },
): Promise<Collection> {
  try {
    const row = await runFlow(deps, (tx) =>
      tx.db
        .insertInto('collection')
        .values({ ...fields(input), name: input.name })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow(),
    );
    return toCollection(row);
  } catch (error) {
    if (taken(error)) throw new AppError('CONFLICT', 'A collection with that name already exists');
    throw error;
  }
}

/** Updates a collection; its products follow a rename, since they point at the collection, not its name. */
export async function updateCollection(
  deps: FlowDeps<'clock'>,
  input: CollectionFields & { id: number },
): Promise<Collection> {
  try {
    const row = await runFlow(deps, async (tx) =>
      orRefuse(
        await tx.db
          .updateTable('collection')
          .set({ ...fields(input), updated_at: isoNow(deps.clock) })
          .where('id', '=', input.id)
          .returning(COLUMNS)
          .executeTakeFirst(),
        () => new AppError('NOT_FOUND', 'Collection not found'),
      ),
    );
    return toCollection(row);
  } catch (error) {
    if (taken(error)) throw new AppError('CONFLICT', 'A collection with that name already exists');
    throw error;
  }
}

/** Deletes a collection; its products stay in the shop, no longer in a collection. */
export async function deleteCollection(deps: FlowDeps, id: number): Promise<{ success: true; id: number }> {
  await runFlow(deps, async (tx) =>
    orRefuse(
      await tx.db.deleteFrom('collection').where('id', '=', id).executeTakeFirst(),
      () => new AppError('NOT_FOUND', 'Collection not found'),
    ),
  );
  return { success: true, id };
}
