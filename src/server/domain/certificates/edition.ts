import type { Reader } from '../../db/flow.js';
import { editionOfLine } from '../catalogue/editions.js';

/** What a certificate names a unit as: the original, a numbered print ("17/50") or an artist's proof ("AP 2/5"). */
export interface Edition {
  kind: 'original' | 'print' | 'proof';
  /** The unit's number in its edition (null: an original). */
  number: number | null;
  /** The edition's size (null: an original, or an edition without a set size). */
  total: number | null;
}

/** The edition as a collector reads it: "Original", "17/50" (or "17" with no set size), "AP 2/5". */
export function editionText(edition: Edition): string {
  if (edition.kind === 'original') return 'Original';
  const numbered = edition.total === null ? `${edition.number}` : `${edition.number}/${edition.total}`;
  return edition.kind === 'proof' ? `AP ${numbered}` : numbered;
}

/**
 * THE one reading of what a sold line is, unit by unit (unit 1 first), for its certificates: an original painting's
 * line is "Original"; a numbered print's line holds the numbers `editionOfLine` reads (catalogue/editions.ts: one per
 * unit, of the edition of its print size, `order_item.edition_total`). Any other line (an open print, a product, a
 * custom line) has none: no certificate. Artist's proofs are not sold online: the owner records them (a
 * `proof_sale`, `editionsOfHolder`).
 */
async function editionsOfLine(db: Reader, orderItemId: number): Promise<Edition[]> {
  const line = await db
    .selectFrom('order_item as oi')
    .innerJoin('painting as p', 'p.id', 'oi.painting_id')
    .select(['oi.quantity', 'oi.edition_number', 'oi.edition_total', 'p.is_original'])
    .where('oi.id', '=', orderItemId)
    .where('oi.item_type', '=', 'painting')
    .executeTakeFirst();
  if (!line) return [];
  if (line.is_original) return [{ kind: 'original', number: null, total: null }];
  const edition = editionOfLine(line);
  return edition ? edition.numbers.map((number) => ({ kind: 'print' as const, number, total: edition.total })) : [];
}

/**
 * What a certificate certifies (issue 43): a unit of an order line, or the artist's proof the owner sold (a
 * `proof_sale`, one unit). One lifecycle and one PDF serve both.
 */
export type Holder = { orderItemId: number } | { proofSaleId: number };

/** The certificate column that names the holder, and its id. */
export const holderColumn = (holder: Holder) =>
  'proofSaleId' in holder
    ? { column: 'proof_sale_id' as const, id: holder.proofSaleId }
    : { column: 'order_item_id' as const, id: holder.orderItemId };

/** The holder as a new certificate row names it: its column set (`holderColumn`), the other null. */
export const holderIds = (holder: Holder) =>
  'proofSaleId' in holder
    ? { order_item_id: null, proof_sale_id: holder.proofSaleId }
    : { order_item_id: holder.orderItemId, proof_sale_id: null };

/** The holder a certificate row names (the way back from `holderIds`). */
export const holderOf = (row: { order_item_id: number | null; proof_sale_id: number | null }): Holder =>
  row.proof_sale_id !== null ? { proofSaleId: row.proof_sale_id } : { orderItemId: row.order_item_id ?? 0 };

/** The holder's units as editions (unit 1 first): a line's (`editionsOfLine`), or a proof sale's one "AP n/m". */
export async function editionsOfHolder(db: Reader, holder: Holder): Promise<Edition[]> {
  if (!('proofSaleId' in holder)) return editionsOfLine(db, holder.orderItemId);
  const sale = await db
    .selectFrom('proof_sale')
    .select(['number', 'total'])
    .where('id', '=', holder.proofSaleId)
    .executeTakeFirst();
  return sale ? [{ kind: 'proof', number: sale.number, total: sale.total }] : [];
}
