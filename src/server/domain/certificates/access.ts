import { AppError } from '../../../shared/errors.js';
import type { Reader } from '../../db/flow.js';
import type { Actor } from '../accounts/accounts.js';
import { sameDigest, sign, tokenHash, verifySignature } from '../tokens.js';

/** Where a line's certificate PDF is downloaded (its buyer and the owner; `certificateDownload` checks who asks). */
export const certificateUrl = (orderId: number, itemId: number): string =>
  `/api/orders/${orderId}/items/${itemId}/certificate.pdf`;

/** What signs a mailed certificate link: the process's session key, for this one purpose and this one line. */
const PDF_LINK = 'certificate-pdf';
const lineKey = (orderId: number, itemId: number) => `${orderId}:${itemId}`;

/**
 * The shipping notice's link to a line's certificate PDF (issue 43: "mailed with the shipping notice"): the download
 * path signed under the session key, so whoever holds the mail opens it without signing in (a guest's order link
 * token exists only in the confirmation mail), and nobody can make one for another line.
 */
export const signedCertificateUrl = (key: Buffer, orderId: number, itemId: number): string =>
  `${certificateUrl(orderId, itemId)}?sig=${sign(key, PDF_LINK, lineKey(orderId, itemId))}`;

/** Where the certificate PDF of an artist's proof the owner sold is downloaded (the owner only). */
export const proofCertificateUrl = (paintingId: number, saleId: number): string =>
  `/api/paintings/${paintingId}/proofs/${saleId}/certificate.pdf`;

/** Where a certificate's code is verified: the storefront page its QR points at. */
export const verifyPath = (code: string): string => `/verify/${code}`;

/** The order lines' links to their certificates: the PDF and each valid unit's `/verify/{code}`, unit 1 first. */
export async function certificateLinks(
  db: Reader,
  lines: readonly { id: number; order_id: number }[],
): Promise<Map<number, { certificateUrl: string; verifyUrls: string[] }>> {
  const links = new Map<number, { certificateUrl: string; verifyUrls: string[] }>();
  if (lines.length === 0) return links;
  const rows = await db
    .selectFrom('certificate')
    .select(['order_item_id', 'code'])
    .where(
      'order_item_id',
      'in',
      lines.map((l) => l.id),
    )
    .where('status', '=', 'valid')
    .orderBy('order_item_id')
    .orderBy('unit')
    .execute();
  for (const line of lines) {
    const codes = rows.filter((r) => r.order_item_id === line.id).map((r) => verifyPath(r.code));
    if (codes.length > 0)
      links.set(line.id, { certificateUrl: certificateUrl(line.order_id, line.id), verifyUrls: codes });
  }
  return links;
}

/**
 * Whether the one asking may download a line's certificate: the owner (an admin), the signed-in buyer of the
 * order, the browser that placed a guest order, the holder of the shipping notice's signed link (`signed`), or the
 * holder of a guest order's mailed link (`token`, as its
 * order page takes it: the page's download link carries it on). Anyone else, and a line of another order, is 404 (a stranger
 * learns nothing of which orders exist).
 */
export async function checkCertificateAccess(
  db: Reader,
  ref: { orderId: number; itemId: number },
  viewer: {
    actor: Actor | null;
    guest: { guestOrderIds: number[] };
    token?: string;
    /** A mailed link's signature, checked under `key` (signedCertificateUrl). */
    signed?: { sig: string; key: Buffer };
  },
): Promise<void> {
  const row = await db
    .selectFrom('order_item as oi')
    .innerJoin('order as o', 'o.id', 'oi.order_id')
    .select(['o.user_id', 'o.guest_link_hash'])
    .where('oi.id', '=', ref.itemId)
    .where('oi.order_id', '=', ref.orderId)
    .executeTakeFirst();
  const { actor, guest, token, signed } = viewer;
  const linkHash = row?.guest_link_hash;
  const allowed =
    row !== undefined &&
    (actor?.role === 'admin' ||
      (signed !== undefined && verifySignature(signed.key, PDF_LINK, lineKey(ref.orderId, ref.itemId), signed.sig)) ||
      (actor !== null && row.user_id === actor.userId) ||
      (row.user_id === null && guest.guestOrderIds.includes(ref.orderId)) ||
      (row.user_id === null &&
        Boolean(token) &&
        Boolean(linkHash) &&
        sameDigest(linkHash ?? '', tokenHash(token ?? ''))));
  if (!allowed) throw new AppError('NOT_FOUND', 'Certificate not found');
}
