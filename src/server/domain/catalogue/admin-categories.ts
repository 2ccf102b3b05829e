import { AppError } from '../../../shared/errors.js';
import type { AdminCategory, CategoryInput } from '../../../shared/schemas/admin-catalogue.js';
import { type Category, slugify } from '../../../shared/schemas/catalogue.js';
import { uniqueViolation } from '../../db/dialect.js';
import { lockKeys, orRefuse, type Reader, runFlow } from '../../db/flow.js';
import type { FlowDeps, TxDeps } from '../../deps.js';
import { dropTranslations, withTranslations, writeTranslations } from '../translations.js';
import { listCategories } from './groups.js';
import { detailsColumn, withCategoryDetails } from './item-details.js';

function taken(error: unknown): boolean {
  return /^category\.(name|slug)$/.test(uniqueViolation(error) ?? '');
}

async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (taken(error)) throw new AppError('CONFLICT', 'A category with that name already exists');
    throw error;
  }
}

async function getCategory(db: Reader, id: number): Promise<Category> {
  const found = (await listCategories({ db })).find((c) => c.id === id);
  if (!found) throw new AppError('NOT_FOUND', 'Category not found');
  return found;
}

/** A category as the admin sees it: in English, with its translations and its products' default details. */
export async function adminCategory(db: Reader, id: number): Promise<AdminCategory> {
  const [category] = await withCategoryDetails(db, [await getCategory(db, id)]);
  return (await withTranslations(db, 'category', [category as Category], (c) => c.id))[0] as AdminCategory;
}

/**
 * Inserts a category at the end of the display order, in the caller's flow, which holds the categories' order
 * (`shop:categories`, taken here); its slug is derived from the name and unique.
 */
async function insertCategory(tx: TxDeps, input: CategoryInput): Promise<number> {
  await lockKeys(tx, 'shop', ['categories']);
  const { db } = tx;
  const last = await db
    .selectFrom('category')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .executeTakeFirst();
  const { id } = await db
    .insertInto('category')
    .values({
      name: input.name,
      slug: slugify(input.name),
      image_url: input.imageUrl ?? null,
      details: detailsColumn(input.details) ?? null,
      sort_order: (last?.n ?? -1) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function createCategory(deps: FlowDeps<'clock'>, input: CategoryInput): Promise<AdminCategory> {
  const id = await withUniqueName(() =>
    runFlow(deps, async (tx) => {
      const id = await insertCategory(tx, input);
      await writeTranslations(tx, 'category', id, input.translations);
      return id;
    }),
  );
  return adminCategory(deps.db, id);
}

/**
 * The category a product form names, created when it does not exist yet (the
 * admin types category names): matched by slug, so case and punctuation aside.
 * The name has a slug: the form was checked first (productProblems in admin-products.ts).
 */
export async function ensureCategory(tx: TxDeps, name: string): Promise<number> {
  const slug = slugify(name);
  const existing = () =>
    tx.db
      .selectFrom('category')
      .select('id')
      .where((eb) => eb.or([eb('slug', '=', slug), eb('name', '=', name)]))
      .executeTakeFirst();
  const found = await existing();
  if (found) return found.id;
  await lockKeys(tx, 'shop', ['categories']);
  // Two forms naming the same new category at once: the second finds the first's, once it holds the lock.
  return (await existing())?.id ?? insertCategory(tx, { name, imageUrl: null });
}

/** Renames a category (its slug follows the name) or sets its image; its products follow, they point at its id. */
export async function updateCategory(
  deps: FlowDeps<'clock'>,
  input: Partial<CategoryInput> & { id: number },
): Promise<AdminCategory> {
  const { id } = input;
  if ([input.name, input.imageUrl, input.translations, input.details].every((v) => v === undefined)) {
    throw new AppError('BAD_REQUEST', 'Give the category a new name, imageUrl, translations or details');
  }
  await withUniqueName(() =>
    runFlow(deps, async (tx) => {
      // A write that touches the row (its id alone, when only translations change): a missing category is refused.
      orRefuse(
        await tx.db
          .updateTable('category')
          .set({
            id,
            ...(input.name === undefined ? {} : { name: input.name, slug: slugify(input.name) }),
            ...(input.imageUrl === undefined ? {} : { image_url: input.imageUrl }),
            ...(input.details === undefined ? {} : { details: detailsColumn(input.details) }),
          })
          .where('id', '=', id)
          .executeTakeFirst(),
        () => new AppError('NOT_FOUND', 'Category not found'),
      );
      await writeTranslations(tx, 'category', id, input.translations);
    }),
  );
  return adminCategory(deps.db, id);
}

/** Moves a category one place up or down in the display order (the storefront lists follow it). */
export async function moveCategory(
  deps: FlowDeps,
  { id, direction }: { id: number; direction: 'up' | 'down' },
): Promise<Category[]> {
  await runFlow(deps, async (tx) => {
    const trx = tx.db;
    await lockKeys(tx, 'shop', ['categories']);
    const ids = (await listCategories(tx)).map((c) => c.id);
    const from = ids.indexOf(id);
    if (from < 0) throw new AppError('NOT_FOUND', 'Category not found');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
    for (const [index, categoryId] of ids.entries()) {
      await trx.updateTable('category').set({ sort_order: index }).where('id', '=', categoryId).execute();
    }
  });
  return listCategories(deps);
}

/** Deletes an empty category; one that still holds live products or paintings is refused, saying how many. */
export async function deleteCategory(deps: FlowDeps, id: number): Promise<{ success: true; id: number }> {
  return runFlow(deps, async (tx) => {
    const trx = tx.db;
    await lockKeys(tx, 'shop', ['categories']);
    const category = await getCategory(trx, id);
    const paintings = await trx
      .selectFrom('painting')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const held = [
      [category.product_count, 'product'],
      [Number(paintings.n), 'painting'],
    ] as const;
    const left = held.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}${n === 1 ? '' : 's'}`);
    const total = held.reduce((sum, [n]) => sum + n, 0);
    if (total > 0) {
      throw new AppError(
        'CONFLICT',
        `"${category.name}" still has ${left.join(' and ')}; move or delete ${total === 1 ? 'it' : 'them'} first`,
      );
    }
    await trx.deleteFrom('category').where('id', '=', id).execute();
    await dropTranslations(tx, 'category', id);
    return { success: true as const, id };
  });
}
