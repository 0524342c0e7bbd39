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

/**
 * How jobs are picked up:
 * - a new job wakes the workers at once (LISTEN/NOTIFY), and a worker that just finished a job fetches
 *   the next one at once, so a backlog drains without waiting;
 * - jobs that become runnable without a notification (delayed, retried) are found by a poll every 2 s;
 * - a running job sends a heartbeat; one whose worker died (kill -9, lost machine) stops sending it,
 *   the supervisor fails it after 10–20 s and it is retried.
 */
export const QUEUE_TIMING = {
  pollSeconds: 2,
  heartbeatSeconds: 10,
  superviseSeconds: 10,
} as const;

const QUEUE_DEFAULTS = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
  heartbeatSeconds: QUEUE_TIMING.heartbeatSeconds,
  notify: true,
};

/** pg-boss on the application's own database: jobs survive crashes and restarts. */
export async function startQueue(
  database: Database,
  log: FastifyBaseLogger,
  runWorkers: boolean,
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...database.bossOptions,
    schema: 'pgboss',
    supervise: runWorkers,
    superviseIntervalSeconds: QUEUE_TIMING.superviseSeconds,
    monitorIntervalSeconds: QUEUE_TIMING.superviseSeconds,
    schedule: false,
    useListenNotify: runWorkers,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensure = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, QUEUE_DEFAULTS);
    // queues made by an earlier version keep their options unless told
    await boss.updateQueue(name, { heartbeatSeconds: QUEUE_DEFAULTS.heartbeatSeconds });
    created.add(name);
  };
  return {
    async send(name, data, options) {
      await ensure(name);
      await boss.send(name, data, options ?? {});
    },
    async work(name, handler) {
      if (!runWorkers) return;
      await ensure(name);
      const worker = { id: '' };
      const options = {
        pollingIntervalSeconds: QUEUE_TIMING.pollSeconds,
        notifyPollingIntervalSeconds: QUEUE_TIMING.pollSeconds,
        includeMetadata: true as const,
      };
      worker.id = await boss.work(name, options, async (jobs: JobWithMetadata<object>[]) => {
        for (const job of jobs) {
          await handler(job.data as never, { lastAttempt: job.retryCount >= job.retryLimit });
        }
        // there may be more: fetch again now instead of after the poll interval
        if (jobs.length && worker.id) boss.notifyWorker(worker.id);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 15_000, close: database.kind === 'postgres' });
    },
  };
}
