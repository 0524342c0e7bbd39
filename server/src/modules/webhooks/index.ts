/** The public face of the webhooks module: what other modules and the app use of it. */
export { emitTeamEvent, emitUserEvent, webhookPayload } from './webhook-events.ts';
export { registerWebhookEndpointRoutes } from './webhook-routes.ts';
export { signatureHeader } from './webhook-signature.ts';
export {
  registerWebhookWorker,
  requeuePendingWebhooks,
  scheduleWebhookDeliveries,
  type WebhookTiming,
} from './webhook-worker.ts';
