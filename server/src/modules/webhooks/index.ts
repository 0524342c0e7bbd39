import type { AppModule } from '../../lib/app-module.ts';
import { registerWebhookEndpointRoutes } from './webhook-routes.ts';
import { registerWebhookWorker, requeuePendingWebhooks, type WebhookTiming } from './webhook-worker.ts';

export { emitTeamEvent, webhookPayload } from './webhook-events.ts';
export { WEBHOOK_OPERATIONS } from './webhook-operations.ts';
export { signatureHeader } from './webhook-signature.ts';
export { subscribeWebhooks } from './webhook-subscribers.ts';
export { scheduleWebhookDeliveries, type WebhookTiming } from './webhook-worker.ts';

/** The webhooks module; `timing` replaces the retry delays and timeout (tests). */
export const webhooksModule = (timing?: WebhookTiming): AppModule => ({
  name: 'webhooks',
  async workers(ctx, { runWorkers }) {
    await registerWebhookWorker(ctx, timing);
    if (runWorkers) await requeuePendingWebhooks(ctx);
  },
  routes: registerWebhookEndpointRoutes,
});
