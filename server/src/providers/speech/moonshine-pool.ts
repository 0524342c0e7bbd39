import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Transcript } from './moonshine-decoder.ts';
import type { WorkerJob, WorkerReply } from './moonshine-worker.ts';

/** Beam search waits until no piece has had to wait for a worker for this long. */
const BEAM_QUIET_MS = 1000;

/** One worker per core, at most 4: each holds its own model (~60 MB) and decodes on one thread. */
export const DEFAULT_MOONSHINE_WORKERS = Math.max(1, Math.min(4, availableParallelism()));

export interface MoonshinePoolOptions {
  modelDir?: string;
  size?: number;
  /** told when a worker fails to load or dies (the pool replaces a dead worker) */
  onError?: (err: Error) => void;
}

export interface TranscribeResult extends Transcript {
  text: string;
  /** time the worker spent on it (ms) */
  ms: number;
}

export interface MoonshinePool {
  readonly size: number;
  /** Starts every worker (each loads the model); resolves when all are ready, rejects if one cannot load. */
  start(): Promise<void>;
  /**
   * Queues a piece for transcription (first come, first served). An unsure transcript is decoded again by
   * beam search only while the pool is not contended (nothing waits and nothing waited in the last
   * BEAM_QUIET_MS): under load every piece gets greedy's faster answer.
   */
  transcribe(pcm: Int16Array): Promise<TranscribeResult>;
  /**
   * Work that may be wasted (partial transcripts, decoding before the end of an utterance is certain):
   * starts transcribing `pcm()` when the queue is empty, more than `spare` workers are idle (fewer when
   * the pool is smaller) and no piece had to wait for a worker in the last `quietMs`; else queues it
   * while fewer than `queue` pieces wait; else returns null at once without calling `pcm`. With
   * `spare` ≥ 1, a final transcript never waits behind it. Only with `beam` (work that may become a final
   * transcript) is an unsure transcript decoded again, as `transcribe` does; a preview keeps greedy's.
   */
  tryTranscribe(
    pcm: () => Int16Array,
    limits?: { spare?: number; queue?: number; quietMs?: number; beam?: boolean },
  ): Promise<TranscribeResult> | null;
  close(): Promise<void>;
  /**
   * Test hook: a worker that is decoding dies (an uncaught error in its thread) before its next decoding
   * step, as a worker that crashes would. False when no worker is decoding.
   */
  injectWorkerCrash(): boolean;
}

interface Job {
  pcm: Int16Array;
  /** an unsure transcript may be decoded again by beam search (if the pool is not contended) */
  beam: boolean;
  resolve: (r: TranscribeResult) => void;
  reject: (err: Error) => void;
  /** it was in a worker that died: a second death fails it (the piece may be what kills them) */
  retried?: boolean;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  loaded: boolean;
  job?: Job & { id: number };
}

/** A fixed pool of worker threads, created on `start()` (or the first transcription). */
export function createMoonshinePool(options: MoonshinePoolOptions = {}): MoonshinePool {
  const size = Math.max(1, options.size ?? DEFAULT_MOONSHINE_WORKERS);
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let started: Promise<void> | undefined;
  let closed = false;
  let toText: ((tokens: number[]) => string) | undefined;
  /** when a piece last had to wait for a worker (the pool is contended) */
  let waitedAt = -Infinity;

  function spawn(): Slot {
    const worker = new Worker(new URL('./moonshine-worker.ts', import.meta.url), {
      workerData: { modelDir: options.modelDir },
      // the worker is TypeScript too: strip its types as this process does
      execArgv: process.execArgv.includes('--experimental-strip-types')
        ? process.execArgv
        : [...process.execArgv, '--experimental-strip-types'],
    });
    const slot: Slot = { worker, loaded: false, ready: Promise.resolve() };
    slot.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          slot.loaded = true;
          resolve();
          return pump();
        }
        if (reply.type === 'failed') return reject(new Error(`Moonshine did not load: ${reply.error}`));
        const job = slot.job;
        if (!job || job.id !== reply.id) return;
        slot.job = undefined;
        if (reply.type === 'done')
          job.resolve({ ...reply.transcript, text: toText!(reply.transcript.tokens), ms: reply.ms });
        else job.reject(new Error(`Moonshine failed: ${reply.error}`));
        pump();
      });
      worker.on('error', (err) => reject(err));
      worker.on('exit', (code) => {
        const job = slot.job;
        slot.job = undefined;
        const err = new Error(`Moonshine worker exited (code ${code})`);
        reject(err);
        // the piece it was decoding goes first to the next free worker, once
        if (job && !job.retried && !closed) queue.unshift({ ...job, retried: true });
        else job?.reject(err);
        const at = slots.indexOf(slot);
        if (closed || at < 0) return;
        options.onError?.(err);
        // a worker that loaded once is replaced; one that never loaded would only fail again
        if (slot.loaded) {
          slots[at] = spawn();
          slots[at]!.ready.catch((e: Error) => options.onError?.(e));
        } else {
          slots.splice(at, 1);
          if (!slots.length) for (const j of queue.splice(0)) j.reject(err);
        }
        pump();
      });
    });
    return slot;
  }

  function start(): Promise<void> {
    if (closed) return Promise.reject(new Error('Moonshine pool is closed'));
    started ??= (async () => {
      toText = (await import('./moonshine-tokens.ts')).tokensToText;
      if (closed) throw new Error('Moonshine pool is closed');
      for (let i = 0; i < size; i++) slots.push(spawn());
      await Promise.all(slots.map((s) => s.ready));
    })();
    return started;
  }

  function run(slot: Slot, job: Job): void {
    const id = nextId++;
    slot.job = { ...job, id };
    const beam = job.beam && !queue.length && performance.now() - waitedAt >= BEAM_QUIET_MS;
    slot.worker.postMessage({ id, pcm: job.pcm, beam } satisfies WorkerJob);
  }

  function idleSlot(): Slot | undefined {
    return slots.find((s) => s.loaded && !s.job);
  }

  function transcribe(pcm: Int16Array, beam = true): Promise<TranscribeResult> {
    if (closed) return Promise.reject(new Error('Moonshine pool is closed'));
    const result = new Promise<TranscribeResult>((resolve, reject) =>
      queue.push({ pcm, beam, resolve, reject }),
    );
    if (!idleSlot()) waitedAt = performance.now();
    start().then(pump, (err: Error) => {
      for (const j of queue.splice(0)) j.reject(err);
    });
    return result;
  }

  function pump(): void {
    for (let slot = idleSlot(); slot && queue.length; slot = idleSlot()) run(slot, queue.shift()!);
    if (queue.length) waitedAt = performance.now();
  }

  return {
    size,
    start,
    transcribe: (pcm) => transcribe(pcm),
    tryTranscribe(pcm, { spare = 0, queue: waiting = 0, quietMs = 0, beam = false } = {}) {
      if (closed) return null;
      const idle = slots.filter((s) => s.loaded && !s.job);
      const quiet = performance.now() - waitedAt >= quietMs;
      if (!queue.length && quiet && idle.length > Math.min(spare, size - 1))
        return new Promise((resolve, reject) => run(idle[0]!, { pcm: pcm(), beam, resolve, reject }));
      return queue.length < waiting ? transcribe(pcm(), beam) : null;
    },
    injectWorkerCrash() {
      const busy = slots.find((s) => s.job);
      busy?.worker.postMessage('crash');
      return Boolean(busy);
    },
    async close() {
      closed = true;
      const err = new Error('Moonshine pool is closed');
      for (const j of queue.splice(0)) j.reject(err);
      // each worker finishes the piece in progress, releases its model and exits (never terminated mid-run)
      await Promise.all(
        slots.splice(0).map(
          (s) =>
            new Promise<void>((resolve) => {
              s.worker.once('exit', () => resolve());
              s.worker.postMessage('close');
            }),
        ),
      );
    },
  };
}
