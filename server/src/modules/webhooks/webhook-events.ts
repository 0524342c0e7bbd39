import { createHash } from 'node:crypto';
import { planIncludes } from '@ringready/core/billing';
import type { WebhookEvent } from '@ringready/core/api-access';
import { findPlan } from '@ringready/core/plans';
import type { Queryable } from '../../db/client.ts';
import { getPlanState } from '../plans/index.ts';
import { insertDeliveries, listTeamAdminSubscribers, listUserSubscribers } from './webhook-repository.ts';

export type WebhookEventType = WebhookEvent | 'test';

/** What every delivery's body is. `data` carries ids, scores and links, never a secret. */
export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: Record<string, unknown>;
}

/**
 * An event's id is derived from its type and what it is about, so a job that runs again after a crash or a
 * retry produces the same id, and the endpoint's delivery of it is not made twice.
 */
export function webhookEventId(type: WebhookEventType, subjectId: string): string {
  return `evt_${createHash('sha256').update(`${type}:${subjectId}`).digest('hex').slice(0, 32)}`;
}

export function webhookPayload(
  type: WebhookEventType,
  subjectId: string,
  data: Record<string, unknown>,
  now: Date,
): WebhookPayload {
  return { id: webhookEventId(type, subjectId), type, createdAt: now.toISOString(), data };
}

/** Whether the plan the user may use now (their own, or their team owner's) includes API access: Master. */
export async function hasApiPlan(q: Queryable, userId: string, now: Date): Promise<boolean> {
  const tier = (await getPlanState(q, userId, now)).subscription?.tier;
  return !!tier && planIncludes(findPlan(tier)?.id, 'api');
}

/** Endpoints of people whose plan still includes API access (a downgraded plan stops its webhooks). */
async function onApiPlans(q: Queryable, endpoints: Array<{ id: string; userId: string }>, now: Date) {
  const allowed = new Map<string, boolean>();
  for (const userId of new Set(endpoints.map((e) => e.userId)))
    allowed.set(userId, await hasApiPlan(q, userId, now));
  return endpoints.filter((e) => allowed.get(e.userId)).map((e) => e.id);
}

/**
 * Records one delivery of the event for each of the user's endpoints subscribed to it, in the caller's
 * transaction (so the event exists exactly when the change it reports does). Returns the new deliveries'
 * ids, to hand to the delivery job once the transaction has committed.
 */
export async function emitUserEvent(
  q: Queryable,
  userId: string,
  payload: WebhookPayload,
  now: Date,
): Promise<string[]> {
  const endpoints = await onApiPlans(q, await listUserSubscribers(q, userId, payload.type), now);
  return insertDeliveries(q, endpoints, { id: payload.id, type: payload.type, payload }, now);
}

/** The same for a team's event: the endpoints of the team's admins that subscribed to it. */
export async function emitTeamEvent(
  q: Queryable,
  teamId: string,
  payload: WebhookPayload,
  now: Date,
): Promise<string[]> {
  const endpoints = await onApiPlans(q, await listTeamAdminSubscribers(q, teamId, payload.type), now);
  return insertDeliveries(q, endpoints, { id: payload.id, type: payload.type, payload }, now);
}
