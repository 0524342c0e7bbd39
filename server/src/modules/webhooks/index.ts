import type { AppModule } from '../../lib/app-module.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatcher.ts';
import { registerWebhookEndpointRoutes } from './webhook-routes.ts';
import { DEFAULT_WEBHOOK_TIMING, registerWebhookWorker, type WebhookTiming } from './webhook-worker.ts';

export { emitTeamEvent, webhookPayload } from './webhook-events.ts';
export { WEBHOOK_OPERATIONS } from './webhook-operations.ts';
export { signatureHeader } from './webhook-signature.ts';
export { subscribeWebhooks } from './webhook-subscribers.ts';
export { scheduleWebhookDeliveries, type WebhookTiming } from './webhook-worker.ts';

/**
 * The webhooks module; `timing` replaces the retry delays and timeout (tests). Where workers run, its
 * dispatcher sends the due deliveries (from start-up on: pending ones left by a crash included), woken by
 * the delivery jobs.
 */
export const webhooksModule = (timing: WebhookTiming = DEFAULT_WEBHOOK_TIMING): AppModule => {
  let dispatcher: WebhookDispatcher | null = null;
  return {
    name: 'webhooks',
    timers(ctx) {
      dispatcher = startWebhookDispatcher(ctx, timing);
      return () => void dispatcher?.stop();
    },
    async workers(ctx) {
      await registerWebhookWorker(ctx, () => dispatcher?.wake());
    },
    routes(app, ctx) {
      // Fastify runs onClose hooks last registered first: this one, added after the app's own, lets the
      // running attempts end before the job queue and the database close
      app.addHook('onClose', async () => dispatcher?.stop());
      registerWebhookEndpointRoutes(app, ctx);
    },
  };
};
