import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { idParam } from './catalogue.js';

/**
 * The owner's editions view of a limited print (issue 43): every number of each size's edition — sold (to whom, on
 * which order; `orderId` null: sold before the shop numbered its sales, or outside it) or free — and every artist's
 * proof, held by the artist or sold by the owner ("AP 2/5").
 */
const editionNumberSchema = z.object({
  number: z.number().int(),
  status: z.enum(['sold', 'free']),
  orderId: z.number().int().nullable(),
  buyer: z.string().nullable(),
  /** The line it was sold on was refunded: the number stays used (numbers are never sold twice). */
  refunded: z.boolean(),
  /**
   * The sold number's certificate of authenticity: the PDF of its line and its unit's `/verify/{code}`; null when it
   * has no valid one (free, sold outside the shop, or refunded).
   */
  certificateUrl: z.string().nullable(),
  verifyUrl: z.string().nullable(),
});

/**
 * An artist's proof: held by the artist, or sold by the owner (its record `saleId`, to whom: `buyer`, null when the
 * owner typed no name; the day; the owner's note; its certificate's PDF and `/verify/{code}`).
 */
const proofSchema = z.object({
  number: z.number().int(),
  status: z.enum(['held', 'sold']),
  saleId: z.number().int().nullable(),
  buyer: z.string().nullable(),
  soldAt: z.string().nullable(),
  note: z.string().nullable(),
  certificateUrl: z.string().nullable(),
  verifyUrl: z.string().nullable(),
});

export const editionsViewSchema = z.object({
  paintingId: z.number().int(),
  title: z.string(),
  editions: z.array(
    z.object({
      /** The print size ('8x10in'); '' for a print without sizes, whose one edition is the painting's. */
      size: z.string(),
      total: z.number().int(),
      sold: z.number().int(),
      proofs: z.number().int(),
      proofsSold: z.number().int(),
      numbers: z.array(editionNumberSchema),
      proofList: z.array(proofSchema),
    }),
  ),
});
export type EditionsView = z.infer<typeof editionsViewSchema>;

/** A text the owner may leave out: trimmed; empty or absent is null. */
const optionalText = (max: number, field: string) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} is at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/**
 * The owner records one artist's proof of a size's edition as sold (the lowest held AP): `POST
 * /api/paintings/{id}/proofs`. `buyer`: the collector's name, printed on the certificate only when given; `note`: the
 * owner's own (a price, an invoice number), never printed; `soldOn`: the day of sale (default today, never later);
 * `locale`: the certificate's language (default English).
 */
export const proofSaleInput = z
  .object({
    id: idParam,
    size: z.string().trim().min(1, 'Size is required').max(40),
    buyer: optionalText(120, 'Buyer'),
    note: optionalText(500, 'Note'),
    soldOn: z.iso.date({ message: 'Date of sale must be a date (YYYY-MM-DD)' }).optional(),
    locale: z.enum(LOCALES).optional(),
  })
  .strict();

/** One proof sale of a print: `POST /api/paintings/{id}/proofs/{saleId}/void` and `…/certificate` (re-issue). */
export const proofSaleRef = z.object({ id: idParam, saleId: idParam });

/** What recording (or re-issuing) a proof answers: the editions view and the proof, with its certificate's URLs. */
export const proofSaleAnswerSchema = editionsViewSchema.extend({
  proof: z.object({
    saleId: z.number().int(),
    number: z.number().int(),
    /** "AP 2/5". */
    edition: z.string(),
    certificateUrl: z.string(),
    verifyUrl: z.string(),
  }),
});
export type ProofSaleAnswer = z.infer<typeof proofSaleAnswerSchema>;
