export { emitTeamEvent, webhookPayload } from './webhook-events.ts';
export { registerWebhookEndpointRoutes } from './webhook-routes.ts';
export { signatureHeader } from './webhook-signature.ts';
export { subscribeWebhooks } from './webhook-subscribers.ts';
export {
  registerWebhookWorker,
  requeuePendingWebhooks,
  scheduleWebhookDeliveries,
  type WebhookTiming,
} from './webhook-worker.ts';
