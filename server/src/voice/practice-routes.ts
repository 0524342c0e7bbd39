import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/http-error.ts';
import { isUuid, parseInput, requireAuth } from '../lib/http.ts';
import { endPractice, endSessionSchema, startPractice, startSessionSchema } from './practice-service.ts';

type WithId = { Params: { id: string } };

export function registerPracticeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/sessions/start', async (req) => startPractice(ctx, requireAuth(req).user, parseInput(startSessionSchema, req.body)));

  app.post<WithId>('/api/sessions/:id/end', async (req) => {
    if (!isUuid(req.params.id)) throw notFound('Session not found');
    const { conversationId } = parseInput(endSessionSchema, req.body);
    return endPractice(ctx, requireAuth(req).user.id, req.params.id, conversationId);
  });
}
