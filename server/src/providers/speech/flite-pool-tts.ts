import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FliteRequest, FliteResponse } from './flite-child.ts';
import type { FliteVoice } from './flite-tts.ts';
import { SPEECH_SAMPLE_RATE, type TextToSpeech } from './speech-ports.ts';

const CHILD = fileURLToPath(new URL('./flite-child.ts', import.meta.url));

interface Pending {
  resolve(pcm: Int16Array): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}
interface Worker {
  child: ChildProcess;
  pending: Map<number, Pending>;
}

export interface FlitePoolTts extends TextToSpeech {
  /** Starts the child processes now (forking is cheapest while the server is still small). */
  warmUp(): void;
  close(): void;
}

/**
 * flite in a small pool of long-lived child processes. Forking per sentence would copy the
 * server's page tables each time: with speech decoders loaded that blocked the event loop for
 * 30–40 ms per sentence. Each child synthesises serially; a request goes to the least busy one.
 * A child that dies or hangs fails its requests and is replaced on the next one.
 */
export function createFlitePoolTts(
  options: { voice?: FliteVoice; size?: number; timeoutMs?: number } = {},
): FlitePoolTts {
  const voice = options.voice ?? 'slt';
  const timeoutMs = options.timeoutMs ?? 10_000;
  const workers: Array<Worker | undefined> = Array.from({ length: Math.max(1, options.size ?? 2) });
  let nextId = 0;
  let closed = false;

  const fail = (worker: Worker, why: string) => {
    for (const p of worker.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error(why));
    }
    worker.pending.clear();
  };

  const start = (slot: number): Worker => {
    const child = fork(CHILD, [], {
      serialization: 'advanced',
      execArgv: ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'],
      env: { ...process.env, RINGREADY_FLITE_VOICE: voice },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const worker: Worker = { child, pending: new Map() };
    child.on('message', (msg: FliteResponse) => {
      const p = worker.pending.get(msg.id);
      if (!p) return;
      worker.pending.delete(msg.id);
      clearTimeout(p.timer);
      if ('pcm' in msg) p.resolve(msg.pcm);
      else p.reject(new Error(`flite failed: ${msg.error}`));
    });
    child.on('exit', (code, signal) => {
      if (workers[slot] === worker) workers[slot] = undefined;
      fail(worker, `flite process exited (${signal ?? code})`);
    });
    child.on('error', () => child.kill());
    workers[slot] = worker;
    return worker;
  };

  /** An idle child, else a new one while the pool has room, else the one with the shortest queue. */
  const pick = (): Worker => {
    let best: Worker | undefined;
    for (const w of workers) if (w && (!best || w.pending.size < best.pending.size)) best = w;
    if (best && best.pending.size === 0) return best;
    const free = workers.findIndex((w) => !w);
    return free >= 0 ? start(free) : best!;
  };

  return {
    name: `flite-pool:${voice}`,
    sampleRate: SPEECH_SAMPLE_RATE,
    synthesize(text) {
      if (closed) return Promise.reject(new Error('text to speech is closed'));
      if (!text.trim()) return Promise.resolve(new Int16Array(0));
      const worker = pick();
      const id = ++nextId;
      return new Promise<Int16Array>((resolve, reject) => {
        const timer = setTimeout(() => {
          worker.pending.delete(id);
          reject(new Error(`flite took longer than ${timeoutMs} ms`));
          worker.child.kill(); // a hung child is replaced on the next request
        }, timeoutMs);
        worker.pending.set(id, { resolve, reject, timer });
        try {
          worker.child.send({ id, text } satisfies FliteRequest);
        } catch (err) {
          clearTimeout(timer);
          worker.pending.delete(id);
          reject(err as Error);
        }
      });
    },
    warmUp() {
      workers.forEach((w, i) => {
        if (!w && !closed) start(i);
      });
    },
    close() {
      closed = true;
      for (const w of workers) {
        if (!w) continue;
        fail(w, 'text to speech is closed');
        w.child.disconnect();
      }
      workers.fill(undefined);
    },
  };
}
