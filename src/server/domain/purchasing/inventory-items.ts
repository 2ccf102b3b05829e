import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import type { InventoryListInput, InventoryRow, TransactionListInput } from '../../../shared/schemas/admin-lists.js';
import type { InventoryItem, InventoryTransaction } from '../../../shared/schemas/inventory.js';
import type { Page } from '../../../shared/schemas/paging.js';
import { containsText } from '../../db/contains-text.js';
import { uniqueViolation } from '../../db/dialect.js';
import { lockRows, type Reader, runFlow } from '../../db/flow.js';
import { paged, pagedAs } from '../../db/paged.js';
import type { Database, TransactionType } from '../../db/schema.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { waitingFor } from '../alerts/waitlist.js';
import { changeStock } from '../stock/ledger.js';

type ItemScope = ExpressionBuilder<
  Database & { i: Database['inventory_item']; n: Database['inventory_item_label'] },
  'i' | 'n'
>;

/**
 * THE low-stock rule: quantity at or below the item's threshold, for products
 * and paintings still in the shop. One-of-a-kind pieces (originals, anything
 * marked sold after one purchase) are never restocked, so never low.
 */
function isLow(eb: ItemScope) {
  return eb.and([
    eb('i.quantity', '<=', eb.ref('i.low_stock_threshold')),
    eb('n.discontinued', '=', 0),
    eb.not(
      eb.or([
        eb.exists(
          eb
            .selectFrom('painting as one')
            .select('one.id')
            .whereRef('one.id', '=', 'i.painting_id')
            .where((p) => p.or([p('one.is_original', '=', 1), p('one.mark_sold_after_purchase', '=', 1)])),
        ),
        eb.exists(
          eb
            .selectFrom('product as one')
            .select('one.id')
            .whereRef('one.id', '=', 'i.product_id')
            .where('one.mark_sold_after_purchase', '=', 1),
        ),
      ]),
    ),
  ]);
}

/** Inventory items with the name and image of what they count; archived items are gone from every list. */
function itemQuery(db: Reader) {
  return db
    .selectFrom('inventory_item as i')
    .innerJoin('inventory_item_label as n', 'n.id', 'i.id')
    .select([
      'i.id',
      'i.item_type',
      'i.product_id',
      'i.painting_id',
      'i.variant_id',
      'n.size',
      'n.color',
      'i.sku',
      'i.location',
      'i.quantity',
      'i.low_stock_threshold',
      'i.last_updated',
      'n.name',
      'n.image_url',
      'n.discontinued',
    ])
    .where('i.archived_at', 'is', null);
}

type ItemRow = Omit<InventoryItem, 'discontinued'> & { discontinued: number };
const toItem = (row: ItemRow): InventoryItem => ({ ...row, discontinued: row.discontinued === 1 });

export async function listInventory({ db }: Pick<Deps, 'db'>): Promise<InventoryItem[]> {
  const rows = await itemQuery(db).orderBy('n.name').orderBy('i.id').execute();
  return rows.map(toItem);
}

/** Items to restock (see isLow), lowest first. */
export async function listLowStock({ db }: Pick<Deps, 'db'>): Promise<InventoryItem[]> {
  const rows = await itemQuery(db).where(isLow).orderBy('i.quantity').orderBy('n.name').execute();
  return rows.map(toItem);
}

async function getInventoryItem({ db }: Pick<Deps, 'db'>, id: number): Promise<InventoryItem> {
  const row = await itemQuery(db).where('i.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Inventory item not found');
  return toItem(row);
}

/** Edits an item's record (SKU, location, threshold); stock itself moves only through adjustments and receipts. */
export async function updateInventoryItem(
  deps: FlowDeps<'clock'>,
  { id, ...input }: { id: number; sku?: string; location?: string; low_stock_threshold?: number },
): Promise<InventoryItem> {
  await getInventoryItem(deps, id);
  try {
    await runFlow(deps, (tx) =>
      tx.db
        .updateTable('inventory_item')
        .set({ ...input, last_updated: isoNow(deps.clock) })
        .where('id', '=', id)
        .execute(),
    );
  } catch (error) {
    if (uniqueViolation(error) === 'inventory_item.sku') {
      throw new AppError('CONFLICT', `SKU "${input.sku}" is already used by another item`);
    }
    throw error;
  }
  return getInventoryItem(deps, id);
}

/** A manual stock correction by the admin, with its reason, written to the ledger as adjust_add / adjust_remove. */
export async function adjustStock(
  deps: FlowDeps<'clock'>,
  input: { id: number; change: number; notes: string },
  actor: Actor,
): Promise<InventoryItem> {
  const { id } = input;
  await runFlow(deps, async (tx) => {
    // The item's row: the quantity checked is the one changed, whatever checkouts and receipts do meanwhile.
    await lockRows(tx, 'inventory_item', [id]);
    const item = await getInventoryItem(tx, id);
    if (item.quantity + input.change < 0) {
      throw new AppError('OUT_OF_STOCK', `Only ${item.quantity} in stock; cannot remove ${-input.change}`);
    }
    await changeStock(tx, {
      inventoryItemId: id,
      change: input.change,
      type: input.change > 0 ? 'adjust_add' : 'adjust_remove',
      referenceType: 'adjustment',
      notes: input.notes,
      actorUserId: actor.userId,
    });
  });
  return getInventoryItem(deps, id);
}

/**
 * Deleting an inventory item retires it. The item of a product or painting that is still in the shop is
 * refused (409): its stock is what the shop sells, so delete the product first. The item of a removed product
 * is archived: gone from the stock lists, while its append-only ledger and the purchase orders and orders that
 * point at it keep their history.
 */
export async function deleteInventoryItem(deps: FlowDeps<'clock'>, id: number): Promise<{ success: true; id: number }> {
  return runFlow(deps, async (tx) => {
    await lockRows(tx, 'inventory_item', [id]);
    const item = await getInventoryItem(tx, id);
    if (!item.discontinued) {
      throw new AppError(
        'CONFLICT',
        `"${item.name}" is still in use: its ${item.item_type} is in the shop. Delete the ${item.item_type} first.`,
      );
    }
    await tx.db
      .updateTable('inventory_item')
      .set({ archived_at: isoNow(deps.clock) })
      .where('id', '=', id)
      .execute();
    return { success: true as const, id };
  });
}

/** The ledger, newest first, optionally of one type or one item; each row names its item and who caused it. */
function ledgerQuery(db: Reader, filter: { type?: TransactionType; itemId?: number }) {
  let query = db
    .selectFrom('inventory_transaction as t')
    .innerJoin('inventory_item as i', 'i.id', 't.inventory_item_id')
    .innerJoin('inventory_item_label as n', 'n.id', 'i.id')
    .leftJoin('user as u', 'u.id', 't.actor_user_id')
    .select([
      't.id',
      't.created_at',
      't.transaction_type',
      't.quantity_change',
      't.reference_type',
      't.reference_id',
      't.notes',
      't.inventory_item_id',
      'i.sku',
      'n.name as item_name',
      'u.username as actor_username',
    ]);
  if (filter.type) query = query.where('t.transaction_type', '=', filter.type);
  if (filter.itemId) query = query.where('t.inventory_item_id', '=', filter.itemId);
  return query.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc');
}

/** The ledger's newest 1000 rows (GET /api/inventory-transactions, as it always answered). */
export async function listTransactions(
  { db }: Pick<Deps, 'db'>,
  filter: { type?: TransactionType; itemId?: number },
): Promise<InventoryTransaction[]> {
  return ledgerQuery(db, filter).limit(1000).execute();
}

/** One page of the ledger (the admin's Transactions list). */
export function transactionPage(
  { db }: Pick<Deps, 'db'>,
  input: TransactionListInput,
): Promise<Page<InventoryTransaction>> {
  return paged(ledgerQuery(db, input), input);
}

const INVENTORY_SORT_COLUMNS = {
  name: sql`lower(n.name)`,
  sku: sql`lower(i.sku)`,
  location: sql`lower(i.location)`,
  quantity: sql`i.quantity`,
  threshold: sql`i.low_stock_threshold`,
  updated: sql`i.last_updated`,
} satisfies Record<NonNullable<InventoryListInput['sort']>, RawBuilder<unknown>>;

/**
 * One page of stock records: every item (by name unless sorted) or, with `low`, those to restock (lowest first
 * unless sorted); searched by name, SKU and location. Each row says whether it is low (the quantity's colour) and
 * how many "Notify me" requests wait for it.
 */
export function inventoryPage({ db }: Pick<Deps, 'db'>, input: InventoryListInput): Promise<Page<InventoryRow>> {
  let query = itemQuery(db).select((eb) => [
    eb.case().when(isLow(eb)).then(1).else(0).end().as('low'),
    waitingFor('i.id').as('waiting'),
  ]);
  if (input.low) query = query.where(isLow);
  const q = input.q;
  if (q)
    query = query.where(({ or }) =>
      or([containsText('n.name', q), containsText('i.sku', q), containsText('i.location', q)]),
    );
  const sort = input.sort ?? (input.low ? 'quantity' : 'name');
  const direction = input.direction ?? 'asc';
  const sorted = query.orderBy(INVENTORY_SORT_COLUMNS[sort], direction).orderBy(sql`lower(n.name)`).orderBy('i.id');
  return pagedAs(sorted, input, ({ low, waiting, ...row }) => ({
    ...toItem(row),
    low: Number(low) === 1,
    waiting: Number(waiting),
  }));
}
