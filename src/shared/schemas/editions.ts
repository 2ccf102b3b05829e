import { z } from 'zod';
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

const proofSchema = z.object({ number: z.number().int(), status: z.enum(['held', 'sold']) });

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

/** The owner records one artist's proof of a size's edition as sold (the next AP): `POST /api/paintings/{id}/proofs`. */
export const proofSaleInput = z.object({
  id: idParam,
  size: z.string().trim().min(1, 'Size is required').max(40),
});
