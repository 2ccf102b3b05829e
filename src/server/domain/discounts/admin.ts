import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import {
  type CreateDiscountInput,
  DISCOUNT_IN_USE,
  type Discount,
  type DiscountFields,
  discountProblems,
  type UpdateDiscountInput,
} from '../../../shared/schemas/discounts.js';
import { lockRows, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import { withTranslations, writeTranslations } from '../translations.js';
import { type DiscountRow, discountStatus, parseAppliesTo } from './rules.js';

/**
 * The owner's discounts (the admin Discounts tab and /api/discounts; the admin procedures audit every write):
 * a list with each one's status, times used, uses unpaid checkouts hold and the revenue of the paid orders that
 * used it; create, edit, disable; delete only while nobody has used it ("Disable it instead").
 */
type Reader = Pick<Deps, 'db' | 'clock'>;
type Writer = FlowDeps<'clock'>;

function taken(error: unknown): boolean {
  return error instanceof Error && /UNIQUE|unique/.test(error.message) && /code_key/.test(error.message);
}

/** The stored columns of the owner's fields (value: whole percent, or cents for a fixed amount). */
function columns(d: DiscountFields) {
  const automatic = d.automatic ?? !d.code;
  return {
    code: automatic ? null : (d.code ?? null),
    code_key: automatic ? null : (d.code?.toLowerCase() ?? null),
    title: d.title ?? '',
    automatic: automatic ? 1 : 0,
    type: d.type,
    value: d.type === 'percentage' ? (d.value ?? 0) : d.type === 'fixed_amount' ? toCents(d.value ?? 0) : 0,
    minimum_subtotal_cents: d.minimumSubtotal == null ? null : toCents(d.minimumSubtotal),
    starts_at: d.startsAt ? new Date(d.startsAt).toISOString() : null,
    ends_at: d.endsAt ? new Date(d.endsAt).toISOString() : null,
    usage_limit: d.usageLimit ?? null,
    once_per_customer: d.oncePerCustomer ? 1 : 0,
    applies_to: automatic || !d.appliesTo ? null : JSON.stringify(d.appliesTo),
  };
}

/** The owner's fields of a stored discount, as an update merges over them. */
function fieldsOf(row: DiscountRow) {
  return {
    code: row.code,
    title: row.title,
    automatic: row.automatic === 1,
    type: row.type,
    value: row.type === 'fixed_amount' ? toDollars(row.value) : row.value,
    minimumSubtotal: row.minimum_subtotal_cents === null ? null : toDollars(row.minimum_subtotal_cents),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    oncePerCustomer: row.once_per_customer === 1,
    appliesTo: parseAppliesTo(row.applies_to),
  };
}

/**
 * The discounts with their paid uses, the uses unpaid checkouts hold now (unexpired, their order pending) and the
 * revenue of the paid orders (dollars), newest first.
 */
async function loadDiscounts({ db, clock }: Reader, ids?: number[]): Promise<Discount[]> {
  const now = isoNow(clock);
  let query = db
    .selectFrom('discount as d')
    .selectAll('d')
    .select((eb) => [
      eb
        .selectFrom('discount_use as u')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('u.discount_id', '=', 'd.id')
        .where('u.status', '=', 'used')
        .as('times_used'),
      eb
        .selectFrom('discount_use as u')
        .innerJoin('order as o', 'o.id', 'u.order_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('u.discount_id', '=', 'd.id')
        .where('u.status', '=', 'held')
        .where('u.expires_at', '>', now)
        .where('o.status', '=', 'pending')
        .as('times_held'),
      eb
        .selectFrom('discount_use as u')
        .innerJoin('order as o', 'o.id', 'u.order_id')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('o.total_cents'), e.val(0)).as('cents'))
        .whereRef('u.discount_id', '=', 'd.id')
        .where('u.status', '=', 'used')
        .as('revenue_cents'),
    ])
    .orderBy('d.id', 'desc');
  if (ids) query = query.where('d.id', 'in', ids);
  const discounts = (await query.execute()).map((row) => {
    const timesUsed = Number(row.times_used ?? 0);
    return {
      id: row.id,
      ...fieldsOf(row),
      title: row.title || (row.code ?? ''),
      disabled: row.disabled_at !== null,
      status: discountStatus(row, timesUsed, now),
      timesUsed,
      timesHeld: Number(row.times_held ?? 0),
      revenue: toDollars(Number(row.revenue_cents ?? 0)),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
  return withTranslations(db, 'discount', discounts, (d) => d.id);
}

export function listDiscounts(deps: Reader): Promise<Discount[]> {
  return loadDiscounts(deps);
}

async function oneDiscount(deps: Reader, id: number): Promise<Discount> {
  const [found] = await loadDiscounts(deps, [id]);
  if (!found) throw new AppError('NOT_FOUND', 'Discount not found');
  return found;
}

export async function createDiscount(deps: Writer, input: CreateDiscountInput): Promise<Discount> {
  const now = isoNow(deps.clock);
  try {
    const { id } = await runFlow(deps, async (tx) => {
      const created = await tx.db
        .insertInto('discount')
        .values({ ...columns(input), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTranslations(tx, 'discount', created.id, input.translations);
      return created;
    });
    return oneDiscount(deps, id);
  } catch (error) {
    if (taken(error)) throw new AppError('CONFLICT', 'A discount with that code already exists');
    throw error;
  }
}

/** Edits a discount: the fields sent, merged over the stored ones and checked whole; `disabled` disables it. */
export async function updateDiscount(deps: Writer, input: UpdateDiscountInput): Promise<Discount> {
  const { id, disabled, translations, ...changes } = input;
  try {
    await runFlow(deps, async (tx) => {
      // The owner's edit merges over the row as stored: two edits at once apply one after the other.
      await lockRows(tx, 'discount', [id]);
      const row = await tx.db.selectFrom('discount').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', 'Discount not found');
      const sent = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const merged: DiscountFields = { ...fieldsOf(row), ...sent };
      if ('code' in sent && sent.code && merged.automatic && !('automatic' in sent)) merged.automatic = false;
      const problem = discountProblems(merged)[0];
      if (problem) throw new AppError('BAD_REQUEST', `${problem.path}: ${problem.message}`);
      const now = isoNow(deps.clock);
      const disabledAt = disabled === undefined ? row.disabled_at : disabled ? (row.disabled_at ?? now) : null;
      await tx.db
        .updateTable('discount')
        .set({ ...columns(merged), disabled_at: disabledAt, updated_at: now })
        .where('id', '=', id)
        .execute();
      await writeTranslations(tx, 'discount', id, translations);
    });
  } catch (error) {
    if (taken(error)) throw new AppError('CONFLICT', 'A discount with that code already exists');
    throw error;
  }
  return oneDiscount(deps, id);
}

/**
 * Deletes a discount nobody has used: one a paid order used, or a checkout holds now, is kept for its orders'
 * sake (409, "Disable it instead"). Its released uses and the carts that entered it go with it.
 */
export async function deleteDiscount(deps: Writer, input: { id: number }): Promise<void> {
  await runFlow(deps, async (tx) => {
    // Locked as a checkout locks a limited code: no checkout holds a use of it while it goes.
    await lockRows(tx, 'discount', [input.id]);
    const trx = tx.db;
    const row = await trx.selectFrom('discount').select('id').where('id', '=', input.id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'Discount not found');
    const used = await trx
      .selectFrom('discount_use as u')
      .innerJoin('order as o', 'o.id', 'u.order_id')
      .select('u.id')
      .where('u.discount_id', '=', input.id)
      .where((eb) =>
        eb.or([eb('u.status', '=', 'used'), eb.and([eb('u.status', '=', 'held'), eb('o.status', '=', 'pending')])]),
      )
      .executeTakeFirst();
    if (used) throw new AppError('CONFLICT', DISCOUNT_IN_USE);
    await trx.deleteFrom('discount_use').where('discount_id', '=', input.id).execute();
    await trx.deleteFrom('cart_discount').where('discount_id', '=', input.id).execute();
    await trx.deleteFrom('discount').where('id', '=', input.id).execute();
  });
}
