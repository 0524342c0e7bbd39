import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createFairQueue, MAX_WAITING_PER_OWNER } from './fair-queue.ts';
import type { FliteRequest, FliteResponse } from './flite-child.ts';
import type { FliteVoice } from './flite-package.ts';
import { SPEECH_SAMPLE_RATE, type SpeechVoice, type TextToSpeech } from './speech-ports.ts';

const CHILD = fileURLToPath(new URL('./flite-child.ts', import.meta.url));
/** owner of sentences synthesised without one */
const NO_OWNER = {};

interface Request {
  text: string;
  voice?: SpeechVoice;
  owner: object;
  resolve(pcm: Int16Array): void;
  reject(err: Error): void;
  /** stops listening to the caller's abort signal */
  release(): void;
}
interface Worker {
  child: ChildProcess;
  /** the sentence being synthesised: a child gets one at a time, the rest wait in the fair queue */
  current?: { id: number; request: Request; timer: NodeJS.Timeout };
  /** killed (hung or unreachable): gets no more work while it exits */
  retired?: boolean;
}

export interface FlitePoolTts extends TextToSpeech {
  /** Starts the child processes now (forking is cheapest while the server is still small). */
  warmUp(): void;
  close(): void;
}

/**
 * flite in a small pool of long-lived child processes. Forking per sentence would copy the
 * server's page tables each time: with speech decoders loaded that blocked the event loop for
 * 30–40 ms per sentence. Each child synthesises one sentence at a time; waiting sentences stay here,
 * in a queue that serves conversations in turn (one flooding socket cannot starve the others), at most
 * `perOwner` per conversation, and are dropped when their caller aborts them. A child that dies or
 * hangs fails only the sentence it held and is replaced when there is work.
 */
export function createFlitePoolTts(
  options: { voice?: FliteVoice; size?: number; timeoutMs?: number; perOwner?: number } = {},
): FlitePoolTts {
  const voice = options.voice ?? 'slt';
  const timeoutMs = options.timeoutMs ?? 10_000;
  const workers: Array<Worker | undefined> = Array.from({ length: Math.max(1, options.size ?? 2) });
  const waiting = createFairQueue<Request>(options.perOwner ?? MAX_WAITING_PER_OWNER);
  let nextId = 0;
  let closed = false;

  const settle = (worker: Worker): Request | undefined => {
    const current = worker.current;
    if (!current) return undefined;
    worker.current = undefined;
    clearTimeout(current.timer);
    current.request.release();
    return current.request;
  };

  const retire = (worker: Worker) => {
    worker.retired = true;
    worker.child.kill(); // replaced when there is work
  };

  const start = (slot: number): Worker => {
    const child = fork(CHILD, [], {
      serialization: 'advanced',
      // --expose-gc: the child frees the memory of spent flite instances itself (flite-child.ts)
      execArgv: ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', '--expose-gc'],
      env: { ...process.env, RINGREADY_FLITE_VOICE: voice },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const worker: Worker = { child };
    child.on('message', (msg: FliteResponse) => {
      if (worker.current?.id !== msg.id) return;
      const request = settle(worker)!;
      if ('pcm' in msg) request.resolve(msg.pcm);
      else request.reject(new Error(`flite failed: ${msg.error}`));
      pump();
    });
    child.on('exit', (code, signal) => {
      if (workers[slot] === worker) workers[slot] = undefined;
      settle(worker)?.reject(new Error(`flite process exited (${signal ?? code})`));
      pump();
    });
    child.on('error', () => retire(worker));
    workers[slot] = worker;
    return worker;
  };

  /** An idle child, else a new one while the pool has room. */
  const idleWorker = (): Worker | undefined => {
    const idle = workers.find((w) => w && !w.current && !w.retired && w.child.connected);
    if (idle) return idle;
    const free = workers.findIndex((w) => !w);
    return free >= 0 ? start(free) : undefined;
  };

  /** Gives waiting sentences to idle children, conversations in turn. */
  function pump(): void {
    while (!closed && waiting.size) {
      const worker = idleWorker();
      if (!worker) return;
      const request = waiting.shift()!;
      const id = ++nextId;
      const timer = setTimeout(() => {
        settle(worker)?.reject(new Error(`flite took longer than ${timeoutMs} ms`));
        retire(worker);
      }, timeoutMs);
      worker.current = { id, request, timer };
      try {
        worker.child.send({ id, text: request.text, voice: request.voice } satisfies FliteRequest);
      } catch (err) {
        settle(worker)?.reject(err as Error);
        retire(worker);
      }
    }
  }

  return {
    name: `flite-pool:${voice}`,
    sampleRate: SPEECH_SAMPLE_RATE,
    synthesize(text, { owner = NO_OWNER, signal, voice } = {}) {
      if (closed) return Promise.reject(new Error('text to speech is closed'));
      if (!text.trim()) return Promise.resolve(new Int16Array(0));
      if (signal?.aborted) return Promise.reject(cancelled('no longer wanted'));
      return new Promise<Int16Array>((resolve, reject) => {
        const onAbort = () => {
          // a sentence already being synthesised finishes (its caller ignores it); a waiting one is dropped
          if (waiting.remove(owner, request)) request.reject(cancelled('no longer wanted'));
        };
        const request: Request = {
          text,
          voice,
          owner,
          resolve,
          reject: (err) => {
            request.release();
            reject(err);
          },
          release: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        for (const old of waiting.push(owner, request))
          old.reject(cancelled('superseded by newer sentences of the same conversation'));
        pump();
      });
    },
    warmUp() {
      workers.forEach((w, i) => {
        if (!w && !closed) start(i);
      });
    },
    close() {
      closed = true;
      const err = new Error('text to speech is closed');
      for (const request of waiting.drain()) request.reject(err);
      for (const w of workers) {
        if (!w) continue;
        settle(w)?.reject(err);
        w.child.disconnect();
      }
      workers.fill(undefined);
    },
  };
}

/** A sentence dropped before synthesis: callers treat an AbortError as "stopped", not as a failure. */
function cancelled(why: string): Error {
  const err = new Error(`speech synthesis cancelled: ${why}`);
  err.name = 'AbortError';
  return err;
}
