import { z } from 'zod';
import { idParam } from './catalogue.js';

/** A certificate's code as `/verify/{code}` carries it: URL-safe, 16 to 64 characters (the shop makes 20). */
export const certificateCodeInput = z.object({
  code: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a certificate code'),
});

/** What `/verify/{code}` and `GET /api/verify/{code}` answer (issue 43): the work and the certificate, never the buyer. */
export const certificateAnswerSchema = z.object({
  title: z.string(),
  artist: z.string(),
  year: z.number().int().nullable(),
  /** "Original", "17/50", "AP 2/5". */
  edition: z.string(),
  kind: z.enum(['original', 'print', 'proof']),
  /** valid; replaced (the owner re-issued it: a new code holds now); void (the line was refunded, or the owner voided
   * an artist's proof sale recorded by mistake). */
  status: z.enum(['valid', 'replaced', 'void']),
  imageUrl: z.string().nullable(),
  /** The shop that sold it. */
  seller: z.string(),
});
export type CertificateAnswer = z.infer<typeof certificateAnswerSchema>;

/** An order line's certificate to re-issue (admin). */
export const reissueCertificateInput = z.object({ id: idParam, itemId: idParam });
