/**
 * The CPU-heavy steps of an upload run in worker threads, never on the server's event loop: decoding a text
 * file (a 10 MB file takes a tenth of a second to check and decode) and analysing a transcript (seconds for
 * the largest). A small pool: up to `size` threads, each given one job at a time, jobs waiting in order
 * when every thread is busy. Threads are started on demand and stay warm; a thread that fails or runs past
 * its job's time is ended and replaced, and its job fails (an analysis job is then retried by the queue).
 * PDF and Word files are read in processes of their own (document-reader-pool.ts).
 */
import { Worker } from 'node:worker_threads';
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import { ExtractTextError } from './extract-text-error.ts';
import type {
  AnalysedCall,
  AnalyseRequest,
  ThreadError,
  ThreadJob,
  ThreadRequest,
  ThreadResponse,
} from './transcript-thread-entry.ts';

export type { AnalysedCall } from './transcript-thread-entry.ts';

const ENTRY = new URL('./transcript-thread-entry.ts', import.meta.url);

export interface TranscriptThreadBudget {
  /** threads working at the same time */
  size: number;
  /** wall-clock time for one decode */
  decodeMs: number;
  /** wall-clock time for one analysis */
  analyseMs: number;
}

export const TRANSCRIPT_THREAD_BUDGET: TranscriptThreadBudget = {
  size: 2,
  decodeMs: 30_000,
  analyseMs: 120_000,
};

interface Job {
  request: ThreadJob;
  resolve(result: unknown): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job & { id: number; timer: NodeJS.Timeout };
}

function toError(error: ThreadError): Error {
  if (error.kind === 'extract') return new ExtractTextError(error.status, error.message, error.detail);
  if (error.kind === 'transcript') return new TranscriptError(error.code, error.message);
  return new Error(`the transcript thread failed: ${error.message}`);
}

export interface TranscriptThreads {
  /** A text file's text, with '\n' line ends and no NUL characters. Throws ExtractTextError. */
  decode(bytes: Uint8Array): Promise<string>;
  /** The report of a transcript. Throws TranscriptError for a transcript that cannot be analysed. */
  analyse(request: AnalyseRequest): Promise<AnalysedCall>;
  /** Ends every thread and refuses the jobs waiting; a later job starts new threads. */
  close(): Promise<void>;
}

export function createTranscriptThreads(options: Partial<TranscriptThreadBudget> = {}): TranscriptThreads {
  const budget = { ...TRANSCRIPT_THREAD_BUDGET, ...options };
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 0;

  const settle = (slot: Slot, outcome: { result: unknown } | { error: Error }) => {
    const job = slot.job;
    if (!job) return;
    clearTimeout(job.timer);
    slot.job = undefined;
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.result);
  };

  /** Ends a thread (failed, or past its job's time) and fails its job. */
  const drop = (slot: Slot, why: string) => {
    const at = slots.indexOf(slot);
    if (at < 0) return;
    slots.splice(at, 1);
    settle(slot, { error: new Error(`the transcript thread stopped: ${why}`) });
    void slot.worker.terminate();
    pump();
  };

  const start = (): Slot => {
    const worker = new Worker(ENTRY, {
      // the thread is TypeScript too: strip its types as this process does
      execArgv: process.execArgv.includes('--experimental-strip-types')
        ? process.execArgv
        : [...process.execArgv, '--experimental-strip-types'],
    });
    const slot: Slot = { worker };
    slots.push(slot);
    worker.on('message', (response: ThreadResponse) => {
      if (slot.job?.id !== response.id) return;
      settle(slot, 'error' in response ? { error: toError(response.error) } : { result: response.result });
      pump();
    });
    worker.on('error', (err) => drop(slot, err.message));
    worker.on('exit', (code) => drop(slot, `exit ${code}`));
    return slot;
  };

  const run = (slot: Slot, job: Job) => {
    const id = ++nextId;
    const ms = job.request.op === 'decode' ? budget.decodeMs : budget.analyseMs;
    const timer = setTimeout(() => drop(slot, `${job.request.op} over ${ms} ms`), ms);
    slot.job = { ...job, id, timer };
    slot.worker.ref();
    const request: ThreadRequest = { ...job.request, id };
    // a file's bytes go over as a copy the thread owns: cloning them inside postMessage is slower
    if (request.op === 'decode') {
      const copy = new Uint8Array(request.bytes);
      slot.worker.postMessage({ ...request, bytes: copy }, [copy.buffer]);
    } else slot.worker.postMessage(request);
  };

  /** Gives waiting jobs to idle threads, starting threads while the pool has room; idle threads hold nothing open. */
  function pump() {
    for (const slot of slots) if (!slot.job && queue.length) run(slot, queue.shift()!);
    while (queue.length && slots.length < budget.size) run(start(), queue.shift()!);
    for (const slot of slots) if (!slot.job) slot.worker.unref();
  }

  const submit = <T>(request: ThreadJob) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ request, resolve: resolve as (result: unknown) => void, reject });
      pump();
    });

  return {
    decode: (bytes) => submit<string>({ op: 'decode', bytes }),
    analyse: (request) => submit<AnalysedCall>({ op: 'analyse', ...request }),
    async close() {
      const closed = new Error('the transcript threads are closed');
      for (const waiting of queue.splice(0)) waiting.reject(closed);
      const ending = slots.splice(0).map((slot) => {
        settle(slot, { error: closed });
        return slot.worker.terminate();
      });
      await Promise.all(ending);
    },
  };
}

/** The threads that uploads use. */
export const transcriptThreads = createTranscriptThreads();
