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

const QUEUE_DEFAULTS = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300, notify: true };

/** pg-boss on the application's own database: jobs survive crashes and restarts. */
export async function startQueue(database: Database, log: FastifyBaseLogger, runWorkers: boolean): Promise<JobQueue> {
  // LISTEN/NOTIFY wakes workers when a job is created; polling stays on as the fallback.
  const boss = new PgBoss({ ...database.bossOptions, schema: 'pgboss', supervise: runWorkers, schedule: false, useListenNotify: runWorkers });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensure = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, QUEUE_DEFAULTS);
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
      await boss.work(name, { pollingIntervalSeconds: 1, includeMetadata: true }, async (jobs: JobWithMetadata<object>[]) => {
        for (const job of jobs) await handler(job.data as never, { lastAttempt: job.retryCount >= job.retryLimit });
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 15_000, close: database.kind === 'postgres' });
    },
  };
}
