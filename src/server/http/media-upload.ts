import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors.js';
import { MAX_UPLOAD_BYTES, saveUpload } from '../domain/media.js';
import { createContext, type Services } from '../trpc/context.js';

/**
 * POST /api/admin/media: one image as multipart/form-data (field `file`),
 * admin only, at most 10 MB; stored and resized by the media domain.
 */
export async function mediaUpload(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  app.post('/api/admin/media', async (req, reply) => {
    const { actor } = await createContext(services, req, reply);
    if (!actor) throw new AppError('UNAUTHORIZED');
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
    if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
    const file = await req.file();
    if (!file) throw new AppError('BAD_REQUEST', 'file: choose an image to upload');
    const data = await file.toBuffer().catch(() => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Images must be at most 10 MB');
    });
    const item = await saveUpload(
      services.db,
      services.config.uploadsDir,
      { data, filename: file.filename },
      actor.userId,
    );
    await services.db
      .insertInto('audit_log')
      .values({
        actor_user_id: actor.userId,
        action: 'admin.media.upload',
        entity_type: 'media',
        entity_id: String(item.id),
        details: JSON.stringify({ filename: file.filename }),
      })
      .execute();
    return reply.code(201).send(item);
  });
}
