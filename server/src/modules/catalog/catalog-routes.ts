import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../lib/http.ts';
import { presentScenario, presentVideo } from './catalog-presenter.ts';
import { listScenarios, listVideos } from './catalog-repository.ts';

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/scenarios', async (req) => {
    const { id, trade } = requireAuth(req).user;
    return (await listScenarios(ctx.db, id)).map((row) => presentScenario(row, trade));
  });
  app.get('/api/videos', async () => (await listVideos(ctx.db)).map(presentVideo));
}
