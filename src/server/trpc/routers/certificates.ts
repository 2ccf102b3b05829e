import { certificateAnswerSchema, certificateCodeInput } from '../../../shared/schemas/certificates.js';
import { verifyCertificate } from '../../domain/certificates/facts.js';
import { limited, publicProcedure, router } from '../init.js';

export const certificatesRouter = router({
  /** What `/verify/{code}` confirms (issue 43); codes tried are counted per IP, as other token lookups are. */
  verify: publicProcedure
    .use(limited('verifyCode'))
    .input(certificateCodeInput)
    .output(certificateAnswerSchema)
    .query(({ ctx, input }) => verifyCertificate(ctx, input.code)),
});
