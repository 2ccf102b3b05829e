import { sql } from 'kysely';
import { type CurrencyRules, pricesOf } from '../../../shared/currency.js';
import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import type { AddToCartInput, CartItem, LineIssue, UpdateCartItemInput } from '../../../shared/schemas/cart.js';
import { currencyRulesOf } from '../../../shared/settings.js';
import { variantLabel } from '../../../shared/variant-label.js';
import { lockKeys, runFlow, type Tx } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import { getSettings } from '../settings.js';
import { notYetOnSale, saleRefusal } from '../stock/availability.js';
import { itemNamer, type Localized } from '../translations.js';
import { cartGiftLines, giftCardItem } from './gift-card-lines.js';
import { resolveSellable, type Sellable } from './sellable.js';

/**
 * Which carts a request may touch: the cart it names, else the carts its
 * browser session has used. A request that names no cart from a session that
 * used none may touch no line at all.
 */
export interface CartAccess {
  cartId?: string;
  sessionCartIds: string[];
}

interface LineRow {
  id: number;
  cart_id: string;
  item_type: 'product' | 'painting';
  product_id: number | null;
  painting_id: number | null;
  quantity: number;
  size: string;
  color: string;
  variant_id: number | null;
}

const LINE_COLUMNS = [
  'id',
  'cart_id',
  'item_type',
  'product_id',
  'painting_id',
  'quantity',
  'size',
  'color',
  'variant_id',
] as const;

/** The columns of the unique index `cart_item_line`: one line per cart, item, size and colour (the upsert's target). */
const CART_LINE_KEY = sql`cart_id, item_type, coalesce(product_id, painting_id), size, color`;

function itemIdOf(line: LineRow): number {
  return (line.item_type === 'product' ? line.product_id : line.painting_id) ?? 0;
}

/** Why a line cannot be bought as it is, by the one sale rule (see saleRefusal); null when it can. */
function issueOf(line: LineRow, sellable: Sellable | null): LineIssue | null {
  if (
    !sellable ||
    sellable.problem === 'unavailable' ||
    sellable.problem === 'upcoming' ||
    sellable.problem === 'bad_size' ||
    sellable.problem === 'bad_color'
  ) {
    return 'unavailable';
  }
  if (sellable.problem === 'sold') return 'sold';
  const refusal = saleRefusal(sellable, line.quantity, 'cart');
  if (!refusal) return null;
  return refusal.code === 'PAINTING_SOLD' ? 'sold' : refusal.code === 'RESERVED' ? 'reserved' : 'insufficient_stock';
}

function toCartItem(line: LineRow, sellable: Sellable | null, rules?: CurrencyRules): CartItem {
  return {
    id: line.id,
    cartId: line.cart_id,
    productId: itemIdOf(line),
    quantity: line.quantity,
    size: line.size,
    color: line.color,
    variantId: sellable?.variantId ?? line.variant_id,
    variantLabel: variantLabel(sellable?.name ?? 'Unavailable item', line.size, line.color),
    price: toDollars(sellable?.unitPriceCents ?? 0),
    ...(sellable && pricesOf(rules, { baseCents: sellable.unitPriceCents, cadCents: sellable.cadPriceCents })),
    item_type: line.item_type,
    item_name: sellable?.name ?? 'Unavailable item',
    imageUrl: sellable?.imageUrl ?? null,
    category: sellable?.category ?? '',
    stock: sellable?.available ?? 0,
    issue: issueOf(line, sellable),
  };
}

/** A cart's reads name its lines in the asker's language (`x-shop-locale`), English where not translated. */
type CartDeps = Pick<Deps, 'db' | 'clock'> & Localized;

/** A line as the cart shows it: priced by the catalogue now, with its CAD price where the shop charges CAD. */
async function describeLine(deps: CartDeps, line: LineRow, rules: CurrencyRules): Promise<CartItem> {
  const ref = { itemType: line.item_type, itemId: itemIdOf(line), size: line.size, color: line.color };
  const sellable = await resolveSellable(deps, ref, line.cart_id);
  if (!sellable) return toCartItem(line, null, rules);
  const nameOf = await itemNamer(deps, [ref]);
  return toCartItem(line, { ...sellable, name: nameOf(ref, sellable.name) }, rules);
}

/**
 * The cart's lines, each priced and named by the catalogue now, flagged when it can no longer be bought as is; its
 * gift card lines (issue 41) after them.
 */
export async function getCart(deps: CartDeps, cartId: string): Promise<CartItem[]> {
  const lines = await catalogueLines(deps.db, cartId);
  const rules = currencyRulesOf(await getSettings(deps));
  const items = await Promise.all(lines.map((line) => describeLine(deps, line, rules)));
  const gifts = await cartGiftLines(deps, cartId);
  return [...items, ...gifts.map((line) => giftCardItem(line, rules))];
}

/** The cart's lines of catalogue items (not its gift cards), in the order they were added. */
function catalogueLines(db: Deps['db'], cartId: string): Promise<LineRow[]> {
  return db
    .selectFrom('cart_item')
    .select(LINE_COLUMNS)
    .where('cart_id', '=', cartId)
    .where('item_type', '<>', 'gift_card')
    .$narrowType<{ item_type: LineRow['item_type'] }>()
    .orderBy('id')
    .execute();
}

/** Refuses a line of `quantity` units by the one sale rule. */
function refuse(sellable: Sellable, quantity: number): never {
  throw saleRefusal(sellable, quantity, 'cart') ?? new AppError('OUT_OF_STOCK');
}

/**
 * Adds an item: the same item, size and colour raises the existing line's
 * quantity. Price and name come from the catalogue; a line never exceeds the
 * units available; a sold painting cannot be added.
 */
export async function addItem(deps: FlowDeps<'clock'>, input: AddToCartInput): Promise<CartItem> {
  const now = isoNow(deps.clock);
  return runFlow(deps, async (tx) => {
    await lockKeys(tx, 'cart', [input.cartId]);
    const ref = { itemType: input.item_type, itemId: input.productId, size: input.size, color: input.color };
    const sellable = await resolveSellable(tx, ref, input.cartId);
    if (!sellable || sellable.problem === 'unavailable') {
      throw new AppError('NOT_FOUND', input.item_type === 'painting' ? 'Painting not found' : 'Product not found');
    }
    if (sellable.problem === 'upcoming') throw notYetOnSale(sellable, false);
    if (sellable.problem === 'bad_size' || sellable.problem === 'bad_color') {
      throw new AppError('BAD_REQUEST', 'This size or colour is not available.');
    }
    if (sellable.problem === 'sold') refuse(sellable, input.quantity);

    // One statement adds to the line or starts it (a concurrent add waits for this one's row, never fails on
    // cart_item_line); the stock rule is then checked on the resulting quantity, and refusing rolls the add back.
    const line = await putUnits(tx, input.cartId, input, sellable, now);
    if (line.quantity > sellable.available) refuse(sellable, line.quantity);
    return toCartItem(line, sellable, currencyRulesOf(await getSettings(tx)));
  });
}

/** Adds `units.quantity` to the cart's line of `sellable` or starts it, in the caller's flow; answers the line. */
function putUnits(
  tx: { db: Tx },
  cartId: string,
  units: { item_type: LineRow['item_type']; productId: number; quantity: number },
  sellable: Sellable,
  now: string,
): Promise<LineRow> {
  return tx.db
    .insertInto('cart_item')
    .values({
      cart_id: cartId,
      item_type: units.item_type,
      product_id: units.item_type === 'product' ? units.productId : null,
      painting_id: units.item_type === 'painting' ? units.productId : null,
      quantity: units.quantity,
      size: sellable.size,
      color: sellable.color,
      variant_id: sellable.variantId,
    })
    .onConflict((oc) =>
      oc.expression(CART_LINE_KEY).doUpdateSet((eb) => ({
        quantity: eb('cart_item.quantity', '+', eb.ref('excluded.quantity')),
        variant_id: eb.ref('excluded.variant_id'),
        updated_at: now,
      })),
    )
    .returning(LINE_COLUMNS)
    .$narrowType<{ item_type: LineRow['item_type'] }>()
    .executeTakeFirstOrThrow();
}

/** A line of another cart to put into this one (`addAvailableLines`). */
export type CopiedLine = Pick<LineRow, 'item_type' | 'product_id' | 'painting_id' | 'quantity' | 'size' | 'color'>;

/**
 * Puts `lines` (another cart's: a reminder's link) into `cartId` in the caller's flow, each with as many of its units
 * as this cart may still have beside what it holds already; a line gone, not on sale or sold out is left out (the
 * rest still come). Answers how many lines gained units.
 */
export async function addAvailableLines(
  tx: { db: Tx; clock: () => Date },
  cartId: string,
  lines: readonly CopiedLine[],
): Promise<number> {
  await lockKeys(tx, 'cart', [cartId]);
  let added = 0;
  for (const copied of lines) {
    const itemId = (copied.product_id ?? copied.painting_id) as number;
    const ref = { itemType: copied.item_type, itemId, size: copied.size, color: copied.color };
    const sellable = await resolveSellable(tx, ref, cartId);
    if (!sellable || sellable.problem) continue;
    const line = await putUnits(
      tx,
      cartId,
      { item_type: copied.item_type, productId: itemId, quantity: copied.quantity },
      sellable,
      isoNow(tx.clock),
    );
    const before = line.quantity - copied.quantity;
    const kept = Math.max(before, Math.min(line.quantity, sellable.available));
    if (kept === 0) await tx.db.deleteFrom('cart_item').where('id', '=', line.id).execute();
    else if (kept !== line.quantity) {
      await tx.db.updateTable('cart_item').set({ quantity: kept }).where('id', '=', line.id).execute();
    }
    if (kept > before) added++;
  }
  return added;
}

/** A line the request may touch; a line of a cart the request neither names nor used is as good as missing (404). */
function allowedLine<L extends { cart_id: string }>(line: L | undefined, access: CartAccess): L {
  const allowed =
    line && (access.cartId ? access.cartId === line.cart_id : access.sessionCartIds.includes(line.cart_id));
  if (!line || !allowed) throw new AppError('NOT_FOUND', 'Cart item not found');
  return line;
}

async function ownedLine({ db }: Pick<Deps, 'db'>, itemId: number, access: CartAccess) {
  return allowedLine(
    await db.selectFrom('cart_item').select(LINE_COLUMNS).where('id', '=', itemId).executeTakeFirst(),
    access,
  );
}

/**
 * Sets a line's quantity; below 1 removes the line (answers null). Never above the units available. A gift card line
 * is one card: only its removal is taken (else GIFT_CARD_LINE_FIXED, 400).
 */
export async function updateItem(
  deps: FlowDeps<'clock'>,
  input: UpdateCartItemInput,
  access: CartAccess,
): Promise<CartItem | null> {
  const now = isoNow(deps.clock);
  return runFlow(deps, async (tx) => {
    const trx = tx.db;
    // Read by writing: the line's row is held until this transaction ends (a concurrent add, change or removal
    // of it waits), so the quantity checked is the one replaced, and a line removed meanwhile is 404, not a 500.
    // A line that is not the request's is refused before anything commits (the touch rolls back).
    const touched = await trx
      .updateTable('cart_item')
      .set({ updated_at: now })
      .where('id', '=', input.itemId)
      .returning(LINE_COLUMNS)
      .executeTakeFirst();
    const touchedLine = allowedLine(touched, access);
    if (input.quantity < 1) {
      await trx.deleteFrom('cart_item').where('id', '=', touchedLine.id).execute();
      return null;
    }
    if (touchedLine.item_type === 'gift_card') throw new AppError('GIFT_CARD_LINE_FIXED');
    const line = { ...touchedLine, item_type: touchedLine.item_type };
    const ref = { itemType: line.item_type, itemId: itemIdOf(line), size: line.size, color: line.color };
    const sellable = await resolveSellable(tx, ref, line.cart_id);
    if (!sellable || sellable.problem)
      throw new AppError('CONFLICT', 'This item is no longer available. Please remove it.');
    if (input.quantity > line.quantity && input.quantity > sellable.available) refuse(sellable, input.quantity);
    const updated = await trx
      .updateTable('cart_item')
      .set({ quantity: input.quantity, updated_at: now })
      .where('id', '=', line.id)
      .returning(LINE_COLUMNS)
      .$narrowType<{ item_type: LineRow['item_type'] }>()
      .executeTakeFirstOrThrow();
    return toCartItem(updated, sellable, currencyRulesOf(await getSettings(tx)));
  });
}

export async function removeItem(deps: FlowDeps, itemId: number, access: CartAccess): Promise<{ success: true }> {
  await runFlow(deps, async (tx) => {
    const line = await ownedLine(tx, itemId, access);
    await tx.db.deleteFrom('cart_item').where('id', '=', line.id).execute();
  });
  return { success: true };
}

export async function clearCart(deps: FlowDeps, cartId: string): Promise<{ success: true }> {
  await runFlow(deps, async (tx) => {
    await lockKeys(tx, 'cart', [cartId]);
    await tx.db.deleteFrom('cart_item').where('cart_id', '=', cartId).execute();
  });
  return { success: true };
}
