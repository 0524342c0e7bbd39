import type {
  WebhookDeliverySummary,
  WebhookEndpointSummary,
  WebhookEvent,
} from '@ringready/core/api-access';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhook-repository.ts';

export function presentEndpoint(row: WebhookEndpointRow): WebhookEndpointSummary {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    secret: row.secret,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A delivery as the log shows it: never its payload or the receiver's whole answer. */
export function presentDelivery(row: WebhookDeliveryRow): WebhookDeliverySummary {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookDeliverySummary['eventType'],
    status: row.status as WebhookDeliverySummary['status'],
    attempts: row.attempts,
    responseCode: row.responseCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
