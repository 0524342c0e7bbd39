import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { receiveWebhook } from './fulfilment-service.ts';

/** Stripe signs the exact bytes it sends, so this route alone keeps the body raw. */
export async function registerWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/webhooks/stripe', { config: { public: true } }, async (req) => {
      await receiveWebhook(ctx, req.body as Buffer, req.headers['stripe-signature']);
      return { received: true };
    });
  });
}
