import type { FastifyInstance } from 'fastify';
import { certificateQuerySchema } from '@ringready/core/team-paths';
import type { AppContext } from '../../context.ts';
import { parseInput, requireAuth } from '../../lib/http.ts';
import { certificatePdf } from './certificate-pdf.ts';
import {
  findCompletedPath,
  pathMatrixCsv,
  readPathMatrix,
  readPathProgress,
} from './path-progress-service.ts';
import {
  changeTeamPath,
  createTeamPath,
  deleteTeamPath,
  listPathsOfTeam,
  readTeamPath,
} from './path-service.ts';
import { addReviewNote, readReviewNotes } from './review-note-service.ts';

type WithId = { Params: { id: string } };

/**
 * Certification paths (leads write them, the team reads them), progress, the team matrix and its CSV, a
 * completed path's certificate, and leads' review notes on a member's session.
 */
export function registerCertificationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/team/paths', async (req, reply) =>
    reply.code(201).send(await createTeamPath(ctx, requireAuth(req).user, req.body)),
  );
  app.get('/api/team/paths', async (req) => listPathsOfTeam(ctx, requireAuth(req).user));
  app.get('/api/team/paths/matrix', async (req) => readPathMatrix(ctx, requireAuth(req).user));
  app.get('/api/team/paths/matrix.csv', async (req, reply) => {
    const csv = await pathMatrixCsv(ctx, requireAuth(req).user);
    const day = ctx.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ringready-certification-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
  app.get<WithId>('/api/team/paths/:id', async (req) =>
    readTeamPath(ctx, requireAuth(req).user, req.params.id),
  );
  app.patch<WithId>('/api/team/paths/:id', async (req) =>
    changeTeamPath(ctx, requireAuth(req).user, req.params.id, req.body),
  );
  app.delete<WithId>('/api/team/paths/:id', async (req, reply) => {
    await deleteTeamPath(ctx, requireAuth(req).user, req.params.id);
    return reply.code(204).send();
  });
  app.get<WithId>('/api/team/paths/:id/progress', async (req) =>
    readPathProgress(ctx, requireAuth(req).user, req.params.id),
  );
  app.get<WithId>('/api/team/paths/:id/certificate', async (req, reply) => {
    const { userId } = parseInput(certificateQuerySchema, req.query);
    const found = await findCompletedPath(ctx, requireAuth(req).user, req.params.id, userId);
    const pdf = await certificatePdf(found);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="ringready-certificate.pdf"')
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });
  app.post<WithId>('/api/sessions/:id/review-notes', async (req, reply) =>
    reply.code(201).send(await addReviewNote(ctx, requireAuth(req).user, req.params.id, req.body)),
  );
  app.get<WithId>('/api/sessions/:id/review-notes', async (req) =>
    readReviewNotes(ctx, requireAuth(req).user, req.params.id),
  );
}
