import { PgBoss } from 'pg-boss';
import type { JobWithMetadata, SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** `lastAttempt` is true when a failure now will not be retried. */
export type JobHandler<T> = (data: T, attempt: { lastAttempt: boolean }) => Promise<void>;

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Registers a worker; only runs in processes with the worker role. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  stop(): Promise<void>;
}

const QUEUE_DEFAULTS = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
  notify: true,
};
const SCHEMA = 'pgboss';
/** The channel pg-boss LISTENs on for schema `pgboss` (its payload is the queue name). */
const NOTIFY_CHANNEL = `('pgboss_' || left(encode(sha224('${SCHEMA}'::bytea), 'hex'), 24))`;
/** A wake-up lands this long after the due time, so the job is surely runnable when workers fetch. */
const DUE_MARGIN_MS = 50;

/** Seconds until a job sent with `startAfter` becomes due (0 when it is due now). */
function delaySeconds(options: SendOptions | undefined, now: number): number {
  const at = options?.startAfter;
  if (typeof at === 'number') return Math.max(0, at);
  if (at instanceof Date) return Math.max(0, (at.getTime() - now) / 1000);
  if (typeof at === 'string') return Math.max(0, (Date.parse(at) - now) / 1000) || 0;
  return 0;
}

/** pg-boss on the application's own database: jobs survive crashes and restarts. */
export async function startQueue(
  database: Database,
  log: FastifyBaseLogger,
  runWorkers: boolean,
): Promise<JobQueue> {
  // LISTEN/NOTIFY wakes workers when a job is created; polling stays on as the fallback.
  const boss = new PgBoss({
    ...database.bossOptions,
    schema: SCHEMA,
    supervise: runWorkers,
    schedule: false,
    useListenNotify: runWorkers,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  // pg-boss notifies workers when a job is created, not when a delayed one becomes due (until then
  // they only poll every 30 s): the sender wakes every worker process on the queue at the due time.
  const wakeUps = new Set<NodeJS.Timeout>();
  const wakeAt = (name: string, seconds: number) => {
    const timer = setTimeout(
      () => {
        wakeUps.delete(timer);
        boss
          .getDb()
          .executeSql(`SELECT pg_notify(${NOTIFY_CHANNEL}, $1)`, [name])
          .catch((err: unknown) =>
            log.warn({ err, queue: name }, 'could not wake the queue; its poll will pick the job up'),
          );
      },
      seconds * 1000 + DUE_MARGIN_MS,
    );
    timer.unref();
    wakeUps.add(timer);
  };
  const ensure = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, QUEUE_DEFAULTS);
    created.add(name);
  };
  return {
    async send(name, data, options) {
      await ensure(name);
      await boss.send(name, data, options ?? {});
      const delay = delaySeconds(options, Date.now());
      if (delay > 0) wakeAt(name, delay);
    },
    async work(name, handler) {
      if (!runWorkers) return;
      await ensure(name);
      await boss.work(
        name,
        { pollingIntervalSeconds: 1, includeMetadata: true },
        async (jobs: JobWithMetadata<object>[]) => {
          for (const job of jobs)
            await handler(job.data as never, { lastAttempt: job.retryCount >= job.retryLimit });
        },
      );
    },
    async stop() {
      for (const timer of wakeUps) clearTimeout(timer);
      await boss.stop({ graceful: true, timeout: 15_000, close: database.kind === 'postgres' });
    },
  };
}
