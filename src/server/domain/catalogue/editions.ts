/**
 * A limited print's editions, one per print size (issue 43): an 8×10 edition of 50 and a 16×20 edition of 25 of
 * the same image are numbered each on its own. An edition (`painting_edition`) is matched to its print size by width,
 * height and unit, so it outlives the admin form rewriting the sizes; only the editions of sizes the print offers
 * count. `painting.limited_edition_count` and `current_edition_number` are always the FIRST size's edition
 * (`mirrorFirstEdition`), which older clients read and write. A limited print with no print sizes (or none with an
 * edition) has its one edition on the painting row, as before editions per size.
 *
 * Artist's proofs (`proofs`) are never sold online: the owner keeps or sells them outside the shop ("AP 2/5").
 */

import { type RawBuilder, sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import type { EditionInput } from '../../../shared/schemas/admin-catalogue.js';
import type { Edition } from '../../../shared/schemas/catalogue.js';
import type { Reader, Tx } from '../../db/flow.js';

/** What a cart line writes of a print size: "8x10in" (the size text a line keeps). */
export function sizeText(width: number | null, height: number | null, unit: string): string {
  return width && height ? `${width}x${height}${unit}` : '';
}

const SIZE_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(in|cm|")?\s*$/i;

/** A size as a shopper or a line writes it ("8x10", "8 × 10 in"); null when it names no size. */
export function parseSize(text: string): { width: number; height: number; unit: 'in' | 'cm' | null } | null {
  const match = SIZE_PATTERN.exec(text);
  if (!match) return null;
  const unit = match[3]?.toLowerCase();
  return { width: Number(match[1]), height: Number(match[2]), unit: unit === 'cm' ? 'cm' : unit ? 'in' : null };
}

interface EditionRow {
  id: number;
  painting_id: number;
  width: number;
  height: number;
  unit: 'in' | 'cm';
  total: number;
  sold: number;
  proofs: number;
  proofs_sold: number;
}

const key = (e: { width: number; height: number; unit: string }) => `${e.width}x${e.height}${e.unit}`;

/** The editions of the sizes each print offers, in the sizes' order (a size listed twice is one edition). */
async function editionRows(db: Reader, paintingIds: number[]): Promise<Map<number, EditionRow[]>> {
  const byPainting = new Map<number, EditionRow[]>();
  if (paintingIds.length === 0) return byPainting;
  const rows = await db
    .selectFrom('painting_edition as e')
    .innerJoin('painting_print_size as s', (join) =>
      join
        .onRef('s.painting_id', '=', 'e.painting_id')
        .onRef('s.width', '=', 'e.width')
        .onRef('s.height', '=', 'e.height')
        .onRef('s.unit', '=', 'e.unit'),
    )
    .select([
      'e.id',
      'e.painting_id',
      'e.width',
      'e.height',
      'e.unit',
      'e.total',
      'e.sold',
      'e.proofs',
      'e.proofs_sold',
    ])
    .where('e.painting_id', 'in', paintingIds)
    .orderBy('e.painting_id')
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
  for (const row of rows) {
    const list = byPainting.get(row.painting_id) ?? [];
    if (!list.some((e) => e.id === row.id)) list.push(row);
    byPainting.set(row.painting_id, list);
  }
  return byPainting;
}

function toEdition(row: EditionRow): Edition {
  return {
    width: row.width,
    height: row.height,
    unit: row.unit,
    size: sizeText(row.width, row.height, row.unit),
    total: row.total,
    sold: row.sold,
    proofs: row.proofs,
    proofsSold: row.proofs_sold,
  };
}

/** Each print's editions as the API shows them (`Painting.editions`), in its sizes' order. */
export async function editionsOf(db: Reader, paintingIds: number[]): Promise<Map<number, Edition[]>> {
  const rows = await editionRows(db, paintingIds);
  return new Map([...rows].map(([id, list]) => [id, list.map(toEdition)]));
}

/** The edition of the print size `size` names ("8x10in"); undefined when the size has none (or is not offered). */
export async function editionOfSize(db: Reader, paintingId: number, size: string): Promise<EditionRow | undefined> {
  const wanted = parseSize(size);
  if (!wanted) return undefined;
  const list = (await editionRows(db, [paintingId])).get(paintingId) ?? [];
  return list.find(
    (e) => e.width === wanted.width && e.height === wanted.height && (wanted.unit === null || e.unit === wanted.unit),
  );
}

/**
 * Numbers of a size's edition other shoppers' checkouts hold (their live holds on the print's stock row, for orders
 * with a line of this print in this size; `ownCartId`'s own pending orders aside): the checkout takes its hold under
 * that row's lock, so the last numbers are held once, as the last units are.
 */
export async function heldNumbers(
  db: Reader,
  hold: { paintingId: number; size: string; now: string; ownCartId?: string },
): Promise<number> {
  const row = await db
    .selectFrom('stock_hold as h')
    .innerJoin('inventory_item as ii', 'ii.id', 'h.inventory_item_id')
    .select((eb) => eb.fn.sum<number | string | null>('h.quantity').as('held'))
    .where('ii.painting_id', '=', hold.paintingId)
    .where('h.status', '=', 'active')
    .where('h.expires_at', '>', hold.now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_item as oi')
          .select('oi.id')
          .whereRef('oi.order_id', '=', 'h.order_id')
          .where('oi.painting_id', '=', hold.paintingId)
          .where('oi.size', '=', hold.size),
      ),
    )
    .$if(hold.ownCartId !== undefined, (q) =>
      q.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('order as o')
              .select('o.id')
              .whereRef('o.id', '=', 'h.order_id')
              .where('o.cart_id', '=', hold.ownCartId as string)
              .where('o.status', '=', 'pending'),
          ),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(row?.held ?? 0);
}

/**
 * A painting's edition facts for the painting-stock rule (limited_edition_count, current_edition_number) as one
 * edition, the one of `edition`: a size's own edition, or the painting's when the size has none.
 */
export function asEdition<P extends { limited_edition_count: number | null; current_edition_number: number }>(
  painting: P,
  edition: Pick<EditionRow, 'total' | 'sold'> | undefined,
): P {
  return edition
    ? { ...painting, limited_edition_count: edition.total, current_edition_number: edition.sold }
    : painting;
}

/** The editions of the sizes the print `alias` offers, summed (`column`), as SQL; null when it has none. */
function editionSum(alias: string, column: 'total' | 'sold'): RawBuilder<number | null> {
  return sql<number | null>`(select cast(sum(${sql.ref(`e.${column}`)}) as integer) from painting_edition e
    where e.painting_id = ${sql.ref(`${alias}.id`)} and exists (select 1 from painting_print_size s
      where s.painting_id = e.painting_id and s.width = e.width and s.height = e.height and s.unit = e.unit))`;
}

/**
 * The whole print's edition facts in SQL, for the painting-stock rule at the painting's level: all its sizes'
 * numbers and sales together (no number left in any size: sold out), or its painting row's one edition.
 */
export function wholeEditionSql(alias: string) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return {
    total: sql<number | null>`coalesce(${editionSum(alias, 'total')}, ${col('limited_edition_count')})`,
    sold: sql<number>`coalesce(${editionSum(alias, 'sold')}, ${col('current_edition_number')})`,
  };
}

/** A painting's stock facts with its whole edition (`wholeEditionSql`): what its opening stock is counted from. */
export function wholeEditionFacts(db: Reader, paintingId: number) {
  const whole = wholeEditionSql('p');
  return db
    .selectFrom('painting as p')
    .select([
      'p.is_original',
      'p.is_sold',
      'p.in_stock',
      'p.is_limited',
      whole.total.as('limited_edition_count'),
      whole.sold.as('current_edition_number'),
    ])
    .where('p.id', '=', paintingId)
    .executeTakeFirstOrThrow();
}

/** Keeps the painting row's edition columns the first size's edition (what older clients read and write). */
async function mirrorFirstEdition(db: Tx, paintingId: number): Promise<void> {
  const first = (await editionRows(db, [paintingId])).get(paintingId)?.[0];
  if (!first) return;
  await db
    .updateTable('painting')
    .set({ limited_edition_count: first.total, current_edition_number: first.sold })
    .where('id', '=', paintingId)
    .execute();
}

/**
 * Gives the sale of `quantity` prints in `size` their numbers, in the sale's flow (which holds the print's stock
 * row, so two sales of it number one after the other): the next numbers of that size's edition. Answers the first
 * number and the edition's size, or undefined when the size has no edition of its own (the painting row's one
 * edition numbers it).
 */
export async function takeEditionNumbers(
  db: Tx,
  paintingId: number,
  size: string,
  quantity: number,
): Promise<{ number: number; total: number } | undefined> {
  const edition = await editionOfSize(db, paintingId, size);
  if (!edition) return undefined;
  await db
    .updateTable('painting_edition')
    .set({ sold: edition.sold + quantity })
    .where('id', '=', edition.id)
    .execute();
  await mirrorFirstEdition(db, paintingId);
  return { number: edition.sold + 1, total: edition.total };
}

/** The highest artist's proof of an edition sold (0: none): the edition keeps at least that many proofs. */
async function highestSoldProof(db: Tx, editionId: number): Promise<number> {
  const row = await db
    .selectFrom('proof_sale')
    .select((eb) => eb.fn.max<number | null>('number').as('highest'))
    .where('edition_id', '=', editionId)
    .where('status', '=', 'sold')
    .executeTakeFirst();
  return Number(row?.highest ?? 0);
}

/** An edition the owner's input names (as `available_sizes` does: width, height, unit). */
function named(input: EditionInput[] | undefined, size: { width: number; height: number; unit: string }) {
  return input?.find((e) => key(e) === key(size));
}

/**
 * Writes a print's editions after the painting form saved it (its flow holds the print's stock row and row):
 * every size of a limited print gets an edition. A size `input` names takes its total and proofs; without `input`,
 * the first size takes the painting row's `limited_edition_count` and `current_edition_number` (an older client's
 * one edition); any other size keeps its edition, or gets one of the first size's count with none sold. Refused
 * (400, nothing written): an edition for a size the print does not offer, or one smaller than the numbers it sold.
 */
export async function writeEditions(db: Tx, paintingId: number, input: EditionInput[] | undefined): Promise<void> {
  const painting = await db
    .selectFrom('painting')
    .select(['is_original', 'is_limited', 'limited_edition_count', 'current_edition_number'])
    .where('id', '=', paintingId)
    .executeTakeFirstOrThrow();
  const limited = painting.is_limited === 1 && painting.is_original === 0;
  if (!limited && input?.length) throw new AppError('BAD_REQUEST', 'Only a limited print has editions');
  if (!limited) return;
  const sizes = await db
    .selectFrom('painting_print_size')
    .select(['width', 'height', 'unit'])
    .where('painting_id', '=', paintingId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const stray = input?.find((e) => !sizes.some((s) => key(s) === key(e)));
  if (stray) throw new AppError('BAD_REQUEST', `The print is not offered in ${key(stray)}: add the size first`);
  const existing = await db.selectFrom('painting_edition').selectAll().where('painting_id', '=', paintingId).execute();
  const fallback = painting.limited_edition_count ?? input?.[0]?.total;
  const done = new Set<string>();
  for (const [index, size] of sizes.entries()) {
    if (done.has(key(size))) continue;
    done.add(key(size));
    const current = existing.find((e) => key(e) === key(size));
    const wanted = named(input, size);
    const legacyFirst = input === undefined && index === 0;
    const total = wanted?.total ?? (legacyFirst ? painting.limited_edition_count : current?.total) ?? fallback;
    if (total == null) continue;
    const sold = legacyFirst ? painting.current_edition_number : (current?.sold ?? 0);
    const proofs = wanted?.proofs ?? current?.proofs ?? 0;
    if (sold > total) {
      throw new AppError('BAD_REQUEST', `The ${key(size)} edition has sold ${sold} numbers: it cannot be smaller`);
    }
    const highestProof = current ? await highestSoldProof(db, current.id) : 0;
    if (proofs < highestProof) {
      throw new AppError('BAD_REQUEST', `The ${key(size)} edition has sold its artist's proof ${highestProof}`);
    }
    if (current) {
      await db.updateTable('painting_edition').set({ total, sold, proofs }).where('id', '=', current.id).execute();
    } else {
      await db
        .insertInto('painting_edition')
        .values({
          painting_id: paintingId,
          width: size.width,
          height: size.height,
          unit: size.unit,
          total,
          sold,
          proofs,
        })
        .execute();
    }
  }
  await mirrorFirstEdition(db, paintingId);
}

/**
 * The edition of a sold line, as a certificate or an order shows it: its numbers (one per unit: a line of two holds
 * #13 and #14) of an edition of `total`; null for a line that is not numbered.
 */
export function editionOfLine(line: {
  edition_number: number | null;
  edition_total: number | null;
  quantity: number;
}): { number: number; numbers: number[]; total: number | null } | null {
  if (line.edition_number === null) return null;
  const first = line.edition_number;
  return {
    number: first,
    numbers: Array.from({ length: Math.max(1, line.quantity) }, (_, i) => first + i),
    total: line.edition_total,
  };
}
