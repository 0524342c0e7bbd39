import { WEBHOOK_SIGNATURE_HEADER } from '@ringready/core/api-access';
import type { AppContext } from '../../context.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { claimDelivery, findEndpoint, markSucceeded, recordFailedAttempt } from './webhook-repository.ts';
import { postWebhook } from './webhook-sender.ts';
import { signatureHeader } from './webhook-signature.ts';

/**
 * The job that tells a worker a delivery is due: `{ deliveryId }`, sent when it is recorded and for each
 * retry at its time. The worker's dispatcher then picks, among all due deliveries, which to send.
 */
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

export const maxAttempts = (timing: WebhookTiming) => timing.retryDelaysMs.length + 1;

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
  const claimed = await claimDelivery(ctx.db, deliveryId, {
    now,
    leaseUntil: new Date(now.getTime() + leaseMs(timing)),
    maxAttempts: maxAttempts(timing),
  });
  if (!claimed) return;
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
  const delay = claimed.attempts < maxAttempts(timing) ? timing.retryDelaysMs[claimed.attempts - 1]! : null;
  const nextAttemptAt = delay === null ? null : new Date(ctx.now().getTime() + delay);
  await recordFailedAttempt(ctx.db, deliveryId, { ...outcome, nextAttemptAt });
  if (delay !== null) await scheduleWebhookDeliveries(ctx.queue, [deliveryId], delay);
}

/** Each delivery job only wakes the dispatcher: the job says something is due, the dispatcher picks what. */
export async function registerWebhookWorker(ctx: AppContext, wake: () => void): Promise<void> {
  await ctx.queue.work<{ deliveryId: string }>(WEBHOOK_DELIVERY_JOB, async () => wake());
}
