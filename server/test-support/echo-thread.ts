/**
 * A thread for the thread pool's tests (lib/thread-pool.ts): answers a job with its value, after spinning
 * `busyMs` (holding its own thread, as real work would); refuses it when `refuse` is set; ends the
 * thread when `exit` is set.
 */
import { threadId } from 'node:worker_threads';
import { serveThreadJobs } from '../src/lib/thread-pool.ts';

export interface EchoJob {
  value: string;
  busyMs?: number;
  refuse?: string;
  exit?: boolean;
}

serveThreadJobs(
  (job: EchoJob) => {
    if (job.exit) process.exit(3);
    if (job.refuse) throw new Error(job.refuse);
    const until = performance.now() + (job.busyMs ?? 0);
    while (performance.now() < until);
    return { value: job.value, threadId };
  },
  (err) => ({ refused: (err as Error).message }),
);
