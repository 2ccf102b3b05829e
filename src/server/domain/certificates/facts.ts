import { AppError } from '../../../shared/errors.js';
import { asLocale, type Locale } from '../../../shared/locale.js';
import type { CertificateAnswer } from '../../../shared/schemas/certificates.js';
import type { Reader } from '../../db/flow.js';
import { getSettings } from '../settings.js';
import { type Edition, editionsOfLine, editionText } from './edition.js';

/** The work a line sold, as its certificates and its verification page name it. */
interface Work {
  orderId: number;
  title: string;
  artist: string;
  year: number | null;
  medium: string;
  dimensions: string;
  imageUrl: string | null;
  shopName: string;
}

async function workOfLine(db: Reader, orderItemId: number): Promise<Work | null> {
  const row = await db
    .selectFrom('order_item as oi')
    .innerJoin('painting as p', 'p.id', 'oi.painting_id')
    .select([
      'oi.order_id',
      'oi.size',
      'oi.image_url',
      'p.title',
      'p.artist_name',
      'p.year',
      'p.medium',
      'p.image_url as cover',
    ])
    .where('oi.id', '=', orderItemId)
    .executeTakeFirst();
  if (!row) return null;
  const settings = await getSettings({ db });
  return {
    orderId: row.order_id,
    title: row.title,
    // The painting's own artist, else the shop's artist name setting, else the shop's name.
    artist: row.artist_name || settings.artistName || settings.shopName,
    year: row.year,
    medium: row.medium,
    dimensions: row.size,
    imageUrl: row.cover ?? row.image_url,
    shopName: settings.shopName,
  };
}

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

/** What a line's certificate PDF says; null for a line that sold no certified work. */
export async function certificateFacts({ db }: { db: Reader }, orderItemId: number): Promise<CertificateFacts | null> {
  const work = await workOfLine(db, orderItemId);
  if (!work) return null;
  const order = await db
    .selectFrom('order')
    .select(['name', 'certificate_name', 'paid_at', 'created_at', 'locale'])
    .where('id', '=', work.orderId)
    .executeTakeFirstOrThrow();
  const editions = await editionsOfLine(db, orderItemId);
  const certificates = await db
    .selectFrom('certificate')
    .select(['unit', 'code'])
    .where('order_item_id', '=', orderItemId)
    .where('status', '=', 'valid')
    .orderBy('unit')
    .execute();
  const units = certificates.flatMap(({ unit, code }) => {
    const edition = editionOfUnit(editions, unit);
    return edition ? [{ unit, code, edition: editionText(edition), kind: edition.kind }] : [];
  });
  return {
    ...work,
    buyer: order.certificate_name ? order.name : null,
    soldAt: order.paid_at ?? order.created_at,
    locale: asLocale(order.locale) ?? 'en',
    units,
  };
}

const editionOfUnit = (editions: Edition[], unit: number): Edition | undefined => editions[unit - 1];

/**
 * What `/verify/{code}` confirms: the work, its edition, the shop that sold it and the certificate's status; never
 * who bought it. An unknown code is 404.
 */
export async function verifyCertificate({ db }: { db: Reader }, code: string): Promise<CertificateAnswer> {
  const certificate = await db
    .selectFrom('certificate')
    .select(['order_item_id', 'unit', 'status'])
    .where('code', '=', code)
    .executeTakeFirst();
  const work = certificate ? await workOfLine(db, certificate.order_item_id) : null;
  const edition = certificate && (await editionsOfLine(db, certificate.order_item_id))[certificate.unit - 1];
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
