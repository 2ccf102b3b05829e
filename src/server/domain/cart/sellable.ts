import type { ItemType } from '../../../shared/schemas/cart.js';
import { type Deps, isoNow } from '../../deps.js';
import { asEdition, editionOfSize, heldNumbers, parseSize, sizeText, wholeEditionSql } from '../catalogue/editions.js';
import { releasedOrAnnounced, releaseProblem } from '../catalogue/release.js';
import { availableUnits, type Sellable } from '../stock/availability.js';
import { isSoldOut, sellableUnits } from '../stock/painting-stock.js';

export type { Sellable };

export interface ItemRef {
  itemType: ItemType;
  itemId: number;
  size: string;
  color: string;
}

function parseList(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(String) : [];
}

function pick(offered: string[], wanted: string): string | null {
  if (offered.length === 0) return wanted === '' ? '' : null;
  if (wanted === '') return null;
  return offered.find((o) => o.toLowerCase() === wanted.toLowerCase()) ?? null;
}

type Reader = Pick<Deps, 'db' | 'clock'>;

/** What a sellable line reads of its inventory item (joined as `ii`): its id, units on hand, units free to sell. */
function stockColumns(clock: Deps['clock'], ownCartId?: string) {
  return [
    'ii.id as inventory_item_id',
    'ii.quantity as on_hand',
    availableUnits('ii', isoNow(clock), ownCartId).as('available'),
  ] as const;
}

/** The live variant of a product in a size and colour already matched to what it offers. */
async function liveVariant({ db }: Pick<Deps, 'db'>, productId: number, size: string, color: string) {
  return db
    .selectFrom('product_variant')
    .select(['id', 'price_cents', 'cad_price_cents'])
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .where('color', '=', color)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
}

async function productSellable({ db, clock }: Reader, ref: ItemRef, ownCartId?: string): Promise<Sellable | null> {
  const head = await db
    .selectFrom('product')
    .select(['sizes', 'colors', 'stock_per_variant'])
    .where('id', '=', ref.itemId)
    .executeTakeFirst();
  if (!head) return null;
  const size = pick(parseList(head.sizes), ref.size);
  const color = pick(parseList(head.colors), ref.color);
  const variant = size !== null && color !== null ? await liveVariant({ db }, ref.itemId, size, color) : undefined;
  const perVariant = head.stock_per_variant === 1;
  const row = await db
    .selectFrom('product as p')
    .leftJoin('category as c', 'c.id', 'p.category_id')
    .leftJoin('inventory_item as ii', (join) =>
      perVariant
        ? join.on('ii.variant_id', '=', variant?.id ?? 0).on('ii.archived_at', 'is', null)
        : join.onRef('ii.product_id', '=', 'p.id').on('ii.variant_id', 'is', null),
    )
    .select([
      'p.name',
      'p.price_cents',
      'p.image_url',
      'p.is_sold',
      'p.deleted_at',
      'p.shipping_price_cents',
      'p.publish_at',
      'p.tax_category',
      'p.cad_price_cents',
      'c.name as category',
      // The chosen colour's own first photo, where the owner tied one to it (issue 38): what the cart line, the
      // order and its mails show of the piece bought, not the cover in another colour.
      (eb) =>
        eb
          .selectFrom('item_image as ci')
          .select('ci.url')
          .where('ci.item_type', '=', 'product')
          .whereRef('ci.item_id', '=', 'p.id')
          .where('ci.color', '=', color ?? '')
          .orderBy('ci.position')
          .limit(1)
          .as('colour_image_url'),
      ...stockColumns(clock, ownCartId),
    ])
    .where('p.id', '=', ref.itemId)
    .where(releasedOrAnnounced('p', isoNow(clock)))
    .executeTakeFirst();
  if (!row) return null;
  return {
    itemType: 'product',
    itemId: ref.itemId,
    variantId: variant?.id ?? null,
    stockPerVariant: perVariant,
    inventoryItemId: row.inventory_item_id,
    name: row.name,
    imageUrl: row.colour_image_url ?? row.image_url,
    category: row.category ?? 'Clothing',
    taxCategory: row.tax_category,
    unitPriceCents: variant?.price_cents ?? row.price_cents,
    // A variant with its own price has its own CAD price (or its price converted); else the product's.
    cadPriceCents: variant?.price_cents != null ? variant.cad_price_cents : row.cad_price_cents,
    size: size ?? ref.size,
    color: color ?? ref.color,
    shippingCents: row.shipping_price_cents,
    available: row.is_sold ? 0 : Math.max(0, row.available ?? 0),
    onHand: row.is_sold ? 0 : (row.on_hand ?? 0),
    isOriginal: false,
    isLimited: false,
    publishAt: row.publish_at,
    problem: row.deleted_at
      ? 'unavailable'
      : (releaseProblem(row.publish_at, isoNow(clock)) ??
        (row.is_sold
          ? 'sold'
          : size === null || (perVariant && !variant)
            ? 'bad_size'
            : color === null
              ? 'bad_color'
              : null)),
  };
}

async function paintingSellable({ db, clock }: Reader, ref: ItemRef, ownCartId?: string): Promise<Sellable | null> {
  const wholeEdition = wholeEditionSql('p');
  const row = await db
    .selectFrom('painting as p')
    .leftJoin('inventory_item as ii', 'ii.painting_id', 'p.id')
    .select([
      'p.title',
      'p.price_cents',
      'p.image_url',
      'p.width',
      'p.height',
      'p.unit',
      'p.is_original',
      'p.is_limited',
      wholeEdition.total.as('limited_edition_count'),
      wholeEdition.sold.as('current_edition_number'),
      'p.in_stock',
      'p.is_sold',
      'p.deleted_at',
      'p.shipping_price_cents',
      'p.publish_at',
      'p.cad_price_cents',
      ...stockColumns(clock, ownCartId),
    ])
    .where('p.id', '=', ref.itemId)
    .where(releasedOrAnnounced('p', isoNow(clock)))
    .executeTakeFirst();
  if (!row) return null;
  const original = row.is_original === 1;
  let size = original ? sizeText(row.width, row.height, row.unit) : ref.size;
  let price = row.price_cents;
  let cadPrice = row.cad_price_cents;
  let problem: Sellable['problem'] = null;
  if (!original) {
    const sizes = await db
      .selectFrom('painting_print_size')
      .select(['width', 'height', 'unit', 'price_cents'])
      .where('painting_id', '=', ref.itemId)
      .orderBy('sort_order')
      .execute();
    const wanted = parseSize(ref.size);
    const match = wanted ? sizes.find((s) => s.width === wanted.width && s.height === wanted.height) : undefined;
    if (match) {
      size = sizeText(match.width, match.height, match.unit);
      price = match.price_cents;
      cadPrice = null; // a print size's own price is converted
    } else if (sizes.length > 0) {
      problem = 'bad_size';
    }
  }
  // A print size with its own edition sells its own numbers: sold out when they are, whatever the other sizes have;
  // the numbers other checkouts hold are not free to sell (as the units they hold are not).
  const edition = row.is_limited === 1 && !original ? await editionOfSize(db, ref.itemId, size) : undefined;
  const facts = asEdition(row, edition);
  const held = edition ? await heldNumbers(db, { paintingId: ref.itemId, size, now: isoNow(clock), ownCartId }) : 0;
  const free = edition
    ? asEdition(row, { total: edition.total, sold: Math.min(edition.total, edition.sold + held) })
    : row;
  const soldOut = isSoldOut(facts);
  return {
    itemType: 'painting',
    itemId: ref.itemId,
    variantId: null,
    stockPerVariant: false,
    inventoryItemId: row.inventory_item_id,
    name: row.title,
    imageUrl: row.image_url,
    category: original ? 'Original Painting' : 'Art Print',
    taxCategory: 'art',
    unitPriceCents: price,
    cadPriceCents: cadPrice,
    size,
    color: '',
    shippingCents: row.shipping_price_cents,
    onHand: sellableUnits(facts, row.on_hand ?? 0),
    available: sellableUnits(free, row.available ?? 0),
    isOriginal: original,
    isLimited: row.is_limited === 1,
    publishAt: row.publish_at,
    problem: row.deleted_at
      ? 'unavailable'
      : (releaseProblem(row.publish_at, isoNow(clock)) ?? (soldOut ? 'sold' : problem)),
  };
}

/**
 * The catalogue's current facts about one item in one size and colour; null when no such item ever existed, or
 * when it is hidden until its release (as if it did not exist: a cart line of it is unnamed and unpriced).
 * `ownCartId`: the cart asking, whose own pending-order holds do not count against it (see availableUnits).
 */
export function resolveSellable(deps: Reader, ref: ItemRef, ownCartId?: string): Promise<Sellable | null> {
  return ref.itemType === 'product' ? productSellable(deps, ref, ownCartId) : paintingSellable(deps, ref, ownCartId);
}
