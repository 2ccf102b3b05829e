/**
 * The owner's editions view of a limited print and the one edition write outside a sale (issue 43): every number of
 * each size's edition, sold (to whom, on which order) or free, every artist's proof held or sold; and an artist's
 * proof the owner sold ("AP 2/5"). Proofs are never sold online (catalogue/editions.ts).
 */

import { AppError } from '../../../shared/errors.js';
import type { EditionsView } from '../../../shared/schemas/editions.js';
import { lockRows, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import { editionOfLine, editionOfSize, editionsOf } from './editions.js';

type Ledger = EditionsView['editions'][number];

/** Each number of one edition: the lines that hold it (`lines`, numbered of this edition), else free past `sold`. */
function numbersOf(
  edition: { total: number; sold: number },
  lines: {
    order_id: number;
    name: string;
    edition_number: number | null;
    edition_total: number | null;
    quantity: number;
    refunded_quantity: number;
  }[],
): Ledger['numbers'] {
  const holders = new Map<number, (typeof lines)[number]>();
  for (const line of lines) for (const n of editionOfLine(line)?.numbers ?? []) holders.set(n, line);
  return Array.from({ length: edition.total }, (_, i) => {
    const number = i + 1;
    const line = holders.get(number);
    return {
      number,
      status: number <= edition.sold ? ('sold' as const) : ('free' as const),
      orderId: number <= edition.sold ? (line?.order_id ?? null) : null,
      buyer: number <= edition.sold ? (line?.name ?? null) : null,
      refunded: number <= edition.sold && line !== undefined && line.refunded_quantity > 0,
    };
  });
}

/** The editions view of a print (404 for no such painting; no editions for an original or an open print). */
export async function editionsView({ db }: Pick<Deps, 'db'>, paintingId: number): Promise<EditionsView> {
  const painting = await db
    .selectFrom('painting')
    .select(['id', 'title', 'is_original', 'is_limited', 'limited_edition_count', 'current_edition_number'])
    .where('id', '=', paintingId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!painting) throw new AppError('NOT_FOUND', 'Painting not found');
  const lines = await db
    .selectFrom('order_item as oi')
    .innerJoin('order as o', 'o.id', 'oi.order_id')
    .select([
      'oi.order_id',
      'o.name',
      'oi.size',
      'oi.edition_number',
      'oi.edition_total',
      'oi.quantity',
      'oi.refunded_quantity',
    ])
    .where('oi.painting_id', '=', paintingId)
    .where('oi.edition_number', 'is not', null)
    .execute();
  const sized = (await editionsOf(db, [paintingId])).get(paintingId) ?? [];
  const limited = painting.is_limited === 1 && painting.is_original === 0;
  const own =
    sized.length > 0 || !limited || painting.limited_edition_count === null
      ? []
      : [
          {
            size: '',
            total: painting.limited_edition_count,
            sold: painting.current_edition_number,
            proofs: 0,
            proofsSold: 0,
          },
        ];
  const editions = limited ? [...sized, ...own] : [];
  return {
    paintingId,
    title: painting.title,
    editions: editions.map((e) => ({
      size: e.size,
      total: e.total,
      sold: e.sold,
      proofs: e.proofs,
      proofsSold: e.proofsSold,
      numbers: numbersOf(
        e,
        lines.filter((l) => e.size === '' || l.size === e.size),
      ),
      proofList: Array.from({ length: e.proofs }, (_, i) => ({
        number: i + 1,
        status: i < e.proofsSold ? ('sold' as const) : ('held' as const),
      })),
    })),
  };
}

/**
 * Records the next artist's proof of a size's edition as sold by the owner, under the print's row lock (two at once
 * take two proofs); refused when the size has no edition (400) or no proof left (409).
 */
export async function recordProofSale(deps: FlowDeps<'clock'>, input: { id: number; size: string }): Promise<EditionsView> {
  await runFlow(deps, async (tx) => {
    await lockRows(tx, 'painting', [input.id]);
    const edition = await editionOfSize(tx.db, input.id, input.size);
    if (!edition) throw new AppError('BAD_REQUEST', `The print has no ${input.size} edition`);
    if (edition.proofs_sold >= edition.proofs) throw new AppError('CONFLICT', "No artist's proof of this size is left");
    await tx.db
      .updateTable('painting_edition')
      .set({ proofs_sold: edition.proofs_sold + 1 })
      .where('id', '=', edition.id)
      .execute();
    // The painting's answers (`editions`) change: its row's write moves the catalogue's version, as any edit does.
    await tx.db.updateTable('painting').set({ updated_at: isoNow(deps.clock) }).where('id', '=', input.id).execute();
  });
  return editionsView(deps, input.id);
}
