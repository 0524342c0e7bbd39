import type { AppContext } from '../../context.ts';
import {
  countRunning,
  DEFAULT_DELIVERY_LIMITS,
  pickFairly,
  type DeliveryLimits,
  type DueDelivery,
} from './webhook-fair-share.ts';
import { failInterruptedDeliveries, listDueDeliveries } from './webhook-repository.ts';
import { attemptDelivery, maxAttempts, type WebhookTiming } from './webhook-worker.ts';

/**
 * How often a worker also looks without being woken: for a delivery whose attempt's lease ran out (its
 * worker died) or whose job was lost (a crash between commit and enqueue), and to fail one that had no
 * attempt left.
 */
export const SWEEP_MS = 30_000;
/**
 * Due deliveries read per look. At most `total / perAccount` accounts and `total / perEndpoint` endpoints
 * are at their limit at once, so their rows never fill the read and leave an account out.
 */
const READ_LIMIT = 200;

export interface WebhookDispatcher {
  /** something may be due, or an attempt ended: look again */
  wake(): void;
  /** starts nothing more, then waits for the running attempts to end (each within the timeout) */
  stop(): Promise<void>;
}

/**
 * Sends the due webhook deliveries of one worker process concurrently, round-robin across accounts and
 * within the limits (see webhook-fair-share.ts), so one account's slow or many deliveries never hold back
 * another's. It looks when woken (a delivery's job, an attempt ending), at start and every SWEEP_MS; looks
 * never overlap, and a wake during one makes one more after it. Each attempt claims its row first
 * (attemptDelivery), so workers in other processes never send the same delivery at the same time.
 */
export function startWebhookDispatcher(
  ctx: AppContext,
  timing: WebhookTiming,
  limits: DeliveryLimits = DEFAULT_DELIVERY_LIMITS,
): WebhookDispatcher {
  const running = new Map<string, DueDelivery>();
  const attempts = new Set<Promise<void>>();
  let stopped: Promise<void> | null = null;
  let looking: Promise<void> | null = null;
  let again = false;
  let sweep = true;

  const start = (delivery: DueDelivery) => {
    running.set(delivery.id, delivery);
    const attempt: Promise<void> = attemptDelivery(ctx, delivery.id, timing)
      .catch((err: unknown) => ctx.log.error({ err, deliveryId: delivery.id }, 'webhook attempt failed'))
      .finally(() => {
        running.delete(delivery.id);
        attempts.delete(attempt);
        wake();
      });
    attempts.add(attempt);
  };

  const look = async () => {
    if (sweep) {
      sweep = false;
      await failInterruptedDeliveries(ctx.db, ctx.now(), maxAttempts(timing));
    }
    if (running.size >= limits.total) return;
    const due = await listDueDeliveries(ctx.db, {
      now: ctx.now(),
      maxAttempts: maxAttempts(timing),
      perEndpoint: limits.perEndpoint,
      perAccount: limits.perAccount,
      limit: READ_LIMIT,
    });
    if (stopped) return;
    // counted now: attempts may have ended while reading
    const waiting = due.filter((d) => !running.has(d.id));
    for (const delivery of pickFairly(waiting, countRunning(running.values()), limits)) start(delivery);
  };

  const wake = () => {
    if (stopped) return;
    if (looking) {
      again = true;
      return;
    }
    looking = (async () => {
      do {
        again = false;
        try {
          await look();
        } catch (err) {
          ctx.log.error({ err }, 'webhook dispatch failed');
        }
      } while (again && !stopped);
      looking = null;
    })();
  };

  const timer = setInterval(() => {
    sweep = true;
    wake();
  }, SWEEP_MS);
  timer.unref();
  wake();

  return {
    wake,
    stop() {
      stopped ??= (async () => {
        clearInterval(timer);
        await looking;
        while (attempts.size) await Promise.all([...attempts]);
      })();
      return stopped;
    },
  };
}
