import type { Reader } from '../../db/flow.js';

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
 * line is "Original"; a limited print's line holds `order_item.edition_number` and the next ones (one per unit) of
 * the painting's `limited_edition_count`. Any other line (an open print, a product, a custom line, a print not yet
 * numbered) has none: no certificate. Editions per print size and artist's proofs (issue 43, item 1) change this
 * function only.
 */
export async function editionsOfLine(db: Reader, orderItemId: number): Promise<Edition[]> {
  const line = await db
    .selectFrom('order_item as oi')
    .innerJoin('painting as p', 'p.id', 'oi.painting_id')
    .select(['oi.quantity', 'oi.edition_number', 'p.is_original', 'p.is_limited', 'p.limited_edition_count'])
    .where('oi.id', '=', orderItemId)
    .where('oi.item_type', '=', 'painting')
    .executeTakeFirst();
  if (!line) return [];
  if (line.is_original) return [{ kind: 'original', number: null, total: null }];
  const first = line.edition_number;
  if (!line.is_limited || first === null) return [];
  return Array.from({ length: line.quantity }, (_, i) => ({
    kind: 'print' as const,
    number: first + i,
    total: line.limited_edition_count,
  }));
}
