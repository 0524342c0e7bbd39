import type { FastifyInstance } from 'fastify';
import { createApiKeyRequestSchema } from '@ringready/core/api-access';
import type { AppContext } from '../../context.ts';
import { parseInput, requireAuth } from '../../lib/http.ts';
import { createKey, listKeys, revokeKey } from './api-key-service.ts';

/** The signed-in user's personal API keys: list, create (Master only; shown once), revoke. */
export function registerApiKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/keys', async (req) => listKeys(ctx, requireAuth(req).user.id));

  app.post('/api/keys', async (req, reply) => {
    const userId = requireAuth(req).user.id;
    const input = parseInput(createApiKeyRequestSchema, req.body);
    return reply
      .code(201)
      .header('cache-control', 'no-store')
      .send(await createKey(ctx, userId, input));
  });

  app.delete<{ Params: { id: string } }>('/api/keys/:id', async (req, reply) => {
    await revokeKey(ctx, requireAuth(req).user.id, req.params.id);
    return reply.code(204).send();
  });
}
