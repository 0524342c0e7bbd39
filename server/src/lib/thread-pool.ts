/**
 * CPU-heavy work in worker threads, off the server's event loop: a small pool of threads that run one
 * TypeScript module (its `entry`, which calls serveThreadJobs), each given one job at a time, jobs waiting
 * in order when every thread is busy. Threads start on demand and stay warm, holding nothing open while
 * idle; a thread that fails or runs past its job's time is ended and replaced, and that job fails.
 */
import { parentPort, Worker, type Transferable } from 'node:worker_threads';

export interface ThreadPoolOptions<J> {
  /** what the pool is called in errors */
  name: string;
  /** the module each thread runs */
  entry: URL;
  /** threads working at the same time */
  size: number;
  /** wall-clock time a job may take */
  timeoutMs(job: J): number;
  /** the error a job's refusal (as its thread described it) is rethrown as */
  reviveError(described: unknown): Error;
  /** what a job's data moves over as instead of a copy (the job must own it) */
  transfer?(job: J): { job: J; transfer: Transferable[] };
}

export interface ThreadPool<J> {
  run<R>(job: J): Promise<R>;
  /** Ends every thread and refuses the jobs waiting; a later job starts new threads. */
  close(): Promise<void>;
}

interface Request<J> {
  id: number;
  job: J;
}
type Response = { id: number } & ({ result: unknown } | { error: unknown });

interface Job<J> {
  job: J;
  resolve(result: unknown): void;
  reject(err: Error): void;
}

interface Slot<J> {
  worker: Worker;
  job?: Job<J> & { id: number; timer: NodeJS.Timeout };
}

export function createThreadPool<J>(options: ThreadPoolOptions<J>): ThreadPool<J> {
  const slots: Slot<J>[] = [];
  const queue: Job<J>[] = [];
  let nextId = 0;

  const settle = (slot: Slot<J>, outcome: { result: unknown } | { error: Error }) => {
    const job = slot.job;
    if (!job) return;
    clearTimeout(job.timer);
    slot.job = undefined;
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.result);
  };

  /** Ends a thread (failed, or past its job's time) and fails its job. */
  const drop = (slot: Slot<J>, why: string) => {
    const at = slots.indexOf(slot);
    if (at < 0) return;
    slots.splice(at, 1);
    settle(slot, { error: new Error(`the ${options.name} thread stopped: ${why}`) });
    void slot.worker.terminate();
    pump();
  };

  const start = (): Slot<J> => {
    const worker = new Worker(options.entry, {
      // the thread is TypeScript too: strip its types as this process does
      execArgv: process.execArgv.includes('--experimental-strip-types')
        ? process.execArgv
        : [...process.execArgv, '--experimental-strip-types'],
    });
    const slot: Slot<J> = { worker };
    slots.push(slot);
    worker.on('message', (response: Response) => {
      if (slot.job?.id !== response.id) return;
      settle(
        slot,
        'error' in response ? { error: options.reviveError(response.error) } : { result: response.result },
      );
      pump();
    });
    worker.on('error', (err) => drop(slot, err.message));
    worker.on('exit', (code) => drop(slot, `exit ${code}`));
    return slot;
  };

  const run = (slot: Slot<J>, job: Job<J>) => {
    const id = ++nextId;
    const ms = options.timeoutMs(job.job);
    const timer = setTimeout(() => drop(slot, `over ${ms} ms`), ms);
    slot.job = { ...job, id, timer };
    slot.worker.ref();
    const moved = options.transfer?.(job.job);
    slot.worker.postMessage({ id, job: moved?.job ?? job.job } satisfies Request<J>, moved?.transfer);
  };

  /** Gives waiting jobs to idle threads, starting threads while the pool has room; idle threads hold nothing open. */
  function pump() {
    for (const slot of slots) if (!slot.job && queue.length) run(slot, queue.shift()!);
    while (queue.length && slots.length < options.size) run(start(), queue.shift()!);
    for (const slot of slots) if (!slot.job) slot.worker.unref();
  }

  return {
    run: <R>(job: J) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ job, resolve: resolve as (result: unknown) => void, reject });
        pump();
      }),
    async close() {
      const closed = new Error(`the ${options.name} threads are closed`);
      for (const waiting of queue.splice(0)) waiting.reject(closed);
      const ending = slots.splice(0).map((slot) => {
        settle(slot, { error: closed });
        return slot.worker.terminate();
      });
      await Promise.all(ending);
    },
  };
}

/**
 * In a pool's thread: answers each job with `handle`'s result, or with `describe` of its error (plain data,
 * which the pool's reviveError turns back into an error).
 */
export function serveThreadJobs<J>(handle: (job: J) => unknown, describe: (err: unknown) => unknown): void {
  parentPort?.on('message', ({ id, job }: Request<J>) => {
    void (async () => {
      try {
        return { id, result: await handle(job) };
      } catch (err) {
        return { id, error: describe(err) };
      }
    })().then((response: Response) => parentPort?.postMessage(response));
  });
}
