import { AppError } from '../../../shared/errors.js';
import { asLocale, type Locale } from '../../../shared/locale.js';
import type { CertificateAnswer } from '../../../shared/schemas/certificates.js';
import type { Reader } from '../../db/flow.js';
import { sizeText } from '../catalogue/editions.js';
import { getSettings } from '../settings.js';
import { type Edition, editionsOfHolder, editionText, type Holder, holderColumn, holderOf } from './edition.js';

/** The work a certificate names, as its PDF and its verification page show it. */
interface Work {
  title: string;
  artist: string;
  year: number | null;
  medium: string;
  dimensions: string;
  imageUrl: string | null;
  shopName: string;
}

/** A certified sale: its work and what only the PDF says (the buyer's name when it may show, the day, the language). */
interface Sale {
  work: Work;
  buyer: string | null;
  soldAt: string;
  locale: Locale;
}

const paintingColumns = ['p.title', 'p.artist_name', 'p.year', 'p.medium', 'p.image_url as cover'] as const;

async function asWork(
  db: Reader,
  row: { title: string; artist_name: string | null; year: number | null; medium: string; cover: string | null },
  size: { dimensions: string; imageUrl: string | null },
): Promise<Work> {
  const settings = await getSettings({ db });
  return {
    title: row.title,
    // The painting's own artist, else the shop's artist name setting, else the shop's name.
    artist: row.artist_name || settings.artistName || settings.shopName,
    year: row.year,
    medium: row.medium,
    dimensions: size.dimensions,
    imageUrl: row.cover ?? size.imageUrl,
    shopName: settings.shopName,
  };
}

/** An order line's sale: the buyer's name only when they agreed that it shows (`order.certificate_name`). */
async function saleOfLine(db: Reader, orderItemId: number): Promise<Sale | null> {
  const row = await db
    .selectFrom('order_item as oi')
    .innerJoin('painting as p', 'p.id', 'oi.painting_id')
    .innerJoin('order as o', 'o.id', 'oi.order_id')
    .select([
      ...paintingColumns,
      'oi.size',
      'oi.image_url',
      'o.name',
      'o.certificate_name',
      'o.paid_at',
      'o.created_at',
    ])
    .select('o.locale')
    .where('oi.id', '=', orderItemId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    work: await asWork(db, row, { dimensions: row.size, imageUrl: row.image_url }),
    buyer: row.certificate_name ? row.name : null,
    soldAt: row.paid_at ?? row.created_at,
    locale: asLocale(row.locale) ?? 'en',
  };
}

/** An artist's proof the owner sold: the size of its edition, the name the owner typed (none: not printed). */
async function saleOfProof(db: Reader, proofSaleId: number): Promise<Sale | null> {
  const row = await db
    .selectFrom('proof_sale as s')
    .innerJoin('painting_edition as e', 'e.id', 's.edition_id')
    .innerJoin('painting as p', 'p.id', 'e.painting_id')
    .select([...paintingColumns, 'e.width', 'e.height', 'e.unit', 's.buyer_name', 's.sold_at', 's.locale'])
    .where('s.id', '=', proofSaleId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    work: await asWork(db, row, { dimensions: sizeText(row.width, row.height, row.unit), imageUrl: null }),
    buyer: row.buyer_name,
    soldAt: row.sold_at,
    locale: asLocale(row.locale) ?? 'en',
  };
}

const saleOf = (db: Reader, holder: Holder) =>
  'proofSaleId' in holder ? saleOfProof(db, holder.proofSaleId) : saleOfLine(db, holder.orderItemId);

/** One unit's certificate: its code and edition. */
interface CertifiedUnit {
  unit: number;
  code: string;
  edition: string;
  kind: Edition['kind'];
}

export interface CertificateFacts extends Work {
  /** The buyer's name, when they agreed that it shows (`order.certificate_name`); else null. */
  buyer: string | null;
  soldAt: string;
  locale: Locale;
  /** The line's valid certificates, unit 1 first. */
  units: CertifiedUnit[];
}

/** What a holder's certificate PDF says; null for a line that sold no certified work. */
export async function certificateFacts({ db }: { db: Reader }, holder: Holder): Promise<CertificateFacts | null> {
  const sale = await saleOf(db, holder);
  if (!sale) return null;
  const editions = await editionsOfHolder(db, holder);
  const { column, id } = holderColumn(holder);
  const certificates = await db
    .selectFrom('certificate')
    .select(['unit', 'code'])
    .where(column, '=', id)
    .where('status', '=', 'valid')
    .orderBy('unit')
    .execute();
  const units = certificates.flatMap(({ unit, code }) => {
    const edition = editionOfUnit(editions, unit);
    return edition ? [{ unit, code, edition: editionText(edition), kind: edition.kind }] : [];
  });
  return { ...sale.work, buyer: sale.buyer, soldAt: sale.soldAt, locale: sale.locale, units };
}

const editionOfUnit = (editions: Edition[], unit: number): Edition | undefined => editions[unit - 1];

/**
 * What `/verify/{code}` confirms: the work, its edition, the shop that sold it and the certificate's status; never
 * who bought it. An unknown code is 404.
 */
export async function verifyCertificate({ db }: { db: Reader }, code: string): Promise<CertificateAnswer> {
  const certificate = await db
    .selectFrom('certificate')
    .select(['order_item_id', 'proof_sale_id', 'unit', 'status'])
    .where('code', '=', code)
    .executeTakeFirst();
  const holder = certificate ? holderOf(certificate) : null;
  const work = holder && (await saleOf(db, holder))?.work;
  const edition = certificate && holder && editionOfUnit(await editionsOfHolder(db, holder), certificate.unit);
  if (!certificate || !work || !edition) throw new AppError('NOT_FOUND', 'Certificate not found');
  return {
    title: work.title,
    artist: work.artist,
    year: work.year,
    edition: editionText(edition),
    kind: edition.kind,
    status: certificate.status,
    imageUrl: work.imageUrl,
    seller: work.shopName,
  };
}
