import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../shared/errors.js';
import { idParam } from '../../shared/schemas/catalogue.js';
import type { Services } from '../deps.js';
import { requireAdmin } from '../domain/accounts/accounts.js';
import { proofCertificatePdf } from '../domain/catalogue/proof-sales.js';
import { checkCertificateAccess } from '../domain/certificates/access.js';
import { certificatePdf } from '../domain/certificates/pdf.js';
import { createContext } from '../trpc/context.js';

/**
 * GET /api/orders/{id}/items/{itemId}/certificate.pdf[?token=…|?sig=…]: an order line's certificate of authenticity as a
 * PDF (issue 43), made on demand, for the owner, the signed-in buyer, the browser that placed a guest order or the
 * holder of a guest order's mailed link or of the shipping notice's signed link. Anyone else, another order's line, or a line without a valid certificate:
 * 404. A PDF is binary, so this is a route of its own beside the tRPC procedures.
 */
export async function certificateDownload(app: FastifyInstance, services: Services): Promise<void> {
  app.get('/api/orders/:id/items/:itemId/certificate.pdf', async (req, reply) => {
    const params = req.params as { id?: string; itemId?: string };
    const orderId = idParam.safeParse(params.id);
    const itemId = idParam.safeParse(params.itemId);
    if (!orderId.success || !itemId.success) throw new AppError('BAD_REQUEST', 'id and itemId must be numbers');
    const { token, sig } = req.query as { token?: unknown; sig?: unknown };
    if (token !== undefined && (typeof token !== 'string' || token.length > 200)) {
      throw new AppError('BAD_REQUEST', 'token must be the order link’s token');
    }
    if (sig !== undefined && (typeof sig !== 'string' || sig.length > 100)) {
      throw new AppError('BAD_REQUEST', 'sig must be the mailed link’s signature');
    }
    // A mailed link's token is a guess to count, as the order page counts it.
    if (token !== undefined) await services.limits.consume('guestLink', req.ip);
    const ctx = await createContext(services, req, reply);
    const ref = { orderId: orderId.data, itemId: itemId.data };
    await checkCertificateAccess(services.db, ref, {
      actor: ctx.actor,
      guest: { guestOrderIds: ctx.session.guestOrderIds() },
      token,
      signed: sig === undefined ? undefined : { sig, key: services.config.sessionKey },
    });
    return sendPdf(reply, await certificatePdf(services, { orderItemId: ref.itemId }), `${ref.orderId}-${ref.itemId}`);
  });

  /**
   * GET /api/paintings/{id}/proofs/{saleId}/certificate.pdf: the certificate of an artist's proof the owner sold, for
   * the owner only (401 signed out, 403 a customer); a void sale, another print's or an unknown one: 404.
   */
  app.get('/api/paintings/:id/proofs/:saleId/certificate.pdf', async (req, reply) => {
    requireAdmin((await createContext(services, req, reply)).actor);
    const params = req.params as { id?: string; saleId?: string };
    const paintingId = idParam.safeParse(params.id);
    const saleId = idParam.safeParse(params.saleId);
    if (!paintingId.success || !saleId.success) throw new AppError('BAD_REQUEST', 'id and saleId must be numbers');
    const pdf = await proofCertificatePdf(services, { id: paintingId.data, saleId: saleId.data });
    return sendPdf(reply, pdf, `${paintingId.data}-ap-${saleId.data}`);
  });
}

function sendPdf(reply: FastifyReply, pdf: Uint8Array | null, name: string) {
  if (!pdf) throw new AppError('NOT_FOUND', 'Certificate not found');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="certificate-${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}
