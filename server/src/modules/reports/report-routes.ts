import type { FastifyInstance } from 'fastify';
import { speakersRequestSchema } from '@ringready/core/api';
import type { AppContext } from '../../context.ts';
import { parseInput, requireAuth, sessionIdParam } from '../../lib/http.ts';
import { buildReportPdf, emailReport, getReport, reassignSpeakers } from './report-service.ts';

type WithId = { Params: { id: string } };

/**
 * A session's report: read it, download it as PDF, e-mail it, and say which speakers were you. The leads
 * of the owner's team may read it and download the PDF; changing and sending it stays the owner's.
 */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<WithId>('/api/sessions/:id/report', async (req) =>
    getReport(ctx, requireAuth(req).user.id, sessionIdParam(req.params.id), 'readers'),
  );

  app.get<WithId>('/api/sessions/:id/report.pdf', async (req, reply) => {
    const { pdf, fileName } = await buildReportPdf(
      ctx,
      requireAuth(req).user.id,
      sessionIdParam(req.params.id),
      'readers',
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });

  app.post<WithId>('/api/sessions/:id/email', async (req, reply) => {
    await emailReport(ctx, requireAuth(req).user, sessionIdParam(req.params.id));
    return reply.code(202).send({ message: 'Your training report has been sent to your email address.' });
  });

  app.put<WithId>('/api/sessions/:id/speakers', async (req) => {
    const { salespersonSpeakers } = parseInput(speakersRequestSchema, req.body);
    return reassignSpeakers(ctx, requireAuth(req).user, sessionIdParam(req.params.id), salespersonSpeakers);
  });
}
