import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../lib/http.ts';
import {
  createEndpoint,
  listEndpointDeliveries,
  listUserEndpoints,
  removeEndpoint,
  sendTestEvent,
} from './webhook-service.ts';

/** Outgoing webhooks (Master plan): the caller's endpoints, their delivery logs and test events. */
export function registerWebhookEndpointRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/webhooks/endpoints', async (req) => listUserEndpoints(ctx, requireAuth(req).user.id));

  app.post('/api/webhooks/endpoints', async (req, reply) =>
    reply.code(201).send(await createEndpoint(ctx, requireAuth(req).user.id, req.body)),
  );

  app.delete<{ Params: { id: string } }>('/api/webhooks/endpoints/:id', async (req, reply) => {
    await removeEndpoint(ctx, requireAuth(req).user.id, req.params.id);
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string } }>('/api/webhooks/endpoints/:id/deliveries', async (req) =>
    listEndpointDeliveries(ctx, requireAuth(req).user.id, req.params.id, req.query),
  );

  app.post<{ Params: { id: string } }>('/api/webhooks/endpoints/:id/test', async (req, reply) =>
    reply.code(202).send(await sendTestEvent(ctx, requireAuth(req).user.id, req.params.id)),
  );
}
