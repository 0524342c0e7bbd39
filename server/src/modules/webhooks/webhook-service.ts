import { randomBytes } from 'node:crypto';
import {
  createWebhookRequestSchema,
  TEAM_WEBHOOK_EVENTS,
  webhookDeliveryListQuerySchema,
  type WebhookDeliverySummary,
  type WebhookEndpointSummary,
} from '@ringready/core/api-access';
import type { AppContext } from '../../context.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
} from '../../lib/http-error.ts';
import { isUuid, parseInput } from '../../lib/http.ts';
import { enforceRateLimit, MINUTE } from '../../lib/rate-limit.ts';
import { findMembership } from '../access/index.ts';
import { hasApiPlan, webhookPayload } from './webhook-events.ts';
import { presentDelivery, presentEndpoint } from './webhook-presenter.ts';
import {
  countEndpoints,
  deleteOwnEndpoint,
  findOwnEndpoint,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
} from './webhook-repository.ts';
import { assertAllowedTarget, WebhookTargetError } from './webhook-sender.ts';
import { createWebhookSecret } from './webhook-signature.ts';
import { scheduleWebhookDeliveries } from './webhook-worker.ts';

export const WEBHOOK_TEXTS = {
  masterOnly: 'Webhooks are part of the Master plan. Upgrade to Master to send events to your tools.',
  teamEventsAdminOnly: 'Only team admins can subscribe to team events.',
  notFound: 'Webhook endpoint not found',
  tooManyEndpoints: (max: number) => `You can register at most ${max} webhook endpoints. Delete one first.`,
  tooManyTests: 'You have sent too many test events. Please wait a minute and try again.',
  testMessage: 'This is a test event from RingReady. Your endpoint is receiving webhooks.',
} as const;

/** Endpoints one person may have. */
export const MAX_ENDPOINTS = 10;
/** Test events one person may send per minute. */
export const TESTS_PER_MINUTE = 10;

/** Webhooks come with API access, on the Master plan (also through a team owner's Master plan). */
async function requireApiPlan(ctx: AppContext, userId: string): Promise<void> {
  if (!(await hasApiPlan(ctx.db, userId, ctx.now()))) throw forbidden(WEBHOOK_TEXTS.masterOnly);
}

/** The caller's own endpoint; anyone else's (or a malformed id) is a 404, as if it did not exist. */
async function ownEndpoint(ctx: AppContext, userId: string, id: string) {
  const row = isUuid(id) ? await findOwnEndpoint(ctx.db, userId, id) : undefined;
  if (!row) throw notFound(WEBHOOK_TEXTS.notFound);
  return row;
}

export async function listUserEndpoints(ctx: AppContext, userId: string): Promise<WebhookEndpointSummary[]> {
  await requireApiPlan(ctx, userId);
  return (await listEndpoints(ctx.db, userId)).map(presentEndpoint);
}

/**
 * Registers an endpoint with a new signing secret. Team events are for team admins only (the endpoint is
 * then tied to their team). The address must pass the target rule now (its host is resolved); it is
 * checked again at every delivery.
 */
export async function createEndpoint(
  ctx: AppContext,
  userId: string,
  body: unknown,
): Promise<WebhookEndpointSummary> {
  await requireApiPlan(ctx, userId);
  const input = parseInput(createWebhookRequestSchema, body);
  const wantsTeam = input.events.some((e) => TEAM_WEBHOOK_EVENTS.includes(e));
  const membership = wantsTeam ? await findMembership(ctx.db, userId) : undefined;
  if (wantsTeam && membership?.role !== 'admin') throw forbidden(WEBHOOK_TEXTS.teamEventsAdminOnly);
  const url = new URL(input.url);
  try {
    await assertAllowedTarget(url, ctx.config.env === 'production');
  } catch (err) {
    if (err instanceof WebhookTargetError) throw badRequest(err.message);
    throw err;
  }
  if ((await countEndpoints(ctx.db, userId)) >= MAX_ENDPOINTS)
    throw conflict(WEBHOOK_TEXTS.tooManyEndpoints(MAX_ENDPOINTS));
  const row = await insertEndpoint(
    ctx.db,
    {
      userId,
      teamId: membership?.teamId ?? null,
      url: url.href,
      events: input.events,
      secret: createWebhookSecret(),
    },
    ctx.now(),
  );
  return presentEndpoint(row);
}

export async function removeEndpoint(ctx: AppContext, userId: string, id: string): Promise<void> {
  await requireApiPlan(ctx, userId);
  if (!isUuid(id) || !(await deleteOwnEndpoint(ctx.db, userId, id))) throw notFound(WEBHOOK_TEXTS.notFound);
}

/** The endpoint's delivery log, newest first, a page at a time. */
export async function listEndpointDeliveries(
  ctx: AppContext,
  userId: string,
  id: string,
  query: unknown,
): Promise<WebhookDeliverySummary[]> {
  await requireApiPlan(ctx, userId);
  const endpoint = await ownEndpoint(ctx, userId, id);
  const page = parseInput(webhookDeliveryListQuerySchema, query);
  return (await listDeliveries(ctx.db, endpoint.id, page)).map(presentDelivery);
}

/** Sends a `test` event to the endpoint now (through the same queue, signing and retries as real events). */
export async function sendTestEvent(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<WebhookDeliverySummary> {
  await requireApiPlan(ctx, userId);
  const now = ctx.now();
  try {
    await enforceRateLimit(ctx.db, `webhook-test:${userId}`, TESTS_PER_MINUTE, MINUTE, now);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) throw tooManyRequests(WEBHOOK_TEXTS.tooManyTests);
    throw err;
  }
  const endpoint = await ownEndpoint(ctx, userId, id);
  // every test is a new event
  const payload = webhookPayload(
    'test',
    randomBytes(16).toString('hex'),
    { endpointId: endpoint.id, message: WEBHOOK_TEXTS.testMessage },
    now,
  );
  const [deliveryId] = await insertDeliveries(ctx.db, [endpoint.id], { ...payload, payload }, now);
  await scheduleWebhookDeliveries(ctx.queue, [deliveryId!]);
  const [row] = await listDeliveries(ctx.db, endpoint.id, { limit: 1 });
  return presentDelivery(row!);
}
