import { sql, type SQL } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { Db as BossDb, JobWithMetadata, SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client.ts';

/** `lastAttempt` is true when a failure now will not be retried. */
export type JobHandler<T> = (data: T, attempt: { lastAttempt: boolean }) => Promise<void>;

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /**
   * Queues a job inside the caller's transaction, so it exists exactly when what it works on was
   * committed (a crash between the two can leave neither half alone).
   */
  sendInTransaction<T extends object>(tx: Tx, name: string, data: T, options?: SendOptions): Promise<void>;
  /** Whether a job with this singleton key is waiting, retrying or running. */
  hasLiveJob(name: string, key: string): Promise<boolean>;
  /** Creates a queue (once per process); call before sendInTransaction. */
  prepare(name: string): Promise<void>;
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

const NO_JOB_ID = '00000000-0000-0000-0000-000000000000';

const QUEUE_DEFAULTS = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
  heartbeatSeconds: QUEUE_TIMING.heartbeatSeconds,
  notify: true,
};

/** A job that still will run (or is running): any other state means nothing will work on it any more. */
const LIVE_JOB_STATES = new Set(['created', 'retry', 'active']);

/** pg-boss's SQL ($1, $2 … placeholders) run on a drizzle transaction's own connection. */
export function transactionConnection(tx: Tx): BossDb {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part),
      );
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

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
    // pg-boss learns a queue's table on first use, on its own connection; learnt here, a send inside an
    // open transaction never waits on another connection (the embedded database has only one)
    await boss.findJobs(name, { id: NO_JOB_ID });
    created.add(name);
  };
  return {
    async send(name, data, options) {
      await ensure(name);
      await boss.send(name, data, options ?? {});
    },
    async sendInTransaction(tx, name, data, options) {
      // the queue is made ready before the transaction has to wait for it
      if (!created.has(name)) throw new Error(`queue ${name} is not ready: call prepare() first`);
      await boss.send(name, data, { ...options, db: transactionConnection(tx) });
    },
    prepare: ensure,
    async hasLiveJob(name, key) {
      await ensure(name);
      const jobs = await boss.findJobs(name, { key });
      return jobs.some((job) => LIVE_JOB_STATES.has(job.state));
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
