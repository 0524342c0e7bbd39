import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../lib/http.ts';
import {
  changeTeamScenario,
  createTeamScenario,
  deleteTeamScenario,
  draftScenario,
  listScenariosOfTeam,
  readTeamScenario,
} from './team-scenario-service.ts';

type WithId = { Params: { id: string } };

/** A team's own scenarios: its managers and admins write, read, change and delete them. */
export function registerTeamScenarioRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/team/scenarios', async (req, reply) =>
    reply.code(201).send(await createTeamScenario(ctx, requireAuth(req).user, req.body)),
  );
  app.post('/api/team/scenarios/draft', async (req) => draftScenario(ctx, requireAuth(req).user, req.body));
  app.get('/api/team/scenarios', async (req) => listScenariosOfTeam(ctx, requireAuth(req).user));
  app.get<WithId>('/api/team/scenarios/:id', async (req) =>
    readTeamScenario(ctx, requireAuth(req).user, req.params.id),
  );
  app.patch<WithId>('/api/team/scenarios/:id', async (req) =>
    changeTeamScenario(ctx, requireAuth(req).user, req.params.id, req.body),
  );
  app.delete<WithId>('/api/team/scenarios/:id', async (req, reply) => {
    await deleteTeamScenario(ctx, requireAuth(req).user, req.params.id);
    return reply.code(204).send();
  });
}
