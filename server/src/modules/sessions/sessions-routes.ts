import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isUuid, requireAuth } from '../../lib/http.ts';
import { notFound } from '../../lib/http-error.ts';
import { findUserSession, listUserSessions } from './session-repository.ts';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/sessions', async (req) => listUserSessions(ctx.db, requireAuth(req).user.id));

  app.get<{ Params: { id: string } }>('/api/sessions/:id', async (req) => {
    const session = isUuid(req.params.id) ? await findUserSession(ctx.db, requireAuth(req).user.id, req.params.id) : undefined;
    if (!session) throw notFound('Session not found');
    return session;
  });
}
