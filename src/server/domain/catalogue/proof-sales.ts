/**
 * Artist's proofs the owner sells outside the shop (issue 43): each sale is a `proof_sale` ("AP 2/5" of a size's
 * edition, to whom, when, the owner's note) holding its certificate of authenticity, issued, re-issued and voided by
 * the one certificate lifecycle (certificates/lifecycle.ts) and drawn by the one PDF maker. Every write runs in one
 * flow under the print's row lock, so two owners recording the last proof at once get it once (the other a 409),
 * and the edition's `proofs_sold` counts the proofs sold.
 */

import { AppError } from '../../../shared/errors.js';
import type { ProofSaleAnswer } from '../../../shared/schemas/editions.js';
import { lockRows, type Reader, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import { proofCertificateUrl, verifyPath } from '../certificates/access.js';
import { editionText } from '../certificates/edition.js';
import { certifyHolder, replaceCertificates, voidCertificates } from '../certificates/lifecycle.js';
import { certificatePdf } from '../certificates/pdf.js';
import { editionsView } from './edition-ledger.js';
import { editionOfSize } from './editions.js';

type Tx = TxDeps<'clock'>;

/** The proofs of an edition sold now (the held ones are the others). */
const soldProofs = (tx: Tx, editionId: number) =>
  tx.db
    .selectFrom('proof_sale')
    .select('number')
    .where('edition_id', '=', editionId)
    .where('status', '=', 'sold')
    .execute();

/** The edition's count of proofs sold, and the print's `updated_at` (its answers' `editions` change, as any edit). */
async function countProofs(tx: Tx, paintingId: number, editionId: number): Promise<void> {
  const sold = (await soldProofs(tx, editionId)).length;
  await tx.db.updateTable('painting_edition').set({ proofs_sold: sold }).where('id', '=', editionId).execute();
  await tx.db
    .updateTable('painting')
    .set({ updated_at: isoNow(tx.clock) })
    .where('id', '=', paintingId)
    .execute();
}

/** The print (404 when there is none), locked for the rest of the flow. */
async function lockPrint(tx: Tx, paintingId: number): Promise<void> {
  await lockRows(tx, 'painting', [paintingId]);
  const painting = await tx.db
    .selectFrom('painting')
    .select('id')
    .where('id', '=', paintingId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!painting) throw new AppError('NOT_FOUND', 'Painting not found');
}

/** A proof sale of the print, sold (not void); undefined otherwise (another print's, unknown, or void). */
const soldSaleOf = ({ db }: { db: Reader }, ref: { id: number; saleId: number }) =>
  db
    .selectFrom('proof_sale as s')
    .innerJoin('painting_edition as e', 'e.id', 's.edition_id')
    .select(['s.id', 's.edition_id', 's.number', 's.total'])
    .where('s.id', '=', ref.saleId)
    .where('e.painting_id', '=', ref.id)
    .where('s.status', '=', 'sold')
    .executeTakeFirst();

/** `soldSaleOf`, 404 when there is none. */
async function soldProofSale(tx: Tx, ref: { id: number; saleId: number }) {
  const sale = await soldSaleOf(tx, ref);
  if (!sale) throw new AppError('NOT_FOUND', "No sold artist's proof with this id on this print");
  return sale;
}

/**
 * The certificate PDF of a proof of print `id` the owner sold (the owner's download,
 * GET /api/paintings/{id}/proofs/{saleId}/certificate.pdf); null for a void sale, another print's or an unknown one.
 */
export async function proofCertificatePdf(
  deps: Parameters<typeof certificatePdf>[0],
  ref: { id: number; saleId: number },
): Promise<Uint8Array | null> {
  const sale = await soldSaleOf(deps, ref);
  return sale ? certificatePdf(deps, { proofSaleId: sale.id }) : null;
}

/** The editions view with the proof just written and its certificate's links. */
async function answer(
  deps: FlowDeps<'clock'>,
  paintingId: number,
  proof: { saleId: number; number: number; total: number; code: string },
): Promise<ProofSaleAnswer> {
  return {
    ...(await editionsView(deps, paintingId)),
    proof: {
      saleId: proof.saleId,
      number: proof.number,
      edition: editionText({ kind: 'proof', number: proof.number, total: proof.total }),
      certificateUrl: proofCertificateUrl(paintingId, proof.saleId),
      verifyUrl: verifyPath(proof.code),
    },
  };
}

/**
 * Records the lowest held artist's proof of a size's edition as sold by the owner, with its certificate, in one
 * flow: refused when the print is unknown (404), the size has no edition (400), the day is after today (400) or no
 * proof is held (409).
 */
export async function recordProofSale(
  deps: FlowDeps<'clock'>,
  input: {
    id: number;
    size: string;
    buyer?: string | null;
    note?: string | null;
    soldOn?: string;
    locale?: 'en' | 'fr';
  },
  actor: { userId: number },
): Promise<ProofSaleAnswer> {
  const proof = await runFlow(deps, async (tx) => {
    await lockPrint(tx, input.id);
    const edition = await editionOfSize(tx.db, input.id, input.size);
    if (!edition) throw new AppError('BAD_REQUEST', `The print has no ${input.size} edition`);
    const now = isoNow(tx.clock);
    if (input.soldOn && input.soldOn > now.slice(0, 10)) {
      throw new AppError('BAD_REQUEST', 'The date of sale cannot be after today');
    }
    const taken = new Set((await soldProofs(tx, edition.id)).map((p) => p.number));
    const number = Array.from({ length: edition.proofs }, (_, i) => i + 1).find((n) => !taken.has(n));
    if (number === undefined) throw new AppError('CONFLICT', "No artist's proof of this size is left");
    const sale = await tx.db
      .insertInto('proof_sale')
      .values({
        edition_id: edition.id,
        number,
        total: edition.proofs,
        buyer_name: input.buyer ?? null,
        note: input.note ?? null,
        locale: input.locale ?? 'en',
        // A day the owner gives is noon UTC: the same calendar day wherever it is read.
        sold_at: input.soldOn ? `${input.soldOn}T12:00:00.000Z` : now,
        status: 'sold',
        created_by: actor.userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await countProofs(tx, input.id, edition.id);
    const [code] = await certifyHolder(tx, { proofSaleId: sale.id });
    if (!code) throw new Error('A recorded proof must get its certificate');
    return { saleId: sale.id, number, total: edition.proofs, code };
  });
  return answer(deps, input.id, proof);
}

/**
 * A proof sale recorded by mistake: void, its proof held again, its certificate void (its page says so). A proof
 * sale already void, another print's or unknown: 404, nothing changed.
 */
export async function voidProofSale(deps: FlowDeps<'clock'>, ref: { id: number; saleId: number }) {
  await runFlow(deps, async (tx) => {
    await lockPrint(tx, ref.id);
    const sale = await soldProofSale(tx, ref);
    await tx.db
      .updateTable('proof_sale')
      .set({ status: 'void', voided_at: isoNow(tx.clock) })
      .where('id', '=', sale.id)
      .execute();
    await voidCertificates(tx, { proofSaleId: sale.id });
    await countProofs(tx, ref.id, sale.edition_id);
  });
  return editionsView(deps, ref.id);
}

/** The owner re-issues a sold proof's certificate: a new code; the old one's page says "replaced". */
export async function reissueProofCertificate(
  deps: FlowDeps<'clock'>,
  ref: { id: number; saleId: number },
): Promise<ProofSaleAnswer> {
  const proof = await runFlow(deps, async (tx) => {
    await lockPrint(tx, ref.id);
    const sale = await soldProofSale(tx, ref);
    const [code] = await replaceCertificates(tx, { proofSaleId: sale.id });
    if (!code) throw new AppError('NOT_FOUND', 'No valid certificate for this proof');
    return { saleId: sale.id, number: sale.number, total: sale.total, code };
  });
  return answer(deps, ref.id, proof);
}
