import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../lib/http.ts';
import {
  createAssignments,
  listOwnAssignments,
  listTeamAssignments,
  removeAssignment,
} from './assignment-service.ts';

type WithId = { Params: { id: string } };

/** Assigned practice: leads assign, list and withdraw their team's; everyone reads their own. */
export function registerAssignmentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/team/assignments', async (req, reply) => {
    const created = await createAssignments(ctx, requireAuth(req).user, req.body);
    return reply.code(201).send(created);
  });

  app.get('/api/team/assignments', async (req) => listTeamAssignments(ctx, requireAuth(req).user.id));

  app.delete<WithId>('/api/team/assignments/:id', async (req, reply) => {
    await removeAssignment(ctx, requireAuth(req).user.id, req.params.id);
    return reply.code(204).send();
  });

  app.get('/api/assignments', async (req) => listOwnAssignments(ctx, requireAuth(req).user.id));
}
