import type { FastifyInstance } from 'fastify';
import { coachingAnalyzeRequestSchema } from '@ringready/core/coaching/coaching-schema';
import type { AppContext } from '../../context.ts';
import { parseInput, requireAuth } from '../../lib/http.ts';
import { suggestForSession } from './coaching-service.ts';

export function registerCoachingRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/coaching/analyze', async (req) =>
    suggestForSession(ctx, requireAuth(req).user.id, parseInput(coachingAnalyzeRequestSchema, req.body)),
  );
}
