import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { listScenarios, listVideos } from './catalog-repository.ts';

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/scenarios', async () => listScenarios(ctx.db));
  app.get('/api/videos', async () => listVideos(ctx.db));
}
