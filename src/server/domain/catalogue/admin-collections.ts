import { AppError } from '../../../shared/errors.js';
import type { AdminCollection } from '../../../shared/schemas/admin-catalogue.js';
import type { Collection } from '../../../shared/schemas/catalogue.js';
import type { Translations } from '../../../shared/translations.js';
import { toCollection } from '../../db/catalogue-mappers.js';
import { uniqueViolation } from '../../db/dialect.js';
import { orRefuse, type Reader, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow } from '../../deps.js';
import { dropTranslations, withTranslations, writeTranslations } from '../translations.js';

interface CollectionFields {
  name?: string;
  description?: string;
  imageUrl?: string | null;
  featured?: boolean;
  translations?: Translations;
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

/** A collection as the admin sees it: in English, with its translations. */
async function adminCollection(db: Reader, collection: Collection): Promise<AdminCollection> {
  return (await withTranslations(db, 'collection', [collection], (c) => c.id))[0] as AdminCollection;
}

export async function createCollection(
  deps: FlowDeps<'clock'>,
  input: CollectionFields & { name: string },
): Promise<AdminCollection> {
  try {
    const row = await runFlow(deps, async (tx) => {
      const row = await tx.db
        .insertInto('collection')
        .values({ ...fields(input), name: input.name })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await writeTranslations(tx, 'collection', row.id, input.translations);
      return row;
    });
    return adminCollection(deps.db, toCollection(row));
  } catch (error) {
    if (taken(error)) throw new AppError('CONFLICT', 'A collection with that name already exists');
    throw error;
  }
}

/** Updates a collection; its products follow a rename, since they point at the collection, not its name. */
export async function updateCollection(
  deps: FlowDeps<'clock'>,
  input: CollectionFields & { id: number },
): Promise<AdminCollection> {
  try {
    const row = await runFlow(deps, async (tx) => {
      const row = orRefuse(
        await tx.db
          .updateTable('collection')
          .set({ ...fields(input), updated_at: isoNow(deps.clock) })
          .where('id', '=', input.id)
          .returning(COLUMNS)
          .executeTakeFirst(),
        () => new AppError('NOT_FOUND', 'Collection not found'),
      );
      await writeTranslations(tx, 'collection', input.id, input.translations);
      return row;
    });
    return adminCollection(deps.db, toCollection(row));
  } catch (error) {
    if (taken(error)) throw new AppError('CONFLICT', 'A collection with that name already exists');
    throw error;
  }
}

/** Deletes a collection; its products stay in the shop, no longer in a collection. */
export async function deleteCollection(deps: FlowDeps, id: number): Promise<{ success: true; id: number }> {
  await runFlow(deps, async (tx) => {
    orRefuse(
      await tx.db.deleteFrom('collection').where('id', '=', id).executeTakeFirst(),
      () => new AppError('NOT_FOUND', 'Collection not found'),
    );
    await dropTranslations(tx, 'collection', id);
  });
  return { success: true, id };
}
