import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { parseInput, requireAuth, sendJsonText, sessionIdParam } from '../../lib/http.ts';
import { notFound } from '../../lib/http-error.ts';
import { sessionListQuerySchema } from '@ringready/core/sessions';
import { sessionFigures } from './session-figures.ts';
import { findReadableSession, listSessionSummaries } from './session-repository.ts';

/**
 * Reading the caller's sessions (a team's leads may also read one of their members' sessions); practice
 * (start, end), uploads and reports have their own modules.
 */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/sessions', async (req, reply) => {
    const page = parseInput(sessionListQuerySchema, req.query);
    return sendJsonText(reply, await listSessionSummaries(ctx.db, requireAuth(req).user.id, page));
  });

  app.get('/api/sessions/figures', async (req) => sessionFigures(ctx.db, requireAuth(req).user.id));

  app.get<{ Params: { id: string } }>('/api/sessions/:id', async (req) => {
    const viewerId = requireAuth(req).user.id;
    const session = await findReadableSession(ctx.db, viewerId, sessionIdParam(req.params.id));
    if (!session) throw notFound('Session not found');
    return session;
  });
}
