/**
 * The owner's editions view of a limited print (issue 43): every number of
 * each size's edition, sold (to whom, on which order) or free, every artist's proof held or sold (to whom, when,
 * its certificate: catalogue/proof-sales.ts records them). Proofs are never sold online (catalogue/editions.ts).
 */

import { AppError } from '../../../shared/errors.js';
import type { EditionsView } from '../../../shared/schemas/editions.js';
import type { Reader } from '../../db/flow.js';
import type { Deps } from '../../deps.js';
import { certificateLinks, proofCertificateUrl, verifyPath } from '../certificates/access.js';
import { editionOfLine, editionsOf, sizeText } from './editions.js';

type Ledger = EditionsView['editions'][number];

type Links = Awaited<ReturnType<typeof certificateLinks>>;

/**
 * Each number of one edition: the lines that hold it (`lines`, numbered of this edition), else free past `sold`, with
 * its certificate: number n of a line numbered from f is the line's unit n − f + 1, and a line's valid certificates
 * are its units 1..k (a refund voids the highest units first), so its k `verifyUrls` are units 1..k in order.
 */
function numbersOf(
  edition: { total: number; sold: number },
  links: Links,
  lines: {
    id: number;
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
    const link = line && number <= edition.sold ? links.get(line.id) : undefined;
    const verifyUrl = link && line ? (link.verifyUrls[number - (line.edition_number ?? number)] ?? null) : null;
    return {
      number,
      status: number <= edition.sold ? ('sold' as const) : ('free' as const),
      orderId: number <= edition.sold ? (line?.order_id ?? null) : null,
      buyer: number <= edition.sold ? (line?.name ?? null) : null,
      refunded: number <= edition.sold && line !== undefined && line.refunded_quantity > 0,
      certificateUrl: verifyUrl && link ? link.certificateUrl : null,
      verifyUrl,
    };
  });
}

/** The print's proofs sold (not void), each with its size and its valid certificate's code. */
function proofSales(db: Reader, paintingId: number) {
  return db
    .selectFrom('proof_sale as s')
    .innerJoin('painting_edition as e', 'e.id', 's.edition_id')
    .leftJoin('certificate as c', (join) => join.onRef('c.proof_sale_id', '=', 's.id').on('c.status', '=', 'valid'))
    .select(['s.id', 's.number', 's.buyer_name', 's.sold_at', 's.note', 'e.width', 'e.height', 'e.unit', 'c.code'])
    .where('e.painting_id', '=', paintingId)
    .where('s.status', '=', 'sold')
    .execute();
}

/** Each artist's proof of one edition: held, or sold (its record, to whom, when, its certificate). */
function proofListOf(
  paintingId: number,
  edition: { size: string; proofs: number },
  sales: Awaited<ReturnType<typeof proofSales>>,
): Ledger['proofList'] {
  return Array.from({ length: edition.proofs }, (_, i) => {
    const sale = sales.find((s) => s.number === i + 1 && sizeText(s.width, s.height, s.unit) === edition.size);
    return {
      number: i + 1,
      status: sale ? ('sold' as const) : ('held' as const),
      saleId: sale?.id ?? null,
      buyer: sale?.buyer_name ?? null,
      soldAt: sale?.sold_at ?? null,
      note: sale?.note ?? null,
      certificateUrl: sale?.code ? proofCertificateUrl(paintingId, sale.id) : null,
      verifyUrl: sale?.code ? verifyPath(sale.code) : null,
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
      'oi.id',
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
  const links = await certificateLinks(db, lines);
  const proofs = await proofSales(db, paintingId);
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
        links,
        lines.filter((l) => e.size === '' || l.size === e.size),
      ),
      proofList: proofListOf(paintingId, e, proofs),
    })),
  };
}
