import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid, parseInput, requireAuth } from '../../lib/http.ts';
import { buildReportPdf, emailReport, getReport, reassignSpeakers } from './report-service.ts';
import { acceptUpload, FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from './upload-service.ts';

const speakersSchema = z.object({
  salespersonSpeakers: z.array(z.string().min(1).max(200)).min(1, { message: 'Choose at least one speaker' }).max(20),
});

type WithId = { Params: { id: string } };
const sessionId = (id: string) => {
  if (!isUuid(id)) throw notFound('Session not found');
  return id;
};

export async function registerAnalysisRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post('/api/sessions/upload', async (req, reply) => {
    const { user } = requireAuth(req);
    if (!req.isMultipart()) throw badRequest('Please send the transcript as multipart/form-data in the field "transcript".');
    const file = await req.file();
    if (!file || file.fieldname !== 'transcript') throw badRequest('Please choose a transcript file to upload.');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FILE_TOO_LARGE);
      throw err;
    }
    const id = await acceptUpload(ctx, user, file.filename, bytes);
    return reply.code(202).send({ sessionId: id });
  });

  app.get<WithId>('/api/sessions/:id/report', async (req) => getReport(ctx, requireAuth(req).user.id, sessionId(req.params.id)));

  app.get<WithId>('/api/sessions/:id/report.pdf', async (req, reply) => {
    const { pdf, fileName } = await buildReportPdf(ctx, requireAuth(req).user.id, sessionId(req.params.id));
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
  });

  app.post<WithId>('/api/sessions/:id/email', async (req, reply) => {
    await emailReport(ctx, requireAuth(req).user, sessionId(req.params.id));
    return reply.code(202).send({ message: 'Your training report has been sent to your email address.' });
  });

  app.put<WithId>('/api/sessions/:id/speakers', async (req) => {
    const { salespersonSpeakers } = parseInput(speakersSchema, req.body);
    return reassignSpeakers(ctx, requireAuth(req).user, sessionId(req.params.id), salespersonSpeakers);
  });
}
