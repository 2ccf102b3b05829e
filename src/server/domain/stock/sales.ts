import type { Reader } from '../../db/flow.js';
import { type Deps, isoNow, type TxDeps } from '../../deps.js';
import { asEdition, editionOfSize, takeEditionNumbers } from '../catalogue/editions.js';
import { availableUnits } from './availability.js';
import { changeStock } from './ledger.js';
import { afterSale, sellableUnits } from './painting-stock.js';
import { restockItemOf, stockItemOf } from './variant-items.js';

export interface SaleLine {
  id: number;
  item_type: 'product' | 'painting';
  product_id: number | null;
  painting_id: number | null;
  /** The product variant bought: with stock per variant, its item is the one the sale takes from. */
  variant_id?: number | null;
  quantity: number;
  name: string;
  /** The size bought ("8x10in"): a print size with its own edition sells its numbers. */
  size?: string;
}

/** A painting's sale facts: whether it can still be sold, and what a sale does to it. */
interface PaintingStock {
  is_sold: number;
  in_stock: number;
  is_original: number;
  is_limited: number;
  mark_sold_after_purchase: number;
  limited_edition_count: number | null;
  current_edition_number: number;
  /** Which edition the facts are of: one print size's (`painting:edition`); absent: the painting's own. */
  edition_key?: string;
}

/** What the shop holds for one paid line when its payment arrives. */
export interface LineStock {
  line: SaleLine;
  /** The line's inventory item, with the units no live hold reserves (this order's holds included); null: none. */
  item: { id: number; available: number } | null;
  /** This order's live holds on that item, oldest first. */
  holds: { id: number; quantity: number }[];
  /** The painting sold, for a painting line. */
  painting: PaintingStock | null;
}

/** One line the sale takes: its units leave the item, from the hold when it has one. */
export interface LineSale {
  line: SaleLine;
  inventoryItemId: number;
  holdId: number | null;
}

/** The inventory item that counts each line (stockItemOf), in the lines' order: what a sale of them locks. */
export async function stockItemsOf(db: Reader, lines: SaleLine[]): Promise<(number | null)[]> {
  const items: (number | null)[] = [];
  for (const line of lines) items.push(await stockItemOf(db, line));
  return items;
}

/**
 * Reads what `planSale` decides on: each line's item (`items`, from stockItemsOf), this order's live holds on it
 * and its painting.
 */
export async function loadLineStock(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  orderId: number,
  lines: SaleLine[],
  items: (number | null)[],
): Promise<LineStock[]> {
  const now = isoNow(clock);
  const stock: LineStock[] = [];
  for (const [index, line] of lines.entries()) {
    const itemId = items[index] ?? null;
    const item =
      itemId === null
        ? undefined
        : await db
            .selectFrom('inventory_item as ii')
            .select(['ii.id', availableUnits('ii', now).as('available')])
            .where('ii.id', '=', itemId)
            .executeTakeFirst();
    const holds = item
      ? await db
          .selectFrom('stock_hold')
          .select(['id', 'quantity'])
          .where('order_id', '=', orderId)
          .where('inventory_item_id', '=', item.id)
          .where('status', '=', 'active')
          .where('expires_at', '>', now)
          .orderBy('id')
          .execute()
      : [];
    const painting = line.painting_id ? await paintingStock(db, line.painting_id, line.size ?? '') : null;
    stock.push({ line, item: item ?? null, holds, painting });
  }
  return stock;
}

const PAINTING_COLUMNS = [
  'is_sold',
  'in_stock',
  'is_original',
  'is_limited',
  'mark_sold_after_purchase',
  'limited_edition_count',
  'current_edition_number',
] as const;

/** A painting's sale facts for a line of `size`: that size's own edition where it has one, else the painting's. */
async function paintingStock(db: Reader, paintingId: number, size: string): Promise<PaintingStock> {
  const painting = await db
    .selectFrom('painting')
    .select([...PAINTING_COLUMNS])
    .where('id', '=', paintingId)
    .executeTakeFirstOrThrow();
  const edition = painting.is_limited ? await editionOfSize(db, paintingId, size) : undefined;
  return { ...asEdition(painting, edition), edition_key: edition ? `${paintingId}:${edition.id}` : `${paintingId}` };
}

/**
 * Decides, without touching anything, whether an order's paid lines can all be
 * sold, line after line as the sale takes them: each line's units come from
 * its live hold, else from what is free; a sold painting, or one with too few
 * editions left, cannot be sold. Answers the sales to make, or why the order
 * cannot be honoured.
 */
export function planSale(stock: LineStock[]): { refused: string } | { sales: LineSale[] } {
  const items = new Map<number, { available: number; holds: { id: number; quantity: number }[] }>();
  const paintings = new Map<string, PaintingStock>();
  const sales: LineSale[] = [];
  for (const { line, item, holds, painting } of stock) {
    if (!item) return { refused: `${line.name} has no stock record` };
    const state = items.get(item.id) ?? {
      available: item.available,
      holds: [...holds],
    };
    const hold = state.holds[0];
    const held = hold?.quantity ?? 0;
    if (held < line.quantity && state.available < line.quantity - held) {
      return { refused: `${line.name} sold out while the payment was pending` };
    }
    const editionKey = painting?.edition_key ?? `${line.painting_id}`;
    const piece = painting ? (paintings.get(editionKey) ?? painting) : null;
    if (piece) {
      if (sellableUnits(piece, line.quantity) < line.quantity) {
        return {
          refused: `${line.name} was sold to someone else while the payment was pending`,
        };
      }
      paintings.set(editionKey, afterSale(piece, line.quantity));
    }
    items.set(item.id, {
      available: state.available - line.quantity + held,
      holds: state.holds.slice(hold ? 1 : 0),
    });
    sales.push({ line, inventoryItemId: item.id, holdId: hold?.id ?? null });
  }
  return { sales };
}

/** What a sale does to the piece itself: originals and mark-sold items become sold; editions take their numbers. */
async function markSold({ db, clock }: TxDeps<'clock'>, line: SaleLine): Promise<void> {
  const now = isoNow(clock);
  if (line.product_id) {
    await db
      .updateTable('product')
      .set({ is_sold: 1, updated_at: now })
      .where('id', '=', line.product_id)
      .where('mark_sold_after_purchase', '=', 1)
      .execute();
    return;
  }
  const paintingId = line.painting_id as number;
  const painting = await db
    .selectFrom('painting')
    .select([...PAINTING_COLUMNS])
    .where('id', '=', paintingId)
    .executeTakeFirstOrThrow();
  // A size with its own edition takes its next numbers there; else the painting row's one edition numbers the line.
  const own = painting.is_limited
    ? await takeEditionNumbers(db, paintingId, line.size ?? '', line.quantity)
    : undefined;
  const before = own ? { ...painting, is_limited: 0 } : painting;
  const after = afterSale(before, line.quantity);
  if (painting.is_limited) {
    await db
      .updateTable('order_item')
      .set({
        edition_number: own?.number ?? painting.current_edition_number + 1,
        edition_total: own?.total ?? painting.limited_edition_count,
      })
      .where('id', '=', line.id)
      .execute();
  }
  if (after !== before) {
    await db
      .updateTable('painting')
      .set({
        ...(own ? {} : { current_edition_number: after.current_edition_number }),
        in_stock: after.in_stock,
        is_sold: after.is_sold,
        updated_at: now,
      })
      .where('id', '=', paintingId)
      .execute();
  }
}

/**
 * What the sales `planSale` decided do to the pieces themselves, in the finalisation's flow (which holds their
 * stock rows): a sold original or mark-sold piece becomes sold, limited editions take their numbers.
 */
export async function markPiecesSold(deps: TxDeps<'clock'>, sales: LineSale[]): Promise<void> {
  for (const { line } of sales) await markSold(deps, line);
}

/**
 * The stock the sales `planSale` decided take, through the ledger (each line's hold becomes the sale). Last in the
 * finalisation's flow: updating a stock row holds it until the flow commits, and every checkout of that item waits
 * for it, so as little as possible comes after.
 */
export async function takeSoldStock(deps: TxDeps<'clock'>, orderId: number, sales: LineSale[]): Promise<void> {
  for (const { line, inventoryItemId, holdId } of sales) {
    await changeStock(deps, {
      inventoryItemId,
      change: -line.quantity,
      type: 'sale',
      referenceType: 'order',
      referenceId: orderId,
      notes: `Order #${orderId}`,
    });
    if (holdId !== null) {
      await deps.db.updateTable('stock_hold').set({ status: 'converted' }).where('id', '=', holdId).execute();
    }
  }
}

/**
 * Puts refunded units of an order line back on the shelf through the ledger
 * ('refund', referencing the order); a sold original or mark-sold piece is for
 * sale again. A line whose item has no stock record is skipped.
 */
export async function restockLine(
  deps: TxDeps<'clock'>,
  restock: {
    orderId: number;
    orderItemId: number;
    quantity: number;
    note: string;
  },
  actorUserId: number | null,
): Promise<void> {
  const trx = deps.db;
  const item = await trx
    .selectFrom('order_item')
    .select(['item_type', 'product_id', 'painting_id', 'variant_id'])
    .where('id', '=', restock.orderItemId)
    .where('item_type', 'not in', ['custom', 'gift_card']) // a custom line (issue 42), a gift card: no stock
    .$narrowType<{ item_type: 'product' | 'painting' }>()
    .executeTakeFirst();
  const inventoryItemId = item ? await restockItemOf(trx, item) : null;
  if (!item || inventoryItemId === null) return;
  await changeStock(deps, {
    inventoryItemId,
    change: restock.quantity,
    type: 'refund',
    referenceType: 'order',
    referenceId: restock.orderId,
    notes: restock.note,
    actorUserId,
  });
  if (item.product_id) {
    await trx.updateTable('product').set({ is_sold: 0 }).where('id', '=', item.product_id).execute();
  } else if (item.painting_id) {
    await trx
      .updateTable('painting')
      .set({ is_sold: 0, in_stock: 1 })
      .where('id', '=', item.painting_id)
      .where((eb) => eb.or([eb('is_original', '=', 1), eb('mark_sold_after_purchase', '=', 1)]))
      .execute();
  }
}
