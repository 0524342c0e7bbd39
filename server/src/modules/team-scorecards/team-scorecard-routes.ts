import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../lib/http.ts';
import {
  changeScorecard,
  createScorecard,
  listTeamScorecards,
  readScorecard,
} from './team-scorecard-service.ts';

type WithId = { Params: { id: string } };

/** A team's scorecards: its managers and admins write, read and change them, and pick the active one. */
export function registerTeamScorecardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/team/scorecards', async (req, reply) =>
    reply.code(201).send(await createScorecard(ctx, requireAuth(req).user, req.body)),
  );
  app.get('/api/team/scorecards', async (req) => listTeamScorecards(ctx, requireAuth(req).user));
  app.get<WithId>('/api/team/scorecards/:id', async (req) =>
    readScorecard(ctx, requireAuth(req).user, req.params.id),
  );
  app.patch<WithId>('/api/team/scorecards/:id', async (req) =>
    changeScorecard(ctx, requireAuth(req).user, req.params.id, req.body),
  );
}
