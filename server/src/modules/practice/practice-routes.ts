import type { FastifyInstance } from 'fastify';
import { endSessionRequestSchema, startSessionRequestSchema } from '@ringready/core/api';
import type { AppContext } from '../../context.ts';
import { parseInput, requireAuth, sessionIdParam } from '../../lib/http.ts';
import { endPractice, startPractice } from './practice-service.ts';

type WithId = { Params: { id: string } };

/** The life of a practice session: start (a signed voice URL) and end (its report is made). */
export function registerPracticeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/sessions/start', async (req) =>
    startPractice(ctx, requireAuth(req), parseInput(startSessionRequestSchema, req.body)),
  );
  app.post<WithId>('/api/sessions/:id/end', async (req) => {
    const id = sessionIdParam(req.params.id);
    const { conversationId } = parseInput(endSessionRequestSchema, req.body);
    return endPractice(ctx, requireAuth(req).user.id, id, conversationId);
  });
}
