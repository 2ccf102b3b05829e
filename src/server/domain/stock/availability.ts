import { type Expression, type RawBuilder, sql } from 'kysely';
import { AppError, type ErrorDetail } from '../../../shared/errors.js';
import type { ItemType } from '../../../shared/schemas/cart.js';
import type { TaxCategory } from '../../../shared/tax.js';
import { variantLabel } from '../../../shared/variant-label.js';

/** What a cart or an order line can be sold as right now, according to the catalogue (never the client). */
export interface Sellable {
  itemType: ItemType;
  itemId: number;
  /** The product variant the size and colour name (null for a painting, or a size or colour not offered). */
  variantId: number | null;
  /** The product counts stock per variant: `available` and `onHand` are the variant's own. */
  stockPerVariant: boolean;
  inventoryItemId: number | null;
  name: string;
  imageUrl: string | null;
  category: string;
  /** What it is for tax: a product's own category (clothing by default), a painting art. */
  taxCategory: TaxCategory;
  unitPriceCents: number;
  /** The set price in Canadian dollars of what unitPriceCents prices (null: converted; see priceIn). */
  cadPriceCents: number | null;
  /** The size as the line shows it: the chosen size, or 'WxHunit' for an original. */
  size: string;
  color: string;
  shippingCents: number;
  available: number;
  /** Units on the shelf, held or not: more than `available` means other shoppers' checkouts hold the rest. */
  onHand: number;
  isOriginal: boolean;
  isLimited: boolean;
  /** When it goes on sale (a release, `catalogue/release.ts`), or null. */
  publishAt: string | null;
  /**
   * Why it cannot be sold: gone (deleted, the size/colour no longer offered, or an unannounced release not out
   * yet), sold, or `upcoming` (an announced release before its time).
   */
  problem: 'unavailable' | 'upcoming' | 'sold' | 'bad_size' | 'bad_color' | null;
}

/**
 * Units of an inventory item that can still be bought: on hand minus what
 * active, unexpired holds reserve. `itemAlias` is the inventory_item alias.
 * With `ownCartId`, the holds of that cart's own pending orders count as the
 * shopper's (they are not taken away from them), so a shopper resuming their
 * checkout sees their held items as theirs; everyone else still sees them reserved.
 */
export function availableUnits(itemAlias: string, now: string, ownCartId?: string): RawBuilder<number> {
  return unitsLessHolds(sql.ref(`${itemAlias}.quantity`), sql.ref(`${itemAlias}.id`), now, ownCartId);
}

/**
 * `availableUnits` over any on-hand units and the item they are of (the kept facet rows' `units` and `item_id`,
 * `catalogue/facet-items.ts`): the units less the item's active, unexpired holds.
 */
export function unitsLessHolds(
  units: Expression<unknown>,
  itemId: Expression<unknown>,
  now: string,
  ownCartId?: string,
): RawBuilder<number> {
  const notOwn = ownCartId
    ? sql`and h.order_id not in (select o.id from "order" o where o.cart_id = ${ownCartId} and o.status = 'pending')`
    : sql``;
  return sql<number>`(${units} - coalesce((
    select sum(h.quantity) from stock_hold h
    where h.inventory_item_id = ${itemId} and h.status = 'active' and h.expires_at > ${now}
    ${notOwn}
  ), 0))`;
}

/**
 * The sale rule for one variant of a product with stock per variant: the cart says which variant ("Only 2 left in
 * M / black."), the checkout names it ("Acid Wash Tee — M / black").
 */
function variantRefusal(s: Sellable, quantity: number, named: boolean): AppError | null {
  if (quantity <= s.available) return null;
  const which = [s.size, s.color].filter(Boolean).join(' / ');
  const label = variantLabel(s.name, s.size, s.color);
  if (s.available === 0 && s.onHand > 0) {
    return named
      ? new AppError(
          'RESERVED',
          `${label} is reserved by another order. It may become available again if that order is not completed.`,
          { key: 'sale.reserved', values: { name: label } },
        )
      : new AppError('RESERVED');
  }
  if (s.available === 0) {
    if (named) return new AppError('OUT_OF_STOCK', `${label} is out of stock`, outOfStock(label));
    return which
      ? new AppError('OUT_OF_STOCK', `${which} is out of stock.`, { key: 'sale.variantOutOfStock', values: { which } })
      : new AppError('OUT_OF_STOCK', 'This item is out of stock.', outOfStock(null));
  }
  const count = s.available;
  if (named) return new AppError('OUT_OF_STOCK', `Only ${count} of ${label} left in stock`, onlyLeft(count, label));
  return which
    ? new AppError('OUT_OF_STOCK', `Only ${count} left in ${which}.`, {
        key: 'sale.onlyLeftIn',
        values: { count, which },
      })
    : new AppError('OUT_OF_STOCK', `Only ${count} left in stock.`, onlyLeft(count, null));
}

/** The keys of the refusals' texts in other languages (`AppError.detail`): named, or "this item". */
const outOfStock = (name: string | null): ErrorDetail =>
  name ? { key: 'sale.outOfStock', values: { name } } : { key: 'sale.itemOutOfStock' };
const onlyLeft = (count: number, name: string | null): ErrorDetail =>
  name ? { key: 'sale.onlyLeftNamed', values: { count, name } } : { key: 'sale.onlyLeft', values: { count } };

/** An announced release before its time: 409, naming when it goes on sale. */
export function notYetOnSale(s: Sellable, named: boolean): AppError {
  const at = s.publishAt;
  const detail: ErrorDetail | undefined = at
    ? named
      ? { key: 'sale.notYet', values: { name: s.name, at } }
      : { key: 'sale.itemNotYet', values: { at } }
    : undefined;
  return new AppError(
    'CONFLICT',
    `${named ? s.name : 'This item'} is not on sale yet: it goes on sale at ${at ?? 'its release time'}.`,
    detail,
  );
}

/**
 * THE rule for "can this many be sold now", for the cart and the checkout
 * alike: an item whose every unit on the shelf is held by other shoppers'
 * checkouts is RESERVED (it may come back), a sold painting is PAINTING_SOLD, anything gone
 * from the catalogue is a CONFLICT, a sold piece of clothing or more units
 * than are available is OUT_OF_STOCK (a second copy of an original is refused as such). The cart
 * speaks of "this item"; the checkout, which lists several, names it.
 * Null when the sale may go ahead.
 */
export function saleRefusal(s: Sellable, quantity: number, where: 'cart' | 'checkout'): AppError | null {
  const named = where === 'checkout';
  if (s.stockPerVariant && !s.problem) return variantRefusal(s, quantity, named);
  const reserved = !s.problem && quantity > s.available && s.available === 0 && s.onHand > 0;
  if (reserved) {
    return named
      ? new AppError(
          'RESERVED',
          `${s.name} is reserved by another order. It may become available again if that order is not completed.`,
          { key: 'sale.reserved', values: { name: s.name } },
        )
      : new AppError('RESERVED');
  }
  if (s.itemType === 'painting' && (s.problem === 'sold' || s.available === 0)) {
    return named
      ? new AppError('PAINTING_SOLD', `${s.name} has just been sold and is no longer available`, {
          key: 'sale.sold',
          values: { name: s.name },
        })
      : new AppError('PAINTING_SOLD');
  }
  if (s.problem === 'upcoming') return notYetOnSale(s, named);
  if (s.problem && s.problem !== 'sold') {
    return new AppError(
      'CONFLICT',
      `${named ? s.name : 'This item'} is no longer available. Please remove it.`,
      named ? { key: 'sale.gone', values: { name: s.name } } : { key: 'sale.itemGone' },
    );
  }
  if (quantity <= s.available && !s.problem) return null;
  if (s.isOriginal && !named) {
    return new AppError('CONFLICT', 'This original is already in your cart', { key: 'sale.originalInCart' });
  }
  const name = named ? s.name : null;
  if (s.available === 0)
    return new AppError('OUT_OF_STOCK', `${name ?? 'This item'} is out of stock`, outOfStock(name));
  return new AppError(
    'OUT_OF_STOCK',
    `Only ${s.available}${name ? ` of ${name}` : ''} left in stock`,
    onlyLeft(s.available, name),
  );
}
