import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import type {
  AdminShippingMethod,
  ShippingMethodInput,
  ShippingMethodUpdate,
} from '../../../shared/schemas/shipping-methods.js';
import { slugify } from '../../../shared/slug.js';
import { lockKeys, orRefuse, type Reader, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import { dropTranslations, withTranslations, writeTranslations } from '../translations.js';

/**
 * The owner's shipping methods (PRODUCT.md: "a table editable by the admin"). Every write to the table bumps the
 * catalogue version by trigger (2026-11-22T00-02), so the checkout's cached quotes and method lists follow at once;
 * the audit log records each write through adminProcedure. A method's name and estimate may have translations
 * (the 'shippingMethod' scope), written in the method's own flow and answered beside it.
 */

async function listWith(db: Reader, id?: number): Promise<AdminShippingMethod[]> {
  let query = db
    .selectFrom('shipping_method as m')
    .select((eb) => [
      'm.id',
      'm.code',
      'm.name',
      'm.country',
      'm.estimated_days',
      'm.price_cents',
      'm.active',
      'm.sort_order',
      'm.free_over_threshold',
      eb
        .selectFrom('order as o')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('o.shipping_method_id', '=', 'm.id')
        .as('orders'),
    ])
    .orderBy('m.country', 'desc')
    .orderBy('m.sort_order')
    .orderBy('m.id');
  if (id !== undefined) query = query.where('m.id', '=', id);
  const rows = await query.execute();
  const methods = rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    country: r.country,
    estimatedDays: r.estimated_days,
    price: toDollars(r.price_cents),
    active: r.active === 1,
    sortOrder: r.sort_order,
    freeOverThreshold: r.free_over_threshold === 1,
    orderCount: Number(r.orders ?? 0),
  }));
  return withTranslations(db, 'shippingMethod', methods, (m) => m.id);
}

async function getMethod(db: Reader, id: number): Promise<AdminShippingMethod> {
  const [found] = await listWith(db, id);
  if (!found) throw new AppError('NOT_FOUND', 'Shipping method not found');
  return found;
}

/** Every shipping method, US first then Canada, each in its display order, with how many orders used it. */
export function listShippingMethods({ db }: Pick<Deps, 'db'>): Promise<AdminShippingMethod[]> {
  return listWith(db);
}

/**
 * A code no other method has, led by its country: 'US Overnight' → 'us-overnight', 'Overnight' → 'us-overnight',
 * then 'us-overnight-2' … (clients may name a method by code).
 */
async function freeCode(db: Reader, country: string, name: string): Promise<string> {
  const prefix = `${country.toLowerCase()}-`;
  const slug = slugify(name) || 'method';
  const base = `${prefix}${slug.startsWith(prefix) ? slug.slice(prefix.length) : slug}`;
  const taken = new Set(
    (await db.selectFrom('shipping_method').select('code').where('code', 'like', `${base}%`).execute()).map(
      (r) => r.code,
    ),
  );
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}-${n}`;
  return code;
}

/** Adds a method; without a sort order it goes last. */
export async function createShippingMethod(
  deps: FlowDeps<'clock'>,
  input: ShippingMethodInput,
): Promise<AdminShippingMethod> {
  const id = await runFlow(deps, async (tx) => {
    const trx = tx.db;
    await lockKeys(tx, 'shop', ['shipping-methods']);
    const last = await trx
      .selectFrom('shipping_method')
      .select((eb) => eb.fn.max('sort_order').as('n'))
      .executeTakeFirst();
    const row = await trx
      .insertInto('shipping_method')
      .values({
        code: await freeCode(trx, input.country, input.name),
        name: input.name,
        country: input.country,
        estimated_days: input.estimatedDays,
        price_cents: toCents(input.price),
        active: input.active ? 1 : 0,
        sort_order: input.sortOrder ?? (last?.n ?? 0) + 1,
        free_over_threshold: input.freeOverThreshold ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTranslations(tx, 'shippingMethod', row.id, input.translations);
    return row.id;
  });
  return getMethod(deps.db, id);
}

/** Changes any of a method's fields (its code stays: clients and past orders may name it). */
export async function updateShippingMethod(
  deps: FlowDeps<'clock'>,
  input: ShippingMethodUpdate,
): Promise<AdminShippingMethod> {
  const { id, translations, ...change } = input;
  const set = {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.country === undefined ? {} : { country: change.country }),
    ...(change.estimatedDays === undefined ? {} : { estimated_days: change.estimatedDays }),
    ...(change.price === undefined ? {} : { price_cents: toCents(change.price) }),
    ...(change.active === undefined ? {} : { active: change.active ? 1 : 0 }),
    ...(change.sortOrder === undefined ? {} : { sort_order: change.sortOrder }),
    ...(change.freeOverThreshold === undefined ? {} : { free_over_threshold: change.freeOverThreshold ? 1 : 0 }),
  };
  if (Object.keys(set).length === 0 && !translations) {
    throw new AppError('BAD_REQUEST', 'Give the shipping method a field to change');
  }
  await runFlow(deps, async (tx) => {
    orRefuse(
      await tx.db
        .updateTable('shipping_method')
        .set({ ...set, updated_at: isoNow(deps.clock) })
        .where('id', '=', id)
        .executeTakeFirst(),
      () => new AppError('NOT_FOUND', 'Shipping method not found'),
    );
    await writeTranslations(tx, 'shippingMethod', id, translations);
  });
  return getMethod(deps.db, id);
}

/**
 * Removes a method: deleted when no order used it; otherwise deactivated (the checkout stops offering it, its
 * orders keep their link to it).
 */
export async function removeShippingMethod(
  deps: FlowDeps<'clock'>,
  id: number,
): Promise<{ success: true; id: number; deactivated: boolean }> {
  return runFlow(deps, async (tx) => {
    const trx = tx.db;
    const method = await getMethod(trx, id);
    if (method.orderCount > 0) {
      await trx
        .updateTable('shipping_method')
        .set({ active: 0, updated_at: isoNow(deps.clock) })
        .where('id', '=', id)
        .execute();
      return { success: true as const, id, deactivated: true };
    }
    await trx.deleteFrom('shipping_method').where('id', '=', id).execute();
    await dropTranslations(tx, 'shippingMethod', id);
    return { success: true as const, id, deactivated: false };
  });
}
