import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { requireAuth } from '../../lib/http.ts';
import { acceptUpload, FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from './upload-service.ts';

/** POST /api/sessions/upload: one transcript file in the multipart field "transcript"; 202 {sessionId}. */
export async function registerUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post('/api/sessions/upload', async (req, reply) => {
    const { user } = requireAuth(req);
    if (!req.isMultipart()) {
      throw badRequest('Please send the transcript as multipart/form-data in the field "transcript".');
    }
    const file = await req.file();
    if (!file || file.fieldname !== 'transcript')
      throw badRequest('Please choose a transcript file to upload.');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, FILE_TOO_LARGE);
      throw err;
    }
    const id = await acceptUpload(ctx, user, file.filename, bytes);
    return reply.code(202).send({ sessionId: id });
  });
}
