import { WEBHOOK_SIGNATURE_HEADER } from '@ringready/core/api-access';
import type { AppContext } from '../../context.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import {
  claimDelivery,
  findDelivery,
  findEndpoint,
  listPendingDeliveries,
  markSucceeded,
  recordFailedAttempt,
} from './webhook-repository.ts';
import { postWebhook } from './webhook-sender.ts';
import { signatureHeader } from './webhook-signature.ts';

/** The job that makes one attempt at one delivery: `{ deliveryId }`. */
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
export const EVENT_ID_HEADER = 'RingReady-Event-Id';

export interface WebhookTiming {
  /** the wait before each retry; attempts = retries + 1 */
  retryDelaysMs: number[];
  /** the longest one POST may take */
  timeoutMs: number;
}

const MINUTE = 60_000;
/** 6 attempts: at once, then after 30 s, 2 min, 10 min, 1 h and 6 h. */
export const DEFAULT_WEBHOOK_TIMING: WebhookTiming = {
  retryDelaysMs: [30_000, 2 * MINUTE, 10 * MINUTE, 60 * MINUTE, 360 * MINUTE],
  timeoutMs: 10_000,
};

/** How long an attempt holds its delivery: longer than any POST, so no second attempt overlaps it. */
const leaseMs = (timing: WebhookTiming) => 2 * timing.timeoutMs + 5_000;

/** Call after the transaction that recorded the deliveries has committed. */
export async function scheduleWebhookDeliveries(
  queue: JobQueue,
  deliveryIds: string[],
  delayMs = 0,
): Promise<void> {
  const startAfter = Math.max(0, Math.ceil(delayMs / 1000));
  for (const deliveryId of deliveryIds)
    await queue.send(WEBHOOK_DELIVERY_JOB, { deliveryId }, startAfter ? { startAfter } : undefined);
}

const errorText = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 300);

/**
 * One attempt at a delivery. Delivery is at least once, never again after success:
 * - the attempt first takes the row (pending, due, attempts left) in one locking update, so a delivery
 *   already marked succeeded or failed, or taken by a running attempt, is never sent;
 * - success is recorded right after the 2xx answer;
 * - if the process dies after the receiver answered but before that record, the row is still pending and
 *   is sent once more when the lease ends: receivers deduplicate by the `RingReady-Event-Id` header.
 * A non-2xx answer, a timeout or a refused address is recorded and retried after the next delay; after the
 * last attempt the delivery is failed.
 */
export async function attemptDelivery(ctx: AppContext, deliveryId: string, timing: WebhookTiming) {
  const now = ctx.now();
  const maxAttempts = timing.retryDelaysMs.length + 1;
  const claimed = await claimDelivery(ctx.db, deliveryId, {
    now,
    leaseUntil: new Date(now.getTime() + leaseMs(timing)),
    maxAttempts,
  });
  if (!claimed) return settleUnclaimed(ctx, deliveryId, maxAttempts);
  const endpoint = await findEndpoint(ctx.db, claimed.endpointId);
  if (!endpoint || endpoint.disabledAt) {
    await recordFailedAttempt(ctx.db, deliveryId, {
      responseCode: null,
      error: 'The endpoint is disabled',
      nextAttemptAt: null,
    });
    return;
  }
  const body = JSON.stringify(claimed.payload);
  const sentAt = ctx.now();
  let outcome: { responseCode: number | null; error: string };
  try {
    const res = await postWebhook(
      endpoint.url,
      body,
      {
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(
          endpoint.secret,
          body,
          Math.floor(sentAt.getTime() / 1000),
        ),
        [EVENT_ID_HEADER]: claimed.eventId,
      },
      { timeoutMs: timing.timeoutMs, production: ctx.config.env === 'production' },
    );
    if (res.status >= 200 && res.status < 300)
      return markSucceeded(ctx.db, deliveryId, res.status, ctx.now());
    const excerpt = res.excerpt.trim();
    outcome = { responseCode: res.status, error: `HTTP ${res.status}${excerpt ? `: ${excerpt}` : ''}` };
  } catch (err) {
    outcome = { responseCode: null, error: errorText(err) };
  }
  const delay = claimed.attempts < maxAttempts ? timing.retryDelaysMs[claimed.attempts - 1]! : null;
  const nextAttemptAt = delay === null ? null : new Date(ctx.now().getTime() + delay);
  await recordFailedAttempt(ctx.db, deliveryId, { ...outcome, nextAttemptAt });
  if (delay !== null) await scheduleWebhookDeliveries(ctx.queue, [deliveryId], delay);
}

/**
 * A job that found its delivery not ready: finished or failed (nothing to do), held by a running attempt
 * or not yet due (try again when that ends), or out of attempts after a worker died mid-attempt (failed).
 */
async function settleUnclaimed(ctx: AppContext, deliveryId: string, maxAttempts: number) {
  const row = await findDelivery(ctx.db, deliveryId);
  if (!row || row.status !== 'pending') return;
  const waitMs = (row.nextAttemptAt?.getTime() ?? 0) - ctx.now().getTime();
  if (row.attempts >= maxAttempts && waitMs <= 0) {
    await recordFailedAttempt(ctx.db, deliveryId, {
      responseCode: row.responseCode,
      error: row.lastError ?? 'The last attempt was interrupted',
      nextAttemptAt: null,
    });
    return;
  }
  await scheduleWebhookDeliveries(ctx.queue, [deliveryId], Math.max(waitMs, 1000));
}

export async function registerWebhookWorker(ctx: AppContext, timing = DEFAULT_WEBHOOK_TIMING): Promise<void> {
  await ctx.queue.work<{ deliveryId: string }>(WEBHOOK_DELIVERY_JOB, ({ deliveryId }) =>
    attemptDelivery(ctx, deliveryId, timing),
  );
}

/** On start-up, hand every pending delivery to the queue again (e.g. after a crash between commit and enqueue). */
export async function requeuePendingWebhooks(ctx: AppContext): Promise<number> {
  const pending = await listPendingDeliveries(ctx.db);
  const now = ctx.now().getTime();
  for (const p of pending)
    await scheduleWebhookDeliveries(ctx.queue, [p.id], (p.nextAttemptAt?.getTime() ?? now) - now);
  return pending.length;
}
