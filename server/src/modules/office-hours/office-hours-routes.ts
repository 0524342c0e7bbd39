import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid, requireAuth } from '../../lib/http.ts';
import { listUpcomingOfficeHours, register, unregister } from './office-hours-service.ts';

type WithId = { Params: { id: string } };

export function registerOfficeHourRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/office-hours', async (req) => listUpcomingOfficeHours(ctx, requireAuth(req).user.id));

  app.post<WithId>('/api/office-hours/:id/registration', async (req) => {
    if (!isUuid(req.params.id)) throw notFound('Office hour not found');
    return register(ctx, requireAuth(req).user, req.params.id);
  });

  app.delete<WithId>('/api/office-hours/:id/registration', async (req) => {
    if (!isUuid(req.params.id)) throw notFound('Office hour not found');
    return unregister(ctx, requireAuth(req).user, req.params.id);
  });
}
