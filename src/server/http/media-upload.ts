import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors.js';
import type { Services } from '../deps.js';
import { requireAdmin } from '../domain/accounts/accounts.js';
import { auditTrail } from '../domain/audit.js';
import { MAX_UPLOAD_BYTES, saveUpload } from '../domain/media.js';
import { createContext } from '../trpc/context.js';

/**
 * POST /api/admin/media: one image as multipart/form-data (field `file`),
 * admin only, at most 10 MB; stored and resized by the media domain.
 */
export async function mediaUpload(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  app.post('/api/admin/media', async (req, reply) => {
    const actor = requireAdmin((await createContext(services, req, reply)).actor);
    if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
    const file = await req.file();
    if (!file) throw new AppError('BAD_REQUEST', 'file: choose an image to upload');
    const data = await file.toBuffer().catch(() => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Images must be at most 10 MB');
    });
    const trail = auditTrail({
      actorUserId: actor.userId,
      action: 'admin.media.upload',
      entityType: 'media',
      details: { filename: file.filename },
    });
    const item = await saveUpload(
      { ...services, beforeCommit: trail },
      { dir: services.config.uploadsDir, data, filename: file.filename },
      actor,
    );
    return reply.code(201).send(item);
  });
}
