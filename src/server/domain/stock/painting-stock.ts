/**
 * THE painting-stock rule: how many units a painting starts with, how many editions it has left, how many
 * units can be sold now and whether it is in stock. The catalogue, the cart, the sale, the admin form and the
 * seed all ask here; none of them decides it again.
 *
 * Three kinds of painting:
 * - an ORIGINAL is one piece: at most one unit, none once sold or taken off sale;
 * - a LIMITED EDITION print has `limited_edition_count` numbers, `current_edition_number` of them used: it can
 *   sell at most the numbers left. With an edition per print size (catalogue/editions.ts) the facts are one
 *   size's edition (`asEdition`) for a sale of that size, or all its sizes' together for the whole print;
 * - an OPEN EDITION print is made to order: only the units on the shelf limit it.
 * Any painting is for sale only while its `in_stock` switch is on and it is not sold.
 *
 * The functions take only these fields (the names the database, the shared schemas and the seed use; 1/0 or
 * booleans), so a print variant can carry its own later.
 */

import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { wholeEditionSql } from '../catalogue/editions.js';
import { LOW_STOCK_THRESHOLD } from './ledger.js';

type Flag = boolean | number;

/** The fields of a painting that decide its stock. */
export interface PaintingStockFacts {
  is_original: Flag;
  is_limited: Flag;
  limited_edition_count: number | null;
  current_edition_number: number;
  /** The owner's switch: off takes the painting off sale, whatever is on the shelf. */
  in_stock: Flag;
  is_sold: Flag;
}

/** What a sale changes on a painting: it also needs to know whether one purchase sells it. */
export interface PaintingSaleFacts extends PaintingStockFacts {
  mark_sold_after_purchase: Flag;
}

/** Opening stock of an open-edition print: prints are made to order, so this is a soft run size. */
export const OPEN_EDITION_RUN = 25;

export type PaintingKind = 'original' | 'limited' | 'open';

export function paintingKind(
  p: Pick<PaintingStockFacts, 'is_original' | 'is_limited' | 'limited_edition_count'>,
): PaintingKind {
  if (p.is_original) return 'original';
  return p.is_limited && p.limited_edition_count !== null ? 'limited' : 'open';
}

/** Edition numbers not yet sold: Infinity for anything that is not a limited edition. */
export function editionsLeft(
  p: Pick<PaintingStockFacts, 'is_limited' | 'limited_edition_count' | 'current_edition_number'>,
): number {
  if (!p.is_limited || p.limited_edition_count === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, p.limited_edition_count - p.current_edition_number);
}

/** Units the painting itself lets the shop sell now, whatever the shelf holds (Infinity: the shelf decides). */
function saleLimit(p: PaintingStockFacts): number {
  if (p.is_sold || !p.in_stock) return 0;
  return Math.min(p.is_original ? 1 : Number.POSITIVE_INFINITY, editionsLeft(p));
}

/** Sold, off sale, or an edition with no numbers left: no unit of it can be sold, whatever the shelf holds. */
export function isSoldOut(p: PaintingStockFacts): boolean {
  return saleLimit(p) === 0;
}

/**
 * Units that can be sold now out of `units` on the shelf (free of holds, or on hand): never more than one
 * original, the editions left, or anything once the painting is sold or off sale.
 */
export function sellableUnits(p: PaintingStockFacts, units: number): number {
  return Math.max(0, Math.min(units, saleLimit(p)));
}

/** In stock: at least one unit can be sold now. */
export function isInStock(p: PaintingStockFacts, units: number): boolean {
  return sellableUnits(p, units) > 0;
}

/**
 * Reserved: nothing can be sold now (`free`, the units no live hold reserves), yet it could if the holds of
 * other shoppers' checkouts lapsed (`onHand`): the RESERVED of the sale rule (availability.ts `saleRefusal`),
 * as the catalogue shows it, so a held piece reads 'Reserved', not 'Sold' or 'Sold Out'.
 */
export function isReserved(p: PaintingStockFacts, free: number, onHand: number): boolean {
  return !isInStock(p, free) && isInStock(p, onHand);
}

/**
 * The units a painting's record shows (the catalogue's `stock`, which the admin form sends back): the shelf,
 * never more than the piece can still sell, but not emptied by the `in_stock` switch alone, so switching a
 * print off sale and on again keeps its count.
 */
export function shelfUnits(p: PaintingStockFacts, units: number): number {
  return sellableUnits({ ...p, in_stock: true }, units);
}

/**
 * Opening stock of a painting. An original is its one piece while it is in stock and not sold (else none);
 * a print takes `requested` units when the owner gives a number; otherwise a painting off sale or sold starts
 * at zero, a limited edition with the editions left, an open edition with OPEN_EDITION_RUN.
 */
export function openingStock(p: PaintingStockFacts, requested?: number): number {
  if (p.is_original) return saleLimit(p);
  if (requested !== undefined) return requested;
  if (saleLimit(p) === 0) return 0;
  return paintingKind(p) === 'limited' ? editionsLeft(p) : OPEN_EDITION_RUN;
}

/** The low-stock threshold of a painting's inventory item: none for an original, whose one unit is always "low". */
export function lowStockThreshold(p: Pick<PaintingStockFacts, 'is_original'>): number {
  return p.is_original ? 0 : LOW_STOCK_THRESHOLD;
}

/**
 * What selling `quantity` units does to a painting: a limited edition takes its next numbers (and goes out of
 * stock with its last one); an original or a mark-sold piece is sold. Answers the same object when nothing changes.
 */
export function afterSale<P extends PaintingSaleFacts>(p: P, quantity: number): P {
  let next = p;
  if (p.is_limited) {
    const current = p.current_edition_number + quantity;
    const soldOut = p.limited_edition_count !== null && current >= p.limited_edition_count;
    next = { ...next, current_edition_number: current, in_stock: soldOut ? 0 : 1 };
  }
  if (p.is_original || p.mark_sold_after_purchase) next = { ...next, is_sold: 1, in_stock: 0 };
  return next;
}

/**
 * `isInStock` in SQL, for the painting row `alias` with `free` units free of holds (`availableUnits`): the facets
 * (`catalogue/facets.ts`) count with it. Kept beside the rule it restates: change both together.
 */
export function inStockSql(alias: string, free: RawBuilder<number>): RawBuilder<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const edition = wholeEditionSql(alias);
  return sql<SqlBool>`(${col('is_sold')} = 0 and ${col('in_stock')} = 1
    and (${col('is_limited')} = 0 or ${edition.total} is null or ${edition.total} > ${edition.sold})
    and coalesce(${free}, 0) > 0)`;
}
